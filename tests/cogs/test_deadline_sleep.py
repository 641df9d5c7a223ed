"""The deadline sweep sleeps until the next deadline, not period after period: a challenge
expires, a turn is reminded and timed out on time although SWEEP_SECONDS (its longest sleep) is
days here, a new deadline wakes it earlier, a restarted bot finds the deadlines in the database,
a failed read of the next deadline costs one cap's sleep, and /health still sees it run."""

from __future__ import annotations

import sqlite3

import pytest

from bot import create_bot
from cogs.background.deadlines import DeadlinesCog
from tests.cogs.helpers import cog, live_game, start_match, table_message
from tests.cogs.test_health import get_health

HOUR = 3600
DAY = 24 * HOUR
LONG_SLEEP = [pytest.param({"sweep_s": 3 * DAY}, id="capped-at-3-days")]


def sweep_of(world):
    return cog(world.bot, DeadlinesCog)


async def until(world, at: float) -> None:
    """Advance simulated time to the instant `at`, in steps simcord bounds in real time."""
    while (left := at - world.env.now().timestamp()) > 0:
        await world.env.advance_time(min(left, 12 * HOUR))


def reminders(world) -> list[str]:
    return [m.content for m in world.channel.history() if "still your move" in m.content]


@pytest.mark.parametrize("settings", LONG_SLEEP, indirect=True)
async def test_a_turn_is_reminded_and_timed_out_on_time_in_three_wakeups(world):
    sweep = sweep_of(world)
    before = sweep.wakeups
    match = await start_match(world)  # the sweep was asleep for 3 days: the turn woke it
    assert match.remind_at is not None and match.forfeit_at is not None
    await until(world, match.remind_at - 1)
    assert reminders(world) == []
    await until(world, match.remind_at + 1)
    assert len(reminders(world)) == 1  # at its time, not at the next 3-day sweep
    await until(world, match.forfeit_at - 1)
    assert (await world.bot.store.matches.get(match.id)).is_live
    await until(world, match.forfeit_at + 1)
    ended = await world.bot.store.matches.get(match.id)
    assert ended.status == "finished" and ended.outcome == "timeout"
    assert "ran out of time" in table_message(world.channel).content
    # the challenge's expiry (it was accepted meanwhile: that sweep finds nothing), the
    # reminder, the timeout; sweeping every 10 minutes took 218 for the same match
    assert sweep.wakeups - before == 3


@pytest.mark.parametrize("settings", LONG_SLEEP, indirect=True)
async def test_a_new_challenge_wakes_the_sleeping_sweep_at_its_expiry(world):
    sweep = sweep_of(world)
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    challenge = await world.bot.store.challenges.get(1)
    assert sweep.alarm.wakes_at == challenge.expires_at  # brought forward from 3 days
    await until(world, challenge.expires_at + 1)
    assert (await world.bot.store.challenges.get(1)).status == "expired"
    assert "expired" in res.response.content


@pytest.mark.parametrize("settings", LONG_SLEEP, indirect=True)
async def test_a_restarted_bot_sleeps_until_the_deadline_it_reads_back(world, settings):
    match = await start_match(world)
    await until(world, match.remind_at - HOUR)
    await world.env.restart_bot(create_bot(settings))  # it never heard of the match's writes
    sweep = sweep_of(world)
    assert sweep.alarm.wakes_at == match.remind_at
    await until(world, match.remind_at + 1)
    assert len(reminders(world)) == 1
    _, game = await live_game(world)
    assert f"<@{match.players[game.to_move]}>" in reminders(world)[0]


@pytest.mark.parametrize("settings", [{"sweep_s": HOUR}], indirect=True)
async def test_a_failed_read_of_the_next_deadline_sleeps_the_cap_and_goes_on(
        world, monkeypatch, caplog):
    store = world.bot.store
    real = store.deadlines.next_after
    calls = 0

    async def fails_once(*args):
        nonlocal calls
        calls += 1
        if calls == 1:
            raise sqlite3.OperationalError("database is locked")
        return await real(*args)

    monkeypatch.setattr(store.deadlines, "next_after", fails_once)
    sweep = sweep_of(world)
    await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    expires = (await store.challenges.get(1)).expires_at
    await until(world, expires + 1)  # the expiry's sweep ran; its next deadline failed
    assert calls == 1 and (await store.challenges.get(1)).status == "expired"
    assert sweep.alarm.wakes_at == pytest.approx(expires + HOUR, abs=1)  # the cap
    failed = [r.getMessage() for r in caplog.records if r.name == "mandala.deadlines"]
    assert len(failed) == 1 and "reading the next deadline" in failed[0]
    assert "OperationalError" in failed[0] and "database is" not in failed[0]  # by type only

    await world.bob.slash(world.channel, "mandala challenge", opponent=world.carol)
    second = await store.challenges.get(2)
    await until(world, second.expires_at + 1)  # still brought forward, still sweeping
    assert (await store.challenges.get(2)).status == "expired" and calls == 2


@pytest.mark.parametrize("settings", [{"health_port": 0, "sweep_s": 600}], indirect=True)
async def test_a_sweep_asleep_before_a_far_deadline_is_healthy_and_wakes_at_the_cap(world):
    sweep = sweep_of(world)
    match = await start_match(world)  # its next deadline: the reminder, 12 h ahead
    before = sweep.wakeups
    await world.env.advance_time(3 * 600 + 1)
    assert sweep.wakeups - before == 3, "it did not wake at the cap before a far deadline"
    status, body = await get_health(world)
    assert status == 200 and body["sweep"]["seconds_since"] <= 600
    assert body["sweep"]["wakes_at"] == pytest.approx(world.env.now().timestamp() + 599, abs=2)
    assert (await world.bot.store.matches.get(match.id)).reminded is False


@pytest.mark.parametrize("settings", LONG_SLEEP, indirect=True)
async def test_the_alarm_stops_listening_when_the_cog_unloads(world):
    sweep = sweep_of(world)
    assert sweep.alarm.tell in world.bot.store.deadlines.listeners
    await world.bot.unload_extension("cogs.background.deadlines")
    assert sweep.alarm.tell not in world.bot.store.deadlines.listeners


@pytest.mark.parametrize("settings", LONG_SLEEP, indirect=True)
async def test_a_fault_in_the_sleep_itself_restarts_the_loop_which_still_wakes_on_time(
        world, monkeypatch, caplog):
    sweep = sweep_of(world)
    real = sweep.alarm.sleep_until
    faults = 0

    async def breaks_once(until: float) -> None:
        nonlocal faults
        if faults == 0:
            faults += 1
            raise RuntimeError("the sleep broke")
        await real(until)

    monkeypatch.setattr(sweep.alarm, "sleep_until", breaks_once)
    await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    first = await world.bot.store.challenges.get(1)
    await until(world, first.expires_at + 1)  # that sweep ran, then its sleep broke
    assert faults == 1 and sweep.supervisor.restarts == 1
    assert (await world.bot.store.challenges.get(1)).status == "expired"
    await world.bob.slash(world.channel, "mandala challenge", opponent=world.carol)
    second = await world.bot.store.challenges.get(2)
    assert sweep.alarm.wakes_at == second.expires_at  # the restarted loop sleeps and hears
    await until(world, second.expires_at + 1)
    assert (await world.bot.store.challenges.get(2)).status == "expired"
    lines = [r.getMessage() for r in caplog.records if r.name == "mandala.deadlines"]
    assert len(lines) == 1 and "RuntimeError" in lines[0] and "broke" not in lines[0]
