"""The playground's world as a moderator and a player meet it: an Owner who may moderate,
a clock that follows the wall clock, and a restart that sends nobody an answer to nothing."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import re
from datetime import UTC, datetime, timedelta

import pytest
from simcord import BackendError, SetupError

from playground import WallClock, open_playground
from tests.cogs.helpers import custom_ids, table_message


class Wall:
    """A wall clock a test moves by hand (the playground reads it at each tick)."""

    def __init__(self) -> None:
        self.ahead = timedelta()

    def __call__(self) -> datetime:
        return datetime.now(UTC) + self.ahead


async def test_owner_may_reach_settings_and_cancel_and_the_others_may_not(play_settings):
    async with open_playground(play_settings) as pg:
        w = pg.world
        alice, bob, carol, owner = w.members
        assert owner.name == "owner"
        assert "games settings" in owner.available_commands(w.channel)
        # /games holds every member's `mine` and `me` too, so Discord shows it to all (its
        # permissions are set for the whole group); settings refuses a member in words
        assert "games mine" in alice.available_commands(w.channel)
        threads = await w.bot.store.settings.threads_on(w.guild.id)
        refused = await alice.slash(w.channel, "games settings",
                                    threads="off" if threads else "on")
        assert refused.ephemeral and "Manage Server" in refused.response.content
        assert await w.bot.store.settings.threads_on(w.guild.id) == threads
        res = await owner.slash(w.channel, "games settings", threads="off")
        assert res.ephemeral and "Manage Server" not in (res.response.content or "")
        challenge = await alice.slash(w.channel, "mandala challenge", opponent=bob)
        await bob.click(challenge.response, label="Accept")
        refused = await carol.slash(w.channel, "mandala cancel")
        assert refused.ephemeral
        assert await w.bot.store.matches.live_in_channel(w.channel.id) is not None
        await owner.slash(w.channel, "mandala cancel")
        assert await w.bot.store.matches.live_in_channel(w.channel.id) is None


async def test_the_clock_follows_the_wall_clock_so_a_challenge_expires(play_settings):
    wall = Wall()
    async with open_playground(play_settings, now=wall) as pg:
        w = pg.world
        alice, bob, *_ = w.members
        await alice.slash(w.channel, "mandala challenge", opponent=bob)
        await pg.clock.tick()
        assert "expired" not in w.channel.history()[-1].content
        wall.ahead = timedelta(minutes=11)  # the wall clock moves on; nobody drives simcord
        await pg.clock.tick()
        assert abs((w.env.now() - wall()).total_seconds()) < 5
        assert "expired" in w.channel.history()[-1].content


async def test_the_playground_ticks_by_itself(play_settings):
    """Started as `launch.py play` starts it (a tick every `tick_s`), nobody drives the clock:
    the wall clock jumps 11 minutes and the challenge expires on its own."""
    wall = Wall()
    ps = dataclasses.replace(play_settings, tick_s=0.01)
    async with open_playground(ps, now=wall) as pg:
        w = pg.world
        alice, bob, *_ = w.members
        async with pg.clock.lock:  # between two ticks: simcord takes one operation at a time
            await alice.slash(w.channel, "mandala challenge", opponent=bob)
        wall.ahead = timedelta(minutes=11)
        for _ in range(1000):  # polls the channel; the time that passes is the fake wall's
            if "expired" in w.channel.history()[-1].content:
                break
            await asyncio.sleep(0.01)
        assert "expired" in w.channel.history()[-1].content


class _Env:
    """What a WallClock drives: simcord's clock, here a count of catch-ups."""

    def __init__(self) -> None:
        self.advanced = 0

    def now(self) -> datetime:
        return datetime(2026, 1, 1, tzinfo=UTC)

    async def advance_time(self, seconds: float) -> None:
        self.advanced += 1


async def test_a_tick_due_during_a_click_does_not_queue_behind_it():
    """A tick that came due while a click ran used to queue on the lock, and simcord counts a
    task waiting on a lock as work under way: every accept and move in `launch.py play` then
    waited out simcord's settle timeout (60 s) before the page showed it. A tick now lets a
    running click be; the next one catches up on the whole gap."""
    env = _Env()
    clock = WallClock(env, lambda: datetime(2026, 1, 2, tzinfo=UTC), every=0.001)  # type: ignore[arg-type]
    ticking = asyncio.ensure_future(clock.run())
    try:
        async with clock.lock:  # a click under way
            for _ in range(20):
                await asyncio.sleep(0.002)  # ticks come due meanwhile
            # asyncio.Lock names no public count of its waiters
            assert not clock.lock._waiters, "a tick queued behind the click"
        for _ in range(100):
            if env.advanced:
                break
            await asyncio.sleep(0.002)
        assert env.advanced, "the next tick did not catch up"
    finally:
        ticking.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await ticking


