"""No log line, at any level, carries a hand, a cup, a face-down colour or the deck: matches of
both games played at DEBUG with faults injected (a crafted illegal control, a render error
after a face-down play, a bot that chooses an illegal move or fails with the state in its
message), every record checked against every hidden fact of every state the match went
through. Only the match id, seat and rule id may say what went wrong; an event without
narration is logged by its type name alone."""

from __future__ import annotations

import asyncio
import logging
import random

import present.flowers
from cogs.commands.games import GamesCog
from engine.flowers.events import Played
from engine.games import kind as game_kind
from play.step import load_game
from present.gameui import ui_for
from tests.cogs.helpers import cog, forged_click, start_match
from tests.cogs.test_bot_player import the_bot
from tests.cogs.test_flowers import members, panel_of, play
from tests.hidden import assert_not_logged, hidden_facts


def face_down_play(game):
    """A legal play that goes face down (its colour hidden from the others), if any."""
    for action in game.legal_actions():
        trial = game.clone()
        if any(isinstance(e, Played) and not e.face_up for e in trial.apply(action)):
            return action
    return None


def held_color(game, seat) -> str:
    """The letter of a colour `seat` holds."""
    return next(c.letter for c, n in game.hands[seat].items() if n)


async def test_faults_in_a_flowers_match_log_no_hidden_fact(world, debug_logging, monkeypatch):
    await world.alice.slash(world.channel, "flowers challenge", opponent=world.bob)
    await world.bob.click(world.channel.last_message, label="Accept")
    people, rng, states = members(world), random.Random(2), set()
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    for _ in range(40):
        states.add(match.state)
        game = load_game(match)
        if (hidden := face_down_play(game)) is not None:
            break
        await play(world, people[match.players[game.to_move]], match,
                   rng.choice(game.legal_actions()))
        match = await world.bot.store.matches.get(match.id)
    assert hidden is not None, "no face-down play came up"
    mover = people[match.players[game.to_move]]

    # a crafted control: more cards of a held colour than the mover holds (F-T1)
    code = f"P{hidden.mandala}{held_color(game, game.to_move)}9"
    res = await forged_click(mover, await panel_of(world, mover, match),
                             f"g:do:{match.id}:{match.version}:{code}")
    assert "isn't allowed" in " ".join(m.content for m in res.followups)
    assert (await world.bot.store.matches.get(match.id)).version == match.version

    # the face-down play counts, then drawing the mover's panel fails with the view in its words
    def broken(view, **kw):
        raise RuntimeError(f"cannot draw {view!r}")

    monkeypatch.setattr(present.flowers, "render_flowers_panel", broken)
    await play(world, mover, match, hidden)
    match = await world.bot.store.matches.get(match.id)
    states.add(match.state)

    errors = [r for r in debug_logging.records if r.levelno >= logging.ERROR]
    assert errors, "the render error was not logged"
    assert {r.name for r in errors} == {"mandala.flow"}
    for record in errors:  # the move counted: the failure is logged by match and seat, no words
        said = record.getMessage()
        assert f"match {match.id}" in said
        assert "RuntimeError" in said
        assert "in broken" in said  # where it failed is kept; what the message says is not
    facts = set().union(*(hidden_facts(s) for s in states))
    assert f"P{hidden.mandala}{hidden.color.letter}" in facts  # the face-down play is a secret
    assert_not_logged(debug_logging.records, facts)


async def test_a_failing_bot_logs_no_hidden_fact(world, debug_logging):
    flow = cog(world.bot, GamesCog).flow
    tried: list[str] = []

    async def illegal(kind, state, seat, level, seed) -> str:
        """Discard one more of a colour than the bot holds (M-T3: "you hold only 2 red")."""
        tried.append(state)
        hand = game_kind(kind).from_json(state).hands[seat]
        color, held = next((c, n) for c, n in hand.items() if n)
        return f"D{color.letter}{held + 1}"

    async def raises(kind, state, seat, level, seed) -> str:
        tried.append(state)
        raise RuntimeError(f"no move for seat {seat} in {state}")

    flow.pipeline.bots.chooser = illegal
    await world.alice.slash(world.channel, "mandala challenge", opponent=the_bot(world),
                            level="easy")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    rng = random.Random(1)
    for _ in range(6):
        await world.env.settle()
        match = await world.bot.store.matches.get(match.id)
        game = load_game(match)
        if match.bot_level(game.to_move) is not None:
            break
        await play(world, world.alice, match, rng.choice(game.legal_actions()))
    await world.env.settle()
    assert tried, "the bot never tried to move"
    flow.pipeline.bots.chooser = raises
    flow.pipeline.bots.schedule(match)
    for _ in range(100):  # the move runs in a task of its own
        if len(tried) == 2:
            break
        await asyncio.sleep(0.01)
    assert len(tried) == 2

    bot_lines = [r.getMessage() for r in debug_logging.records if r.name == "mandala.botplay"]
    seat = load_game(match).to_move
    assert any(f"match {match.id} seat {seat}" in line and "M-T3" in line for line in bot_lines)
    assert any("RuntimeError" in line and "in raises" in line for line in bot_lines)
    assert_not_logged(debug_logging.records, set().union(*(hidden_facts(s) for s in tried)))


async def test_an_event_without_words_is_told_as_a_move_and_logged_by_type(debug_logging):
    from typing import NamedTuple

    class Peeked(NamedTuple):
        seat: int
        hand: str

    for kind in ("mandala", "flowers"):
        lines = ui_for(kind).narrate([Peeked(0, "red red black")], ["Ada", "Bo"], None)
        assert lines == ["a move was made"], kind
    warned = [r for r in debug_logging.records if r.levelno == logging.WARNING]
    assert [r.getMessage() for r in warned] == [
        "no narration for a Peeked event: told as a move"] * 2
    assert_not_logged(warned, {"red red black", "hand="})


async def test_an_event_listener_that_fails_logs_no_hidden_fact(world, debug_logging,
                                                                 monkeypatch):
    match = await start_match(world)

    async def fails(match_id, now, **kw):
        raise RuntimeError(f"cannot cancel {match.state}")

    monkeypatch.setattr(world.bot.service, "cancel", fails)
    world.env.backend.delete_channel(world.channel.id)  # the games cog ends its match
    await world.env.settle()
    assert [type(e) for e in world.env.errors] == [RuntimeError]  # seen (and acknowledged)
    said = [r.getMessage() for r in debug_logging.records if r.levelno >= logging.ERROR]
    assert any("on_guild_channel_delete" in s and "RuntimeError" in s for s in said), said
    assert_not_logged(debug_logging.records, hidden_facts(match.state))
