"""A PostgreSQL server frozen after it received a transaction's COMMIT: the client gives up
within its bound, but the server runs the COMMIT once it resumes. The store must not say
"nothing was written" then: its StoreBusy says the write may have landed. A real server,
SIGSTOPped around the COMMIT (as /tmp/review/mig/commit_lost.py reproduced it); no mock."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import Iterator
from typing import Any

import pytest

from store import Database, StoreBusy

BOUND = 0.5  # the store's timeout here, seconds: the client gives up about 1.5 s later


@pytest.fixture(scope="module")
def own_cluster() -> Iterator[Any]:
    """A cluster of this module's own: freezing one of its backends must not touch the other
    tests' one."""
    from tests.pg_faults import thaw
    from tests.postgres import start_cluster

    cluster = start_cluster()
    if isinstance(cluster, str):
        pytest.skip(f"no PostgreSQL: {cluster}")
    yield cluster
    thaw(cluster)
    cluster.stop()


async def test_a_commit_frozen_on_the_server_is_busy_maybe_written(own_cluster: Any) -> None:
    name, url = await own_cluster.fresh_schema()
    db = await Database.open(url, timeout=BOUND)
    backend = 0
    try:
        with pytest.raises(StoreBusy) as caught:
            async with db.transaction() as conn:
                row = await conn.fetchone("SELECT pg_backend_pid() AS p")
                assert row is not None
                backend = int(row["p"])
                await conn.execute("INSERT INTO kept_values (name, value) VALUES ('x', 'moved')")
                os.kill(backend, signal.SIGSTOP)  # the COMMIT is sent; no answer comes
        assert caught.value.maybe_written, "told 'nothing was written' for a COMMIT in flight"
        os.kill(backend, signal.SIGCONT)
        backend = 0
        for _ in range(50):  # the resumed server runs the COMMIT it had received
            found = await db.fetchone("SELECT value FROM kept_values WHERE name = 'x'")
            if found is not None:
                break
            await asyncio.sleep(0.05)
        assert found is not None and found["value"] == "moved"  # so "maybe" was the truth
    finally:
        if backend:
            os.kill(backend, signal.SIGCONT)
        await db.close()
        await own_cluster.drop_schema(name)


async def test_a_stall_before_the_commit_is_busy_nothing_written(own_cluster: Any) -> None:
    name, url = await own_cluster.fresh_schema()
    db = await Database.open(url, timeout=BOUND)
    backend = 0
    try:
        with pytest.raises(StoreBusy) as caught:
            async with db.transaction() as conn:
                row = await conn.fetchone("SELECT pg_backend_pid() AS p")
                assert row is not None
                backend = int(row["p"])
                os.kill(backend, signal.SIGSTOP)  # frozen before the INSERT is answered
                await conn.execute("INSERT INTO kept_values (name, value) VALUES ('y', 'no')")
        assert not caught.value.maybe_written
        os.kill(backend, signal.SIGCONT)
        backend = 0
        await asyncio.sleep(0.2)
        assert await db.fetchone("SELECT value FROM kept_values WHERE name = 'y'") is None
    finally:
        if backend:
            os.kill(backend, signal.SIGCONT)
        await db.close()
        await own_cluster.drop_schema(name)
