"""Hints: the hard AI's move from the player's own view with its reasons, only in a practice
game against the bot, counted with the match; neither the move nor its words change when the
hidden facts of the real game do."""

from __future__ import annotations

import asyncio
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ai import clock
from ai.choose import choose
from ai.explain import explain
from play.errors import PlayError
from play.hint import LEVEL, give_hint, hint_for, hint_seat
from play.step import load_game
from present.explain import sentences
from store import bot_id
from tests.ai.positions import KINDS, cheap, position, rehide

NAMES = ("Ann", "Bob", "Cy", "Di")


@pytest.mark.parametrize(("kind", "players"), KINDS)
@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 140), other=st.integers(0, 10**6))
def test_hidden_facts_change_neither_the_hint_nor_its_words(kind, players, seed, plies, other):
    hard = cheap(kind)["hard"]  # the real search, small and with no wall-clock cap
    g = position(seed, plies, kind, players)
    h = rehide(g, other)
    seat = g.to_move
    mine, twin = (hint_for(kind, x.view(seat), seed=3, level=hard) for x in (g, h))
    assert mine == twin
    assert mine.code == str(choose(kind, g.view(seat), level=hard, seed=3))
    action = g.legal_actions()[[str(a) for a in g.legal_actions()].index(mine.code)]
    assert mine.effects == explain(kind, g.view(seat), action, seed=3)
    for lang in ("en", "el"):
        assert (sentences(kind, mine.effects, NAMES, seat, lang)
                == sentences(kind, twin.effects, NAMES, seat, lang))


@pytest.mark.parametrize(("kind", "players", "seed", "plies"),
                         [("mandala", 2, 4, 30), ("flowers", 2, 1, 12), ("flowers", 4, 2, 30)])
def test_a_starved_process_gives_the_same_hint(monkeypatch, kind, players, seed, plies):
    # the hint's real budget; a process starved of CPU sees a second pass between any two looks
    # at the clock: a search cut by a wall cap stops at its first look (hard's: 0.5 s, 2 s) and
    # may choose another move; the hint's search is bounded by its work only
    g = position(seed, plies, kind, players)
    view = g.view(g.to_move)
    quiet = hint_for(kind, view, seed=7)
    ticks = itertools.count()
    monkeypatch.setattr(clock, "now", lambda: float(next(ticks)))
    assert hint_for(kind, view, seed=7) == quiet


async def test_a_practice_game_gives_hints_and_counts_them(service):
    step = await service.start("mandala", guild_id=1, channel_id=1, players=[10, bot_id(1)],
                               now=0.0, bots=[None, "hard"])
    match = step.match
    if load_game(match).to_move != 0:  # let the bot's first move be played
        game = load_game(match)
        code = str(choose("mandala", game.view(1), level="easy", seed=1))
        match = (await service.bot_act(match.id, match.version, code, 1.0)).match
    asked = []

    async def chooser(kind, state, seat, level, seed):
        asked.append((seat, level))
        return str(choose(kind, load_game(match).view(seat), level=cheap(kind)["hard"],
                          seed=seed))

    first = await give_hint(service.store.hints, match, 10, chooser)
    again = await give_hint(service.store.hints, match, 10, chooser)
    assert asked == [(0, LEVEL), (0, LEVEL)]
    assert first.code == again.code and first.effects == again.effects
    assert (first.used, again.used) == (1, 1), "asked again on the same turn: counted once"
    assert await service.store.hints.used(match.id) == {0: 1}
    with pytest.raises(PlayError) as refused:
        await give_hint(service.store.hints, match, 99, chooser)
    assert refused.value.key == "err.hint_players"


async def test_a_hint_the_pool_is_too_busy_to_give_is_refused_and_not_counted(service):
    # the safety net is outside the search (which has no clock): a chooser that does not
    # answer within the wait gets a clear refusal, and nothing is counted
    step = await service.start("mandala", guild_id=1, channel_id=1, players=[10, bot_id(1)],
                               now=0.0, bots=[None, "hard"])
    match = step.match
    if load_game(match).to_move != 0:
        game = load_game(match)
        code = str(choose("mandala", game.view(1), level="easy", seed=1))
        match = (await service.bot_act(match.id, match.version, code, 1.0)).match
    never = asyncio.Event()

    async def stuck(kind, state, seat, level, seed):
        await never.wait()
        return ""

    with pytest.raises(PlayError) as refused:
        await give_hint(service.store.hints, match, 10, stuck, wait=0.0)
    assert refused.value.key == "err.hint_slow"
    assert await service.store.hints.used(match.id) == {}


async def test_no_hint_between_members_or_out_of_turn(service):
    step = await service.start("mandala", guild_id=1, channel_id=1, players=[10, 20], now=0.0)
    mover = step.match.players[load_game(step.match).to_move]
    with pytest.raises(PlayError) as refused:
        hint_seat(step.match, mover)
    assert refused.value.key == "err.hint_members"
    practice = (await service.start("mandala", guild_id=1, channel_id=2,
                                    players=[10, bot_id(1)], now=0.0,
                                    bots=[None, "hard"])).match
    if load_game(practice).to_move == 1:
        with pytest.raises(PlayError) as refused:
            hint_seat(practice, 10)
        assert refused.value.key == "err.not_your_turn"
    else:
        assert hint_seat(practice, 10) == 0


async def test_no_hint_once_the_match_is_over(service):
    step = await service.start("mandala", guild_id=1, channel_id=1, players=[10, bot_id(1)],
                               now=0.0, bots=[None, "hard"])
    await service.resign(step.match.id, 0, 5.0)
    over = await service.store.matches.get(step.match.id)
    with pytest.raises(PlayError) as refused:
        hint_seat(over, 10)
    assert refused.value.key == "err.match_over"
