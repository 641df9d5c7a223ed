"""/health over a real HTTP request on loopback, against the bot running in simcord: a quiet
bot is healthy, a sweep that stops finishing turns it to 503 (a stalled bot, not a quiet one)."""

from __future__ import annotations

import sqlite3

import aiohttp
import pytest

from cogs.background.health import HealthCog
from tests.cogs.helpers import cog

HEALTHY = [pytest.param({"health_port": 0}, id="health")]  # 0: any free port on 127.0.0.1


async def get_health(world) -> tuple[int, dict]:
    port = cog(world.bot, HealthCog).port
    assert port, "the health endpoint is not listening"
    async with aiohttp.ClientSession() as http, \
            http.get(f"http://127.0.0.1:{port}/health") as resp:
        return resp.status, await resp.json()


@pytest.mark.parametrize("settings", HEALTHY, indirect=True)
async def test_a_quiet_bot_is_healthy_and_says_what_it_holds(world):
    await world.env.advance_time(world.bot.settings.sweep_s * 3)  # nothing happens: quiet
    status, body = await get_health(world)
    assert status == 200 and body["status"] == "ok" and body["problems"] == []
    assert body["gateway"]["ready"] is True
    assert body["gateway"]["shards_connected"] == [0]
    assert body["gateway"]["latency_ms"] is not None
    assert body["sweep"]["failures"] == 0 and body["sweep"]["last_run_at"] is not None
    assert body["sweep"]["seconds_since"] <= world.bot.settings.sweep_s
    assert body["pool"] == {"mode": "in-process"}
    assert body["matches"] == {"open_challenges": 0}


@pytest.mark.parametrize("settings", HEALTHY, indirect=True)
async def test_the_match_counts_follow_the_games(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    assert (await get_health(world))[1]["matches"] == {"open_challenges": 1}
    await world.bob.click(res.response, label="Accept")
    status, body = await get_health(world)
    assert status == 200 and body["matches"] == {"live_mandala": 1, "open_challenges": 0}


@pytest.mark.parametrize("settings", HEALTHY, indirect=True)
async def test_a_sweep_that_keeps_failing_turns_the_health_to_503(world, monkeypatch):
    await world.env.advance_time(world.bot.settings.sweep_s + 1)
    assert (await get_health(world))[0] == 200

    async def locked(*args: object) -> list:
        raise sqlite3.OperationalError("database is locked")

    # the fault: every sweep fails
    monkeypatch.setattr(world.bot.store.deadlines, "due_forfeits", locked)
    await world.env.advance_time(world.bot.settings.sweep_s * 2 + 1)
    status, body = await get_health(world)
    assert status == 503 and body["status"] == "unhealthy"
    assert any(p.startswith("sweep stalled") for p in body["problems"])
    assert body["sweep"]["failures"] >= 2
    assert body["gateway"]["ready"] is True  # connected, yet stuck: the monitor can tell

    monkeypatch.undo()  # the database answers again: the next sweep heals it
    await world.env.advance_time(world.bot.settings.sweep_s + 1)
    assert (await get_health(world))[0] == 200


async def test_no_health_port_no_endpoint(world):
    assert cog(world.bot, HealthCog).port is None
