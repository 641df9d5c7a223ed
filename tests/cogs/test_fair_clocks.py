"""Clocks that are fair when the server is not (issue 45, items 1 and 2): a database outage is
not charged to the live clock that ran through it (PostgreSQL stopped for real), and a system
clock stepped forward or back an hour, within one process or across a restart, neither times a
player out nor gives them time (the wall clock stepped by patching discord.utils.utcnow, which
the bot's clock reads)."""

from __future__ import annotations

import datetime
import random
import sys

import discord
import pytest

from bot import create_bot
from cogs.kit.common import loaded
from play import clock
from play.step import load_game
from tests.cogs.helpers import custom_ids, live_game, play_one, table_message
from tests.cogs.test_outage_resume import cluster, start_postgres, stop_postgres  # noqa: F401

LIVE = "live:180+10"  # 3 + 10, as the issue played it
HOUR = 3600.0


async def live_match(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob,
                                  pace=LIVE)
    accept = next(c for c in custom_ids(res.response) if c.startswith("g:accept:"))
    await world.bob.click(res.response, custom_id=accept)
    return await live_game(world)


def step_wall(monkeypatch, seconds: float) -> None:
    """Step the system clock as an operator (or a bad NTP source) would: every wall-clock
    reading from now on is `seconds` off; the monotonic clock goes on untouched."""
    real = discord.utils.utcnow
    monkeypatch.setattr(discord.utils, "utcnow",
                        lambda: real() + datetime.timedelta(seconds=seconds))


def mover_left(match, game, now: float) -> float:
    left = clock.time_left(match, game.to_move, now)[game.to_move]
    assert left is not None
    return left


# -- 1. a database outage ---------------------------------------------------------------------

@pytest.mark.postgres
@pytest.mark.parametrize("settings", [{"watch_s": 5.0, "sweep_s": 20}], indirect=True)
async def test_a_postgresql_outage_is_not_charged_to_the_live_clock(world, cluster):  # noqa: F811
    match, game = await live_match(world)
    mover = world.alice if match.players[game.to_move] == world.alice.id else world.bob
    await world.env.advance_time(150)  # the player to move has 30 s left
    table = table_message(world.channel)
    stop_postgres(cluster)
    await world.env.advance_time(10)
    res = await mover.click(table, label="Show my hand")  # their move: refused, busy
    told = [m.content for m in [res.response, *res.followups] if m is not None]
    assert any("My database is busy" in text for text in told), told
    await world.env.advance_time(50)  # 60 s down in all; the sweep woke (and failed) meanwhile
    start_postgres(cluster)
    back = world.env.now().timestamp()
    await world.env.advance_time(12)  # the next heartbeat, and the first sweep after it

    sweep = loaded(world.bot, sys.modules["cogs.background.deadlines"].DeadlinesCog)
    assert sweep is not None and sweep.last_sweep_at is not None
    assert sweep.last_sweep_at > back  # a sweep has run to its end since it came back
    after = await world.bot.store.matches.get(match.id)
    assert after.is_live, "the player lost on time for the database's outage"
    left = mover_left(after, game, world.env.now().timestamp())
    since_back = world.env.now().timestamp() - back
    # the 30 s they had when it went down, less the time since it came back; at most one
    # heartbeat (5 s) more: the outage counts from the last heartbeat that passed
    assert 30 - since_back - 1 <= left <= 30 - since_back + 5 + 1
    await play_one(world, random.Random(7))  # and they can move, with that time
    moved = await world.bot.store.matches.get(match.id)
    assert moved.clocks[game.to_move] == pytest.approx(left + 10, abs=0.5)


# -- 2. a stepped system clock, within one process ---------------------------------------------

async def test_a_clock_stepped_forward_an_hour_does_not_time_the_player_out(world, monkeypatch):
    match, game = await live_match(world)
    await world.env.advance_time(20)
    step_wall(monkeypatch, HOUR)
    await world.env.advance_time(10)
    await play_one(world, random.Random(1))  # accepted: 30 s of their 180 used, not an hour
    after = await world.bot.store.matches.get(match.id)
    assert after.is_live
    assert after.clocks[game.to_move] == pytest.approx(180 - 30 + 10, abs=0.5)
    # the other's clock runs from the move on: 180 s, not run out by the step
    nxt = load_game(after).to_move
    assert after.clocks[nxt] == 180
    assert after.forfeit_at - after.turn_started_at == pytest.approx(180)
    await world.env.advance_time(60)
    assert (await world.bot.store.matches.get(match.id)).is_live


async def test_a_clock_stepped_back_an_hour_gives_the_player_no_time(world, monkeypatch):
    match, game = await live_match(world)
    await world.env.advance_time(20)
    step_wall(monkeypatch, -HOUR)
    await world.env.advance_time(10)
    await play_one(world, random.Random(2))
    after = await world.bot.store.matches.get(match.id)
    assert after.clocks[game.to_move] == pytest.approx(180 - 30 + 10, abs=0.5)


# -- 2. ... and across a restart ---------------------------------------------------------------

@pytest.mark.parametrize("settings", [{"watch_s": 5.0}], indirect=True)
async def test_a_clock_stepped_forward_across_a_restart_charges_only_what_was_seen(
        world, settings, monkeypatch):
    match, game = await live_match(world)
    await world.env.advance_time(20)
    step_wall(monkeypatch, HOUR)  # while the bot is down
    await world.env.restart_bot(create_bot(settings))
    await world.env.advance_time(10)  # the new process's first sweep has run
    assert (await world.bot.store.matches.get(match.id)).is_live, "timed out by the step"
    await play_one(world, random.Random(3))
    after = await world.bot.store.matches.get(match.id)
    # 30 s seen (20 before the restart, 10 after), at most one heartbeat (5 s) more
    assert 180 - 30 - 5 + 10 - 0.5 <= after.clocks[game.to_move] <= 180 - 30 + 10 + 0.5


@pytest.mark.parametrize("settings", [{"watch_s": 5.0}], indirect=True)
async def test_a_clock_stepped_back_across_a_restart_gives_no_time(world, settings, monkeypatch):
    match, game = await live_match(world)
    await world.env.advance_time(20)
    step_wall(monkeypatch, -HOUR)
    await world.env.restart_bot(create_bot(settings))
    await world.env.advance_time(10)
    await play_one(world, random.Random(4))
    after = await world.bot.store.matches.get(match.id)
    # at least what the new process saw is charged, and nothing is given back
    assert after.clocks[game.to_move] <= 180 - 10 + 10 + 0.5


@pytest.mark.parametrize("settings", [{"watch_s": 5.0}], indirect=True)
async def test_the_heartbeat_writes_only_while_a_live_clock_runs(world):
    # the class of the extension as loaded (its module is imported anew at the load), the one
    # the sweep finds it by (to credit an outage before any timeout)
    watch = loaded(world.bot, sys.modules["cogs.background.deadlines"].WatchCog)
    assert watch is not None
    await world.env.advance_time(600)  # no live clock: it ticks, and writes nothing
    idle = watch.beats
    assert idle <= 2
    await live_match(world)
    await world.env.advance_time(21)  # a clock runs: a heartbeat every 5 s
    assert 4 <= watch.beats - idle <= 6
