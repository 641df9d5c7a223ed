"""The one place that opens the SQLite connection, sets its pragmas and applies migrations.

A single connection serves the whole bot. Every statement goes through one asyncio.Lock, so a
transaction is never interleaved with another coroutine's statements (which on a shared connection
would otherwise join, or read, a half-done transaction).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any

import aiosqlite

from .migrations import MIGRATIONS

_PRAGMAS = (
    "PRAGMA foreign_keys = ON",
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = NORMAL",
    "PRAGMA busy_timeout = 5000",
)


class SchemaTooNew(RuntimeError):
    """The database was written by a newer version of the bot; running older code on it could
    corrupt data, so we refuse to start."""

    def __init__(self, path: Path, found: int, known: int) -> None:
        super().__init__(
            f"{path} has schema version {found}, but this code knows only up to {known}. "
            "Upgrade the bot (or restore an older backup of the database)."
        )
        self.found = found
        self.known = known


class Database:
    """An open, migrated database: transactions and plain reads, nothing game-specific."""

    path: Path

    def __init__(self, path: Path, conn: aiosqlite.Connection) -> None:
        self.path = path
        self._conn = conn
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | os.PathLike[str]) -> Database:
        """Connect, set the pragmas and bring the schema up to date (or refuse a newer one)."""
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: the sqlite3 module never opens transactions behind our back;
        # transaction() issues BEGIN IMMEDIATE itself.
        conn = await aiosqlite.connect(p, isolation_level=None)
        try:
            conn.row_factory = aiosqlite.Row
            for pragma in _PRAGMAS:
                # Drain and close: a PRAGMA that answers with a row left unread keeps its
                # statement "in progress", and SQLite then refuses to COMMIT.
                async with conn.execute(pragma) as cur:
                    await cur.fetchall()
            db = cls(p, conn)
            await db._migrate()
        except BaseException:
            await conn.close()
            raise
        return db

    async def close(self) -> None:
        """Close the connection (waits for a running transaction to finish first)."""
        async with self._lock:
            await self._conn.close()

    async def _migrate(self) -> None:
        row = await self.fetchone("PRAGMA user_version")
        current = row[0] if row else 0
        if current > len(MIGRATIONS):
            raise SchemaTooNew(self.path, current, len(MIGRATIONS))
        for version in range(current + 1, len(MIGRATIONS) + 1):
            # executescript commits any open transaction first, so BEGIN/COMMIT live inside the
            # script; user_version is an int we computed (PRAGMA takes no parameters).
            script = (
                "BEGIN IMMEDIATE;\n"
                f"{MIGRATIONS[version - 1]}\n"
                f"PRAGMA user_version = {int(version)};\n"
                "COMMIT;"
            )
            async with self._lock:
                try:
                    await self._conn.executescript(script)
                except BaseException:
                    await self._rollback()
                    raise

    def transaction(self) -> AbstractAsyncContextManager[aiosqlite.Connection]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK if the block raises.

        IMMEDIATE takes the write lock up front, so a read-then-write inside the block cannot be
        overtaken by another process. Do not call fetchone/fetchall inside the block (the lock is
        not re-entrant); use the yielded connection.
        """
        return self._transaction()

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                await self._rollback()
                raise
            try:
                await asyncio.shield(self._conn.execute("COMMIT"))
            except BaseException:
                await self._rollback()
                raise

    async def _rollback(self) -> None:
        # Shielded so that a cancelled task still leaves the connection out of the transaction.
        if self._conn.in_transaction:
            with contextlib.suppress(Exception):
                await asyncio.shield(self._conn.execute("ROLLBACK"))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> aiosqlite.Row | None:
        """One row of a read (committed data only: it waits for any running transaction)."""
        async with self._lock, self._conn.execute(sql, params) as cur:
            return await cur.fetchone()

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[aiosqlite.Row]:
        """All rows of a read (committed data only: it waits for any running transaction)."""
        async with self._lock, self._conn.execute(sql, params) as cur:
            return list(await cur.fetchall())
