"""Background work that must never die: a failed read does not end the deadline sweep, a
render bug after a recorded move neither hides that it counted nor stops the bot, and a bot
move that failed is tried again at the next sweep."""

from __future__ import annotations

import logging
import sqlite3

from play.service import load_game
from tests.cogs.conftest import in_process_chooser
from tests.cogs.test_bot_player import until_a_bot_is_to_move


async def test_a_failed_read_does_not_end_the_sweep(world, monkeypatch, caplog):
    store = world.bot.store
    real = store.expired_challenges
    calls = 0

    async def locked_once(t):
        nonlocal calls
        calls += 1
        if calls == 1:
            raise sqlite3.OperationalError("database is locked")
        return await real(t)

    monkeypatch.setattr(store, "expired_challenges", locked_once)
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.env.advance_time(world.bot.settings.sweep_s + 1)
    assert calls == 1 and "expired" not in res.response.content  # that sweep failed
    await world.env.advance_time(world.bot.settings.challenge_timeout_s + 1)
    assert calls >= 2, "no sweep ran after the failed one"
    assert "expired" in res.response.content
    assert (await store.get_challenge(1)).status == "expired"
    failed = [r.getMessage() for r in caplog.records if r.name == "mandala.deadlines"]
    assert len(failed) == 1 and "OperationalError" in failed[0] and "1 failures" in failed[0]


async def test_a_bot_move_that_failed_is_tried_again_at_the_next_sweep(world, caplog):
    caplog.set_level(logging.INFO)
    tries = 0

    async def fails_once(*args) -> str:
        nonlocal tries
        tries += 1
        if tries == 1:
            raise RuntimeError("the AI fell over")
        return await in_process_chooser(*args)

    world.bot.get_cog("GamesCog").flow.bots.chooser = fails_once
    await world.alice.slash(world.channel, "mandala practice", level="easy")
    match = await world.bot.store.live_match_in_channel(world.channel.id)
    stuck = await until_a_bot_is_to_move(world, match)
    assert tries == 1 and load_game(stuck).to_move == 1
    await world.env.advance_time(world.bot.settings.sweep_s + 1)
    after = await world.bot.store.get_match(match.id)
    assert after.version > stuck.version, "the bot was not given another go"
    lines = [r.getMessage() for r in caplog.records if r.name == "mandala.botplay"]
    assert any(f"match {match.id}" in line and "RuntimeError" in line for line in lines)
    assert not any("fell over" in line for line in lines)
