"""The SQLite engine: one file, one connection, every statement behind one asyncio.Lock.

A single connection serves the whole bot. Every statement goes through the lock, so a
transaction is never interleaved with another coroutine's statements (which on a shared
connection would otherwise join, or read, a half-done transaction).

Waits are bounded by the database's `timeout`: SQLite's busy wait for another writer (another
process on the same file), and the wait for our own lock. Past it: StoreBusy, nothing written.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path

import aiosqlite

from . import migrations
from .backend import (
    DEFAULT_TIMEOUT,
    Conn,
    Database,
    IntegrityError,
    MigrationFailed,
    Row,
    SchemaTooNew,
    StartRefused,
    StoreBusy,
    register,
)

_PRAGMAS = (
    "PRAGMA foreign_keys = ON",
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = NORMAL",
)


def _integrity(e: sqlite3.IntegrityError) -> IntegrityError:
    return IntegrityError(str(e), str(e).partition("failed: ")[2])


# SQLite's primary result codes (the low byte of sqlite_errorcode) that say the file was out of
# reach for now, not that our statement or the file's mode was wrong: another connection's lock,
# an I/O error, a file that can't be opened (a missing mount), a full disk. READONLY (a file
# opened or mounted read-only) and ERROR (no such column, a syntax error) fail the same way on
# every retry.
_LOCKED_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})
_OUT_OF_REACH_CODES = _LOCKED_CODES | {sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN,
                                       sqlite3.SQLITE_FULL, sqlite3.SQLITE_PROTOCOL}


def _primary_code(error: sqlite3.Error) -> int | None:
    """The error's primary result code (extended codes carry it in their low byte)."""
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


@contextlib.contextmanager
def _bounded() -> Iterator[None]:
    """SQLite's "database is locked" (its busy wait ran out) as StoreBusy; other operational
    errors (a bad statement, a full disk) stay what they are."""
    try:
        yield
    except sqlite3.OperationalError as e:
        if _primary_code(e) in _LOCKED_CODES:
            raise StoreBusy(f"SQLite stayed locked by another writer ({e})") from e
        raise


