"""/health and the database, for real: a PostgreSQL server stopped and restarted, and a SQLite
file on a full disk (a filled tmpfs). The endpoint answers within its bound, says 503 with the
reason, and turns back to 200 once the database works again. The bot runs in simcord; the
requests are real HTTP on loopback.

A frozen server is tested one layer down (tests/play/test_probe.py): simcord waits for all of
the bot's work to settle before its clock moves, and a probe blocked on a frozen server never
settles, so the bound's timer could not fire here."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from bot import Settings
from play.probe import BOUND_S
from tests import pg_faults
from tests.cogs.test_health import get_health
from tests.disk import fill, small_disk
from tests.pg_faults import own_cluster  # noqa: F401  (a fixture)

MARGIN_S = 1.0  # what an answer may take beyond the bound (a loaded two-core machine)


@pytest.fixture
def settings(request, tmp_path) -> Iterator[Settings]:
    base = dict(token="not-used", sweep_s=600, bot_pause_ms=0, health_port=0)
    if request.param == "postgres":
        cluster = request.getfixturevalue("own_cluster")
        yield Settings(database_path=tmp_path / "unused.db", database_url=cluster.url, **base)
        return
    with small_disk(tmp_path / "disk", size="2m") as disk:
        yield Settings(database_path=disk / "mandala.db", **base)


async def timed_health(world) -> tuple[int, dict, float]:
    started = time.perf_counter()
    status, body = await get_health(world)
    return status, body, time.perf_counter() - started


@pytest.mark.parametrize("settings", ["postgres"], indirect=True)
async def test_a_stopped_postgresql_is_a_503_at_once_and_a_restarted_one_200(
        world, own_cluster):  # noqa: F811
    status, body, _ = await timed_health(world)
    assert status == 200
    pg_faults.stop(own_cluster)
    try:
        status, body, took = await timed_health(world)
        assert took < BOUND_S + MARGIN_S
        assert status == 503 and body["status"] == "unhealthy"
        assert any(p.startswith("database writes fail:") and "Connection" in p
                   for p in body["problems"]), body["problems"]
        assert body["database"]["ok"] is False
        assert body["gateway"]["ready"] is True  # connected to Discord, yet it can save nothing
    finally:
        pg_faults.restart(own_cluster)
    status, body, _ = await timed_health(world)
    assert status == 200 and body["problems"] == [], body["problems"]
    assert body["database"] == {"ok": True, "probe_ms": body["database"]["probe_ms"]}
    assert body["database"]["probe_ms"] < BOUND_S * 1000


@pytest.mark.sqlite_only
@pytest.mark.parametrize("settings", ["full-disk"], indirect=True)
async def test_a_full_disk_is_a_503_writes_fail_and_freed_room_200(world):
    """Moves would fail on this disk (SQLite cannot add a page), though the bot is connected
    and its sweep runs: the probe's synced block shows it."""
    disk = world.bot.settings.database_path.parent
    status, body = await get_health(world)
    assert status == 200
    filler = fill(disk)
    status, body, took = await timed_health(world)
    assert took < BOUND_S + MARGIN_S
    assert status == 503
    assert [p for p in body["problems"] if p.startswith("database writes fail")] == [
        "database writes fail: OSError [No space left on device]"], body["problems"]
    assert body["database"]["ok"] is False
    filler.unlink()  # room again
    status, body = await get_health(world)
    assert status == 200 and body["problems"] == [], body["problems"]
    assert body["database"]["ok"] is True
