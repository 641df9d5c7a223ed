"""Which SQLite errors say the database was out of reach (worth retrying within seconds) and
which say our statement or the file's mode was wrong (the same on every retry): a real read-only
open and a real missing column must not count as an outage, a real lock held by another
connection must (found by review: every OperationalError counted, and the bot player and the
owed publications retried such errors forever)."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from store import Database, Store, StoreBusy
from store.sqlite import SqliteDatabase


@pytest.fixture
async def sqlite_db(tmp_path: Path) -> AsyncIterator[Database]:
    database = await Database.open(tmp_path / "errors.db", timeout=0.1)
    yield database
    await database.close()


async def test_a_read_only_database_is_not_an_outage(sqlite_db: Database,
                                                     tmp_path: Path) -> None:
    # the same file opened read-only for real (chmod does not stop root, who runs the tests)
    conn = await aiosqlite.connect(f"file:{tmp_path / 'errors.db'}?mode=ro", uri=True,
                                   isolation_level=None)
    read_only = Store(SqliteDatabase(tmp_path / "errors.db", conn, timeout=0.1))
    try:
        with pytest.raises(sqlite3.OperationalError, match="readonly") as refused:
            await read_only.settings.set_language(1, "el")
        assert not read_only.unreachable(refused.value)
    finally:
        await conn.close()


async def test_a_missing_column_is_not_an_outage(sqlite_db: Database) -> None:
    with pytest.raises(sqlite3.OperationalError, match="no such column") as refused:
        await sqlite_db.fetchone("SELECT no_such_column FROM matches")
    assert not Store(sqlite_db).unreachable(refused.value)


async def test_a_lock_held_by_another_connection_is_an_outage(sqlite_db: Database,
                                                              tmp_path: Path) -> None:
    store = Store(sqlite_db)
    other = sqlite3.connect(tmp_path / "errors.db", isolation_level=None, timeout=0)
    late = sqlite3.connect(tmp_path / "errors.db", isolation_level=None, timeout=0)
    try:
        other.execute("BEGIN EXCLUSIVE")  # another process writing the file
        with pytest.raises(StoreBusy) as busy:
            await store.settings.set_language(1, "el")
        assert store.unreachable(busy.value)
        with pytest.raises(sqlite3.OperationalError, match="locked") as locked:
            late.execute("BEGIN IMMEDIATE")  # the driver's own error, as SQLite raised it
        assert store.unreachable(locked.value)
        other.execute("COMMIT")
        await store.settings.set_language(1, "el")  # once the lock is gone, the same write passes
        assert await store.settings.language(1) == "el"
    finally:
        other.close()
        late.close()
