"""The database probe behind /health against a real PostgreSQL frozen with SIGSTOP (nothing
answers, connections stay open): the check gives up at its bound, a second check while the
first probe still waits joins it (gives up at the bound too) instead of starting another, and
once the server is thawed the next check is healthy again. Real time, no simcord (see
tests/cogs/test_health_database.py for why)."""

from __future__ import annotations

import time

import pytest

from play.probe import DatabaseProbe, reason
from store import Database, Store
from store.probe import HEARTBEAT
from tests import pg_faults
from tests.pg_faults import own_cluster  # noqa: F401  (a fixture)

MARGIN_S = 1.0  # what a check may take beyond the bound (a loaded two-core machine)
BOUND_S = 1.0  # the probe's bound here: half the product's, the same waits at half the cost


@pytest.fixture
async def store(own_cluster):  # noqa: F811
    name, url = await own_cluster.fresh_schema()
    db = await Database.open(url)
    yield Store(db)
    pg_faults.thaw(own_cluster)  # a failed test must not leave close() waiting on it
    await db.close()
    await own_cluster.drop_schema(name)


async def timed(probe: DatabaseProbe, now: float):
    started = time.perf_counter()
    found = await probe.check(now)
    return found, time.perf_counter() - started


async def test_a_frozen_server_is_reported_within_the_bound_and_a_thawed_one_is_fine(
        store, own_cluster):  # noqa: F811
    probe = DatabaseProbe(store, None, bound_s=BOUND_S)
    found, _ = await timed(probe, 1.0)
    assert found.problem is None and found.counts == {"open_challenges": 0}
    assert await store.db.fetchone("SELECT value FROM kept_values WHERE name = ?",
                                   (HEARTBEAT,)) is not None
    pg_faults.freeze(own_cluster)
    try:
        found, took = await timed(probe, 2.0)
        assert BOUND_S - 0.1 <= took < BOUND_S + MARGIN_S, took
        assert found.problem == f"database does not answer within {BOUND_S:g} s"
        assert found.counts == {} and found.probe_ms is None
        connections = store.db._pool.get_size()
        found, took = await timed(probe, 3.0)  # the first probe still waits: joined, not doubled
        assert BOUND_S - 0.1 <= took < BOUND_S + MARGIN_S, took
        assert found.problem is not None and found.problem.startswith(
            f"database does not answer within {BOUND_S:g} s (a probe has waited ")
        assert store.db._pool.get_size() == connections, "a second probe took a connection"
    finally:
        pg_faults.thaw(own_cluster)
    found, took = await timed(probe, 4.0)  # the waiting probe now ends: healthy at once
    assert found.problem is None and took < BOUND_S, (found, took)
    found, _ = await timed(probe, 5.0)
    assert found.problem is None
    row = await store.db.fetchone("SELECT value FROM kept_values WHERE name = ?", (HEARTBEAT,))
    assert row is not None and float(row[0]) == 5.0  # each check after writes anew


def test_the_reason_says_what_failed_and_no_message():
    import sqlite3

    full = sqlite3.OperationalError("database or disk is full: INSERT ... 'R3 G2'")
    full.sqlite_errorname = "SQLITE_FULL"
    assert reason(full) == "OperationalError [SQLITE_FULL]"
    assert reason(OSError(28, "No space left on device")) == "OSError [No space left on device]"
    assert reason(TimeoutError()) == "TimeoutError"
