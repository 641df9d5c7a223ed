"""Every move since a reader's last turn is told and marked, and the mover always comes from
the stored log: with bots moving in between, after a forfeit, after a restart (issue 23)."""

from __future__ import annotations

import random

import pytest

import present.flowers
import present.mandala
from bot import create_bot
from play.step import load_game
from tests.cogs.conftest import in_process_chooser
from tests.cogs.helpers import live_game, start_match, table_message
from tests.cogs.test_bot_player import A_MOVE
from tests.cogs.test_flowers import panel_of, play


@pytest.fixture
def pictures(monkeypatch):
    """The keyword arguments of every table and panel picture drawn, per kind."""
    seen: dict[str, list[dict]] = {"table": [], "panel": []}
    for module, table, panel in ((present.flowers, "render_flowers_table",
                                  "render_flowers_panel"),
                                 (present.mandala, "render_table", "render_panel")):
        for which, name in (("table", table), ("panel", panel)):
            real = getattr(module, name)

            def spy(view, _real=real, _which=which, **kw):
                seen[_which].append(kw)
                return _real(view, **kw)

            monkeypatch.setattr(module, name, spy)
    return seen


async def until_alice_moves_again(world, rng):
    """Alice plays until both bots have moved after her; returns the match."""
    await world.env.advance_time(A_MOVE)
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    game = load_game(match)
    assert match.players[game.to_move] == world.alice.id
    await play(world, world.alice, match, rng.choice(game.legal_actions()))
    await world.env.advance_time(A_MOVE)
    return await world.bot.store.matches.get(match.id)


async def test_two_bots_moving_in_between_are_both_told_and_marked(world, pictures):
    await world.alice.slash(world.channel, "flowers practice", bots=2, level="easy")
    match = await until_alice_moves_again(world, random.Random(1))
    log = await world.bot.store.log.actions(match.id)
    assert [e.seat for e in log[-2:]] == [1, 2] and load_game(match).to_move == 0
    text = table_message(world.channel).content
    assert "• Bot 1 (easy) played" in text and "• Bot 2 (easy) played" in text
    panel = (await world.alice.click(table_message(world.channel), label="Show my hand")).response
    said = panel.content.split("\n")
    assert said[0] == "Since your turn:"
    assert said[1].startswith("• Bot 1 (easy) played") and said[2].startswith("• Bot 2 (easy)")
    for kw in (pictures["table"][-1], pictures["panel"][-1]):
        assert kw["last_seat"] == 2  # the newest move is bot 2's, and bot 1's is marked too
        assert [seat for seat, _ in kw["earlier"]] == [1]


async def test_after_a_forfeit_in_four_the_last_move_keeps_its_mover(world, pictures):
    res = await world.alice.slash(world.channel, "flowers open", bots=1, level="easy")
    for who in (world.bob, world.carol):
        await who.click(res.response, label="Join")
    await world.alice.click(res.response, label="Start")
    await world.env.settle()
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    people = {m.id: m for m in (world.alice, world.bob, world.carol)}
    bot = next(s for s, level in enumerate(match.bots) if level is not None)
    carol = match.players.index(world.carol.id)
    rng = random.Random(3)

    async def until_the_bot_has_moved(match):
        while not (log := await world.bot.store.log.actions(match.id)) or log[-1].seat != bot:
            game = load_game(match)
            await play(world, people[match.players[game.to_move]], match,
                       rng.choice(game.legal_actions()))
            await world.env.advance_time(A_MOVE)
            match = await world.bot.store.matches.get(match.id)
        return match

    match = await until_the_bot_has_moved(match)
    await world.carol.slash(world.channel, "flowers forfeit")
    ask = [m for m in world.channel.history(viewer=world.carol) if "Forfeit" in m.content][-1]
    await world.carol.click(ask, label="Yes, forfeit")
    await world.env.settle()
    match = await world.bot.store.matches.get(match.id)
    assert carol in load_game(match).left
    log = await world.bot.store.log.actions(match.id)
    assert log[-1].action == "forfeit" and log[-2].seat == bot
    # the table drawn right after the forfeit names the bot for its move, not carol
    assert pictures["table"][-1]["last_seat"] == bot != carol
    # then the others play on and the bot moves again: the picture and the text name it
    match = await until_the_bot_has_moved(match)
    assert pictures["table"][-1]["last_seat"] == bot
    text = table_message(world.channel).content
    told = [line for line in text.split("\n")[1:] if not line.startswith("**")]  # no seat line
    assert told[-2].startswith("Bot (easy) played") or \
        told[-2].startswith("• Bot (easy) played"), text
    assert "**carol** · left the game" in text.split("\n")


async def test_after_a_restart_the_table_and_panel_still_name_the_mover(world, settings,
                                                                        pictures):
    await start_match(world)
    match, game = await live_game(world)
    mover = (world.alice, world.bob)[game.to_move]
    other = (world.alice, world.bob)[1 - game.to_move]
    await play(world, mover, match, random.Random(5).choice(game.legal_actions()))
    await world.env.restart_bot(create_bot(settings, chooser=in_process_chooser))
    res = await world.carol.slash(world.channel, "mandala table")
    assert res.ephemeral
    text = table_message(world.channel).content
    assert text.split("\n")[1].startswith(f"{mover.name} "), text  # the reposted table too
    assert pictures["table"][-1]["last_seat"] == game.to_move
    panel = await panel_of(world, other, match)
    assert panel.content.startswith(f"Since your turn: {mover.name} "), panel.content
    assert pictures["panel"][-1]["last_seat"] == game.to_move
