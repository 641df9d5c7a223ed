"""Background work that must never die: a failed read does not end the deadline sweep, a
render bug after a recorded move neither hides that it counted nor stops the bot or the other
panels, and a bot move that failed is tried again at the next sweep."""

from __future__ import annotations

import logging
import sqlite3

import present.mandala
from cogs.commands.games import GamesCog
from play.step import load_game
from tests.cogs.conftest import in_process_chooser
from tests.cogs.helpers import cog, components_of, live_game, member_for, start_match, table_message
from tests.cogs.test_bot_player import until_a_bot_is_to_move
from tests.cogs.test_flowers import panel_of


async def test_a_failed_read_does_not_end_the_sweep(world, monkeypatch, caplog):
    store = world.bot.store
    real = store.deadlines.expired_challenges
    calls = 0

    async def locked_once(t, *shards):
        nonlocal calls
        calls += 1
        if calls == 1:
            raise sqlite3.OperationalError("database is locked")
        return await real(t, *shards)

    monkeypatch.setattr(store.deadlines, "expired_challenges", locked_once)
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.env.advance_time(world.bot.settings.sweep_s + 1)
    assert calls == 1 and "expired" not in res.response.content  # that sweep failed
    await world.env.advance_time(world.bot.settings.challenge_timeout_s + 1)
    assert calls >= 2, "no sweep ran after the failed one"
    assert "expired" in res.response.content
    assert (await store.challenges.get(1)).status == "expired"
    failed = [r.getMessage() for r in caplog.records if r.name == "mandala.deadlines"]
    assert len(failed) == 1 and "OperationalError" in failed[0] and "1 failures" in failed[0]


def break_the_renderer(monkeypatch) -> None:
    def render_bug(*args, **kwargs):
        raise RuntimeError("render bug")

    monkeypatch.setattr(present.mandala, "render_table", render_bug)
    monkeypatch.setattr(present.mandala, "render_panel", render_bug)


async def test_a_render_bug_after_a_move_says_it_counted_and_the_bot_still_moves(
        world, monkeypatch):
    await world.alice.slash(world.channel, "mandala practice", level="easy")
    await world.env.settle()
    match, game = await live_game(world)
    assert match.players[game.to_move] == world.alice.id
    panel = await panel_of(world, world.alice, match)  # opened while pictures still work
    break_the_renderer(monkeypatch)
    select = next(c for c in components_of(panel) if c["type"] == 3)
    res = await world.alice.select(panel, [select["options"][0]["value"]],
                                   custom_id=select["custom_id"])
    if (await world.bot.store.matches.get(match.id)).version == match.version:  # a count
        count = next(c for c in components_of(res.response)
                     if c.get("custom_id", "").startswith("g:do:"))
        await world.alice.click(res.response, custom_id=count["custom_id"])
    await world.env.settle()
    told = [m.content for m in world.channel.history(viewer=world.alice) if m.flags.ephemeral]
    assert any("Your move counted" in t and "went wrong on my side" in t for t in told), told
    assert not any("nothing was changed" in t for t in told)
    log = await world.bot.store.log.actions(match.id)
    assert log[-2].seat == 0 and log[-1].seat == 1, "the bot did not move after the render bug"
    after = await world.bot.store.matches.get(match.id)
    assert load_game(after).to_move == 0 and after.forfeit_at is not None  # alice's clock runs


async def test_a_bot_move_that_failed_is_tried_again_at_the_next_sweep(world, caplog):
    caplog.set_level(logging.INFO)
    tries = 0

    async def fails_once(*args) -> str:
        nonlocal tries
        tries += 1
        if tries == 1:
            raise RuntimeError("the AI fell over")
        return await in_process_chooser(*args)

    cog(world.bot, GamesCog).flow.pipeline.bots.chooser = fails_once
    await world.alice.slash(world.channel, "mandala practice", level="easy")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    stuck = await until_a_bot_is_to_move(world, match)
    assert tries == 1 and load_game(stuck).to_move == 1
    await world.env.advance_time(world.bot.settings.sweep_s + 1)
    after = await world.bot.store.matches.get(match.id)
    assert after.version > stuck.version, "the bot was not given another go"
    lines = [r.getMessage() for r in caplog.records if r.name == "mandala.botplay"]
    assert any(f"match {match.id}" in line and "RuntimeError" in line for line in lines)
    assert not any("fell over" in line for line in lines)


async def test_a_panel_that_fails_to_redraw_stops_neither_the_table_nor_the_others(
        world, monkeypatch, caplog):
    match = await start_match(world)
    _, game = await live_game(world)
    mover = member_for(world, match.players[game.to_move])
    waiting = member_for(world, match.players[1 - game.to_move])
    await waiting.click(table_message(world.channel), label="Show my hand")
    panel = await panel_of(world, mover, match)
    monkeypatch.setattr(present.mandala, "render_panel", lambda *a, **kw: 1 / 0)
    select = next(c for c in components_of(panel) if c["type"] == 3)
    res = await mover.select(panel, [select["options"][0]["value"]],
                             custom_id=select["custom_id"])
    if (await world.bot.store.matches.get(match.id)).version == match.version:  # a count
        count = next(c for c in components_of(res.response)
                     if c.get("custom_id", "").startswith("g:do:"))
        await mover.click(res.response, custom_id=count["custom_id"])
    await world.env.settle()
    assert (await world.bot.store.matches.get(match.id)).version == match.version + 1
    told = [m.content for m in world.channel.history(viewer=mover) if m.flags.ephemeral]
    assert not any("nothing was changed" in t for t in told)
    assert waiting.mention in table_message(world.channel).content  # the table moved on
    lines = [r.getMessage() for r in caplog.records if r.name == "mandala.flow"]
    waiting_seat = 1 - game.to_move
    assert any(f"panel of seat {waiting_seat}" in line and "ZeroDivisionError" in line
               for line in lines)