async def test_a_click_during_a_tick_waits_for_it(play_settings):
    """The page's actions and the ticks take turns: simcord refuses overlapping operations, so
    an action that did not wait would fail. An unknown page fails at once, but only once the
    tick under way (the lock held here) is over."""
    async with open_playground(play_settings) as pg:
        await pg.clock.lock.acquire()
        action = asyncio.ensure_future(pg.preview._action("no-such-page", {}))
        for _ in range(20):
            await asyncio.sleep(0)
        assert not action.done(), "the action ran beside the tick"
        pg.clock.lock.release()
        with pytest.raises((SetupError, BackendError)):
            await action


def _private(w) -> list[str]:
    return [m.content for m in w.env.backend.messages.get(w.channel.id, {}).values()
            if m.is_ephemeral]


async def test_a_restart_reposts_the_table_without_a_private_answer_to_nobody(play_settings):
    async with open_playground(play_settings) as pg:
        w = pg.world
        alice, bob, *_ = w.members
        res = await alice.slash(w.channel, "mandala challenge", opponent=bob)
        await bob.click(res.response, label="Accept")
    async with open_playground(play_settings) as pg:
        w = pg.world
        assert table_message(w.channel) is not None
        assert _private(w) == [], "nobody asked for the repost: no private answer to it"


GREEK = re.compile("[α-ωΑ-Ω]")


def _said(res) -> str:
    msg = res.response or res.followups[-1]
    return " ".join([msg.content or "", *(e.description or "" for e in msg.embeds)])


async def test_each_member_has_a_client_language_kept_across_a_restart(play_settings):
    async with open_playground(play_settings) as pg:
        w = pg.world
        alice, bob, *_ = w.members
        assert not GREEK.search(_said(await alice.slash(w.channel, "mandala rules")))
        chose = await alice.slash(w.channel, "playground language", language="el")
        assert chose.ephemeral and "Ελληνικά" in chose.response.content
        assert GREEK.search(chose.response.content.replace("Ελληνικά", ""))
        assert GREEK.search(_said(await alice.slash(w.channel, "mandala rules")))
        # only hers: Bob's client still speaks English
        assert not GREEK.search(_said(await bob.slash(w.channel, "mandala rules")))
    async with open_playground(play_settings) as pg:
        alice, bob, *_ = pg.world.members
        assert GREEK.search(_said(await alice.slash(pg.world.channel, "mandala rules")))
        assert not GREEK.search(_said(await bob.slash(pg.world.channel, "mandala rules")))


async def test_a_restart_brings_the_results_back_with_working_replay_and_rematch(play_settings):
    async with open_playground(play_settings) as pg:
        w = pg.world
        alice, bob, *_ = w.members
        res = await alice.slash(w.channel, "mandala challenge", opponent=bob)
        await bob.click(res.response, label="Accept")
        match = await w.bot.store.matches.live_in_channel(w.channel.id)
        await bob.slash(w.channel, "mandala forfeit")
        ask = [m for m in w.channel.history(viewer=bob) if "Forfeit this match" in m.content][-1]
        await bob.click(ask, label="Yes, forfeit")
        before = table_message(w.channel)
        assert f"g:rematch:{match.id}" in custom_ids(before)
        assert "Bob forfeited" in before.content
    async with open_playground(play_settings) as pg:
        w = pg.world
        alice, bob, *_ = w.members
        result = table_message(w.channel)
        assert "Bob forfeited" in result.content, "the result says who left, as it did before"
        ids = custom_ids(result)
        assert f"g:rematch:{match.id}" in ids and f"g:replay:{match.id}" in ids
        assert result.attachments, "the result's picture comes back too"
        assert _private(w) == []
        replay = await alice.click(result, custom_id=f"g:replay:{match.id}")
        assert replay.ephemeral and (replay.response or replay.followups)
        await alice.click(result, custom_id=f"g:rematch:{match.id}")
        assert "challenges" in w.channel.history()[-1].content
