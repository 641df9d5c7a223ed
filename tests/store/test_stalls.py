"""A database that stalls answers StoreBusy within the store's bound, and nothing is written:
a PostgreSQL lock held by another connection, a frozen PostgreSQL server (SIGSTOP), an
unreachable one, a SQLite file whose write lock another connection holds. All real: no mock."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from store import Database, StoreBusy
from tests.stalls import frozen, pg_lock, sqlite_writer

BOUND = 0.5  # the store's timeout in these tests, seconds
SLACK = 2.0  # beyond it: the client-side backstop, 1 s after the server's own (frozen: 1.5 s)


async def rating_rows(db: Database) -> int:
    return int((await db.fetchone("SELECT COUNT(*) FROM ratings"))[0])


async def add_rating(db: Database, user: int) -> None:
    async with db.transaction() as conn:
        await conn.execute("INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, updated_at)"
                           " VALUES (1, 'mandala', ?, 25, 8, 0)", (user,))


async def busy_within_bound(work: Any) -> float:
    """Run `work`, which must raise StoreBusy, and return how long that took."""
    started = time.monotonic()
    with pytest.raises(StoreBusy):
        await work
    took = time.monotonic() - started
    assert took < BOUND + SLACK, f"StoreBusy after {took:.1f}s"
    return took


# ---- PostgreSQL: a lock held by another connection -----------------------------------------


@pytest.fixture
async def database_url(postgres_cluster: Any) -> AsyncIterator[str]:
    """A fresh schema on the session's cluster (these tests are PostgreSQL's only)."""
    name, url = await postgres_cluster.fresh_schema()
    yield url
    await postgres_cluster.drop_schema(name)


async def test_postgres_table_lock_is_busy_within_bound(database_url: str) -> None:
    db = await Database.open(database_url, timeout=BOUND)
    try:
        async with pg_lock(database_url, "LOCK TABLE ratings IN ACCESS EXCLUSIVE MODE"):
            await busy_within_bound(db.fetchone("SELECT COUNT(*) FROM ratings"))
            await busy_within_bound(add_rating(db, 7))
        assert await rating_rows(db) == 0  # nothing was written, and the pool works again
        await add_rating(db, 8)
        assert await rating_rows(db) == 1
    finally:
        await db.close()


async def test_postgres_row_lock_is_busy_within_bound(database_url: str) -> None:
    db = await Database.open(database_url, timeout=BOUND)
    try:
        await add_rating(db, 7)

        async def bump() -> None:
            async with db.transaction() as conn:
                await conn.fetchone("SELECT mu FROM ratings WHERE user_id = 7", lock=True)
                await conn.execute("UPDATE ratings SET mu = 99 WHERE user_id = 7")

        async with pg_lock(database_url, "SELECT * FROM ratings WHERE user_id = 7 FOR UPDATE"):
            await busy_within_bound(bump())
        assert (await db.fetchone("SELECT mu FROM ratings WHERE user_id = 7"))[0] == 25
    finally:
        await db.close()


# ---- PostgreSQL: a frozen server, an unreachable one ----------------------------------------


@pytest.fixture(scope="module")
def own_cluster() -> Iterator[Any]:
    """A cluster of this module's own: freezing it must not touch the other tests' one."""
    from tests.postgres import start_cluster

    cluster = start_cluster()
    if isinstance(cluster, str):
        pytest.skip(f"no PostgreSQL: {cluster}")
    yield cluster
    cluster.stop()


async def test_frozen_postgres_is_busy_within_bound(own_cluster: Any) -> None:
    name, url = await own_cluster.fresh_schema()
    db = await Database.open(url, timeout=BOUND)
    try:
        with frozen(own_cluster):
            await busy_within_bound(db.fetchone("SELECT COUNT(*) FROM ratings"))
            await busy_within_bound(add_rating(db, 7))
            # a new connection (a restart, a pool refilling) is bounded as well
            await busy_within_bound(Database.open(url, timeout=BOUND))
        assert await rating_rows(db) == 0
        await add_rating(db, 8)
        assert await rating_rows(db) == 1
    finally:
        await db.close()
        await own_cluster.drop_schema(name)


async def test_unreachable_postgres_is_busy(tmp_path: Path) -> None:
    import socket

    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    await busy_within_bound(Database.open(f"postgresql://postgres@127.0.0.1:{port}/x",
                                          timeout=BOUND))


# ---- SQLite: another writer holds the file --------------------------------------------------


@pytest.mark.sqlite_only
async def test_sqlite_busy_writer_is_busy_within_bound(db_path: Path) -> None:
    db = await Database.open(db_path, timeout=BOUND)
    try:
        with sqlite_writer(db_path):
            await busy_within_bound(add_rating(db, 7))
            assert await rating_rows(db) == 0  # WAL: reads still answer meanwhile
        assert await rating_rows(db) == 0
        await add_rating(db, 8)
        assert await rating_rows(db) == 1
    finally:
        await db.close()


@pytest.mark.sqlite_only
async def test_sqlite_busy_wait_is_the_bound(db_path: Path) -> None:
    db = await Database.open(db_path, timeout=BOUND)
    try:
        assert (await db.fetchone("PRAGMA busy_timeout"))[0] == int(BOUND * 1000)
    finally:
        await db.close()