class _SqliteConn:
    """The statements of one BEGIN IMMEDIATE transaction (the write lock is already held, so
    `lock` has nothing to add)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Sequence[object] = ()) -> int:
        try:
            async with self._conn.execute(sql, params) as cur:
                return cur.rowcount
        except sqlite3.IntegrityError as e:
            raise _integrity(e) from e

    async def executemany(self, sql: str, params: Sequence[Sequence[object]]) -> None:
        try:
            await self._conn.executemany(sql, params)
        except sqlite3.IntegrityError as e:
            raise _integrity(e) from e

    async def fetchone(self, sql: str, params: Sequence[object] = (), *,
                       lock: bool = False) -> Row | None:
        try:
            async with self._conn.execute(sql, params) as cur:
                row: Row | None = await cur.fetchone()
                return row
        except sqlite3.IntegrityError as e:  # an INSERT ... RETURNING
            raise _integrity(e) from e

    async def fetchall(self, sql: str, params: Sequence[object] = (), *,
                       lock: bool = False) -> list[Row]:
        async with self._conn.execute(sql, params) as cur:
            return list(await cur.fetchall())


class SqliteDatabase(Database):
    """An open, migrated SQLite file."""

    engine = "sqlite"
    path: Path

    def __init__(self, path: Path, conn: aiosqlite.Connection,
                 timeout: float = DEFAULT_TIMEOUT) -> None:
        self.path = path
        self._conn = conn
        self._lock = asyncio.Lock()
        self.timeout = timeout

    def unreachable(self, error: BaseException) -> bool:
        """Also SQLite's own errors that say the file was out of reach (locked past
        busy_timeout, "disk I/O error", "unable to open database file", a full disk), told
        by their result code, not by class: a read-only file or a missing column is an
        OperationalError too, and retrying it would fail forever."""
        if isinstance(error, sqlite3.Error) and _primary_code(error) in _OUT_OF_REACH_CODES:
            return True
        return super().unreachable(error)

    @contextlib.asynccontextmanager
    async def _turn(self) -> AsyncIterator[None]:
        """Our lock, waited for at most `timeout` (a coroutine ahead of us may itself be in
        SQLite's busy wait), with a lock SQLite reports as StoreBusy."""
        try:
            async with asyncio.timeout(self.timeout):
                await self._lock.acquire()
        except TimeoutError:
            raise StoreBusy("SQLite: the bot's own connection stayed busy") from None
        try:
            with _bounded():
                yield
        finally:
            self._lock.release()

    @classmethod
    async def connect(cls, path: Path, timeout: float = DEFAULT_TIMEOUT) -> SqliteDatabase:
        """Connect, set the pragmas and bring the schema up to date (or refuse a newer one)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: the sqlite3 module never opens transactions behind our back;
        # transaction() issues BEGIN IMMEDIATE itself.
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = aiosqlite.Row
            for pragma in (*_PRAGMAS, f"PRAGMA busy_timeout = {int(timeout * 1000)}"):
                # Drain and close: a PRAGMA that answers with a row left unread keeps its
                # statement "in progress", and SQLite then refuses to COMMIT.
                async with conn.execute(pragma) as cur:
                    await cur.fetchall()
            db = cls(path, conn, timeout)
            await db._migrate()
        except sqlite3.Error as e:
            await conn.close()
            if _primary_code(e) in _OUT_OF_REACH_CODES - _LOCKED_CODES:
                # e.g. WAL's shared-memory file could not be made: a full disk, a lost mount
                raise StartRefused(
                    f"{path} could not be opened (SQLite says: {e}; is its disk full or its"
                    " mount gone?), and nothing was written to it: free some space or mount it,"
                    " then start the bot again.") from e
            raise
        except BaseException:
            await conn.close()
            raise
        return db

    async def close(self) -> None:
        async with self._lock:
            await self._conn.close()

    async def schema_version(self) -> int:
        row = await self.fetchone("PRAGMA user_version")
        return int(row[0]) if row else 0

    async def _migrate(self) -> None:
        steps = migrations.MIGRATIONS
        current = await self.schema_version()
        if current > len(steps):
            raise SchemaTooNew(self.path, current, len(steps))
        for version in range(current + 1, len(steps) + 1):
            # executescript commits any open transaction first, so BEGIN/COMMIT live inside the
            # script; user_version is an int we computed (PRAGMA takes no parameters).
            step = steps[version - 1]
            async with self._turn():
                try:
                    if step.then is None:
                        await self._conn.executescript(
                            f"BEGIN IMMEDIATE;\n{step.text(self.engine)}\n"
                            f"PRAGMA user_version = {int(version)};\nCOMMIT;")
                        continue
                    # a step with Python after its script: the script leaves the transaction
                    # open for it, and the version is set and committed after it
                    await self._conn.executescript(
                        f"BEGIN IMMEDIATE;\n{step.text(self.engine)}\n")
                    await step.then(_SqliteConn(self._conn))
                    await self._conn.execute(f"PRAGMA user_version = {int(version)}")
                    await self._conn.execute("COMMIT")
                except sqlite3.Error as e:
                    await self._rollback()
                    if _primary_code(e) in _LOCKED_CODES:
                        raise  # another process holds the file: busy, not broken
                    raise MigrationFailed(self.path, version, e) from e
                except BaseException:
                    await self._rollback()
                    raise

    def transaction(self) -> AbstractAsyncContextManager[Conn]:
        return self._transaction()

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Conn]:
        async with self._turn():
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield _SqliteConn(self._conn)
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

    async def fetchone(self, sql: str, params: Sequence[object] = ()) -> Row | None:
        async with self._turn(), self._conn.execute(sql, params) as cur:
            row: Row | None = await cur.fetchone()
            return row

    async def fetchall(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        async with self._turn(), self._conn.execute(sql, params) as cur:
            return list(await cur.fetchall())

    def json_ints(self, column: str) -> str:
        return f"json_each({column})"


def damage(path: Path) -> str | None:
    """What SQLite's quick check finds wrong with the file at `path`, or None if it reads whole.

    Opened read-only, so a damaged file is left exactly as it was for the operator to recover
    (a bot serving it would fail on whichever move reached the bad page, hours later). The
    quick check reads every page of the b-trees, so a truncated file or an overwritten page is
    found here, at start, rather than by a player."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as e:
        return str(e)
    try:
        found = [str(row[0]) for row in conn.execute("PRAGMA quick_check").fetchall()]
    except sqlite3.Error as e:
        return str(e)
    finally:
        conn.close()
    return None if found == ["ok"] else found[0]


async def _open(path: str, timeout: float) -> Database:
    return await SqliteDatabase.connect(Path(path), timeout)


register("sqlite", _open)
