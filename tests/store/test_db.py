"""Database: migrations, pragmas, transactions (on both engines, SQLite's pragmas on SQLite)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import aiosqlite
import pytest

from store import MIGRATIONS, Database, IntegrityError, SchemaTooNew


async def table_names(db: Database) -> set[str]:
    if db.engine == "sqlite":
        return {r["name"] for r in await db.fetchall("SELECT name FROM sqlite_master")}
    return {r["name"] for r in await db.fetchall(
        "SELECT table_name AS name FROM information_schema.tables"
        " WHERE table_schema = current_schema()")}


async def test_fresh_database_is_at_latest_version(db: Database) -> None:
    assert await db.schema_version() == len(MIGRATIONS) >= 1
    tables = await table_names(db)
    assert {"challenges", "matches", "match_players", "action_log", "results", "ratings"} <= tables


@pytest.mark.sqlite_only
async def test_pragmas_are_set(db: Database) -> None:
    assert (await db.fetchone("PRAGMA journal_mode"))[0] == "wal"
    assert (await db.fetchone("PRAGMA foreign_keys"))[0] == 1
    assert (await db.fetchone("PRAGMA synchronous"))[0] == 1  # NORMAL
    assert (await db.fetchone("PRAGMA busy_timeout"))[0] == 5000


async def test_rows_are_addressable_by_name(db: Database) -> None:
    row = await db.fetchone("SELECT 7 AS seven")
    assert row is not None and row["seven"] == 7


async def test_reopening_is_idempotent(db_where: str | Path) -> None:
    first = await Database.open(db_where)
    async with first.transaction() as conn:
        await conn.execute(
            "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, updated_at)"
            " VALUES (1, 'mandala', 2, 25, 8, 0)"
        )
    await first.close()
    again = await Database.open(db_where)
    try:
        assert await again.schema_version() == len(MIGRATIONS)
        assert (await again.fetchone("SELECT COUNT(*) FROM ratings"))[0] == 1
    finally:
        await again.close()


async def test_newer_schema_is_refused(db_where: str | Path) -> None:
    db = await Database.open(db_where)
    newer = len(MIGRATIONS) + 1
    async with db.transaction() as conn:
        await conn.execute(f"PRAGMA user_version = {newer}" if db.engine == "sqlite"
                           else f"UPDATE schema_version SET version = {newer}")
    await db.close()
    with pytest.raises(SchemaTooNew, match=f"schema version {newer}"):
        await Database.open(db_where)


@pytest.mark.sqlite_only
async def test_open_creates_parent_directory(db: Database, db_path: Path) -> None:
    assert db.path == db_path and db_path.exists()


async def test_foreign_keys_are_enforced(db: Database) -> None:
    with pytest.raises(IntegrityError):
        async with db.transaction() as conn:
            await conn.execute(
                "INSERT INTO match_players (match_id, seat, user_id) VALUES (999, 0, 1)")


async def test_transaction_rolls_back_on_error(db: Database) -> None:
    with pytest.raises(RuntimeError):
        async with db.transaction() as conn:
            await conn.execute(
                "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, updated_at)"
                " VALUES (1, 'mandala', 2, 25, 8, 0)"
            )
            raise RuntimeError("boom")
    assert (await db.fetchone("SELECT COUNT(*) FROM ratings"))[0] == 0


async def test_transactions_do_not_interleave(db: Database) -> None:
    """Each coroutine reads (locking what it read), yields to the loop, then writes read+1: no
    update may be lost (SQLite: one writer at a time; PostgreSQL: FOR UPDATE)."""

    async def bump() -> None:
        async with db.transaction() as conn:
            row = await conn.fetchone("SELECT n FROM counter", lock=True)
            assert row is not None
            await asyncio.sleep(0)
            await conn.execute("UPDATE counter SET n = ?", (row[0] + 1,))

    async with db.transaction() as conn:
        await conn.execute("CREATE TABLE counter (n INTEGER)")
        await conn.execute("INSERT INTO counter VALUES (0)")
    await asyncio.gather(*(bump() for _ in range(20)))
    assert (await db.fetchone("SELECT n FROM counter"))[0] == 20


async def test_reads_do_not_see_an_uncommitted_transaction(db: Database) -> None:
    inside = asyncio.Event()
    release = asyncio.Event()

    async def writer() -> None:
        async with db.transaction() as conn:
            await conn.execute(
                "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, updated_at)"
                " VALUES (1, 'mandala', 2, 25, 8, 0)"
            )
            inside.set()
            await release.wait()
            raise RuntimeError("abandon")

    task = asyncio.create_task(writer())
    await inside.wait()
    read = asyncio.create_task(db.fetchone("SELECT COUNT(*) FROM ratings"))
    await asyncio.sleep(0.01)
    release.set()
    with pytest.raises(RuntimeError):
        await task
    assert (await read)[0] == 0


async def test_cancelled_transaction_rolls_back_and_db_stays_usable(db: Database) -> None:
    inside = asyncio.Event()

    async def writer() -> None:
        async with db.transaction() as conn:
            await conn.execute(
                "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, updated_at)"
                " VALUES (1, 'mandala', 2, 25, 8, 0)"
            )
            inside.set()
            await asyncio.Event().wait()

    task = asyncio.create_task(writer())
    await inside.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert (await db.fetchone("SELECT COUNT(*) FROM ratings"))[0] == 0
    async with db.transaction() as conn:  # no "transaction within a transaction" left behind
        await conn.execute(
            "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, updated_at)"
            " VALUES (1, 'mandala', 3, 25, 8, 0)"
        )
    assert (await db.fetchone("SELECT COUNT(*) FROM ratings"))[0] == 1


@pytest.mark.sqlite_only
async def test_works_when_every_cursor_is_kept_alive(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Some event loops (simcord's) keep callback results alive; an unread PRAGMA row must not
    leave a statement in progress, or SQLite refuses every COMMIT."""
    kept: list[object] = []
    real = aiosqlite.Connection._execute

    async def keeping(self, fn, *args, **kwargs):
        result = await real(self, fn, *args, **kwargs)
        kept.append(result)
        return result

    monkeypatch.setattr(aiosqlite.Connection, "_execute", keeping)
    db = await Database.open(db_path)
    try:
        async with db.transaction() as conn:
            await conn.execute(
                "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, updated_at)"
                " VALUES (1, 'mandala', 2, 25, 8, 0)"
            )
        assert (await db.fetchone("SELECT COUNT(*) FROM ratings"))[0] == 1
    finally:
        await db.close()
    assert kept
