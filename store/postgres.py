"""The PostgreSQL engine (asyncpg): a connection pool, shared by any number of bot processes.

The table classes' SQL keeps SQLite's `?` placeholders; `placeholders` turns them into `$n` here,
once per statement text. A read-then-write locks what it read (`lock=True`: FOR UPDATE), where
SQLite's BEGIN IMMEDIATE locks the whole file. Migrations run under an advisory lock, so two
processes starting together apply each step once.

Every wait is bounded by the database's `timeout`: connecting (asyncpg's `timeout`), each
statement (the server's own `statement_timeout` and `lock_timeout`, which cancel it there and
free what it held; asyncpg's `command_timeout` a moment later for a server that no longer
answers at all), and getting a pooled connection (`acquire`). A lock held elsewhere, a frozen or
vanished server, all surface as one StoreBusy after that many seconds instead of a hang. The
migrations, run once at start and possibly long on a big database, are exempt.
"""

from __future__ import annotations

import contextlib
import functools
import re
import socket
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

import asyncpg  # type: ignore[import-untyped]  # asyncpg ships no type hints

from . import migrations
from .backend import (
    DEFAULT_TIMEOUT,
    Conn,
    Database,
    IntegrityError,
    MigrationFailed,
    Row,
    SchemaTooNew,
    StoreBusy,
    register,
)

# Any number: it only has to be the same in every process that migrates this database.
_MIGRATION_LOCK = 0x6D616E64616C61
# The client's own bound comes this long after the server's, which cancels the statement on
# the server too (and so frees its locks); the client's is for a server that does not answer.
_CLIENT_MARGIN = 1.0
_MIGRATION_TIMEOUT = 3600.0  # seconds a migration step may take (a big table's rewrite)

_TOKENS = re.compile(r"'(?:[^']|'')*'|\?(\d*)")


@functools.lru_cache(maxsize=1024)
def placeholders(sql: str) -> str:
    """SQLite's `?` (in order) and `?N` (numbered) as PostgreSQL's `$N`, string literals
    untouched."""
    count = 0

    def one(m: re.Match[str]) -> str:
        nonlocal count
        if m.group(0).startswith("'"):
            return m.group(0)
        if m.group(1):
            return "$" + m.group(1)
        count += 1
        return f"${count}"

    return _TOKENS.sub(one, sql)


def _rowcount(status: str) -> int:
    """The row count of a command tag ("UPDATE 1", "INSERT 0 1"); 0 for others."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


# What a database that does not answer in time raises: our bound (TimeoutError), the server
# cancelling a statement or refusing a lock, a connection lost or refused on the way.
_STALLED = (TimeoutError, OSError, asyncpg.QueryCanceledError, asyncpg.LockNotAvailableError,
            asyncpg.CannotConnectNowError, asyncpg.TooManyConnectionsError,
            asyncpg.PostgresConnectionError)


@contextlib.contextmanager
def _integrity() -> Iterator[None]:
    try:
        yield
    except asyncpg.IntegrityConstraintViolationError as e:
        raise IntegrityError(str(e), getattr(e, "constraint_name", None) or "") from e


# What a COMMIT sent and not answered raises besides a stall: the connection lost on the way
# ("connection was closed in the middle of operation"). The server may have run it.
_COMMIT_UNANSWERED = (*_STALLED, asyncpg.InterfaceError)


@contextlib.contextmanager
def _bounded(what: str) -> Iterator[None]:
    """A stall of the database as StoreBusy (naming the operation, never its values)."""
    try:
        yield
    except _STALLED as e:
        raise StoreBusy(f"PostgreSQL did not answer {what} in time ({type(e).__name__})") from e


class _Sent:
    """Whether a transaction's COMMIT has gone to the server: a stall after it may have
    written (the server runs a COMMIT it received when it resumes)."""

    commit = False


@contextlib.contextmanager
def _committing(sent: _Sent) -> Iterator[None]:
    """A stall or a lost connection once the COMMIT was sent as StoreBusy(maybe_written)."""
    try:
        yield
    except _COMMIT_UNANSWERED as e:
        if not sent.commit:
            raise
        raise StoreBusy(f"PostgreSQL did not answer a COMMIT in time ({type(e).__name__}); it"
                        " may have run it", maybe_written=True) from e


class _PostgresConn:
    """The statements of one transaction on one pooled connection."""

    def __init__(self, conn: Any) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Sequence[object] = ()) -> int:
        with _integrity():
            return _rowcount(await self._conn.execute(placeholders(sql), *params))

    async def executemany(self, sql: str, params: Sequence[Sequence[object]]) -> None:
        with _integrity():
            await self._conn.executemany(placeholders(sql), params)

    async def fetchone(self, sql: str, params: Sequence[object] = (), *,
                       lock: bool = False) -> Row | None:
        with _integrity():
            row: Row | None = await self._conn.fetchrow(
                placeholders(sql + (" FOR UPDATE" if lock else "")), *params)
            return row

    async def fetchall(self, sql: str, params: Sequence[object] = (), *,
                       lock: bool = False) -> list[Row]:
        with _integrity():
            return list(await self._conn.fetch(
                placeholders(sql + (" FOR UPDATE" if lock else "")), *params))


class PostgresDatabase(Database):
    """An open, migrated PostgreSQL database, behind a pool of connections."""

    engine = "postgresql"
    # the server stopped or restarting (refused, reset, shut down, "the database system is
    # starting up"), a pooled connection it dropped, or the pool closed under us
    unreachable_errors = (*Database.unreachable_errors, ConnectionError, socket.gaierror,
                          asyncpg.PostgresConnectionError,
                          asyncpg.exceptions.OperatorInterventionError, asyncpg.InterfaceError)

    def __init__(self, url: str, pool: Any, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.url = url
        self._pool = pool
        self.timeout = timeout

    @classmethod
    async def connect(cls, url: str, *, min_size: int = 1, max_size: int = 10,
                      timeout: float = DEFAULT_TIMEOUT) -> PostgresDatabase:
        with _bounded("a connection"):
            bound = str(int(timeout * 1000))  # milliseconds, as the server takes them
            pool = await asyncpg.create_pool(
                url, min_size=min_size, max_size=max_size, reset=_keep_session, timeout=timeout,
                command_timeout=timeout + _CLIENT_MARGIN,
                server_settings={"statement_timeout": bound, "lock_timeout": bound})
        db = cls(url, pool, timeout)
        try:
            with _bounded("the migrations"):
                await db._migrate()
        except BaseException:
            pool.terminate()  # close() would wait on a server that does not answer
            raise
        return db

    async def close(self) -> None:
        await self._pool.close()

    async def schema_version(self) -> int:
        row = await self.fetchone("SELECT to_regclass('schema_version') IS NOT NULL")
        if row is None or not row[0]:
            return 0
        found = await self.fetchone("SELECT version FROM schema_version")
        return int(found[0]) if found else 0

    async def _migrate(self) -> None:
        steps = migrations.MIGRATIONS
        while True:
            # One transaction per step (PostgreSQL's DDL is transactional: the step and its
            # version, or neither), under a lock that a second starting process waits for.
            async with self._pool.acquire(timeout=self.timeout) as conn, conn.transaction():
                # a second process starting waits for the first one's migration, however long
                await conn.execute("SET LOCAL statement_timeout = 0; SET LOCAL lock_timeout = 0",
                                   timeout=_MIGRATION_TIMEOUT)
                await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK,
                                   timeout=_MIGRATION_TIMEOUT)
                await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER)")
                current = await conn.fetchval("SELECT version FROM schema_version")
                if current is None:
                    await conn.execute("INSERT INTO schema_version VALUES (0)")
                    current = 0
                if current > len(steps):
                    raise SchemaTooNew(_safe(self.url), current, len(steps))
                if current == len(steps):
                    return
                try:
                    await conn.execute(steps[current].text(self.engine),
                                       timeout=_MIGRATION_TIMEOUT)
                except asyncpg.PostgresError as e:
                    if isinstance(e, (*self.unreachable_errors, *_STALLED)):
                        raise  # the server went away or stalled: busy, not a failed step
                    raise MigrationFailed(_safe(self.url), current + 1, e) from e
                if steps[current].then is not None:
                    await steps[current].then(_PostgresConn(conn))
                await conn.execute("UPDATE schema_version SET version = $1", current + 1)

    def transaction(self) -> AbstractAsyncContextManager[Conn]:
        return self._transaction()

    @contextlib.asynccontextmanager
    async def _connection(self) -> AsyncIterator[Any]:
        """A pooled connection, within the bound. One whose statement ran out of the client's
        time is dropped at once: rolling it back or handing it back to the pool would first
        wait on a server that does not answer."""
        conn = await self._pool.acquire(timeout=self.timeout)
        try:
            yield conn
        except TimeoutError:
            conn.terminate()
            raise
        finally:
            await self._pool.release(conn)

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Conn]:
        # A stall anywhere (getting a connection, BEGIN, a statement) is StoreBusy; a
        # statement cut off by its timeout leaves the transaction rolled back (by the server
        # itself when the connection is dropped). From the COMMIT on, nothing can say that:
        # StoreBusy(maybe_written=True).
        sent = _Sent()
        with _bounded("a transaction"), _committing(sent):
            async with self._connection() as conn:
                tx = conn.transaction()
                await tx.start()
                try:
                    yield _PostgresConn(conn)
                except TimeoutError:
                    raise  # the connection goes: no ROLLBACK to wait for
                except BaseException:
                    await tx.rollback()
                    raise
                sent.commit = True
                await tx.commit()

    async def fetchone(self, sql: str, params: Sequence[object] = ()) -> Row | None:
        with _bounded("a read"):
            async with self._connection() as conn:
                row: Row | None = await conn.fetchrow(placeholders(sql), *params)
                return row

    async def fetchall(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        with _bounded("a read"):
            async with self._connection() as conn:
                return list(await conn.fetch(placeholders(sql), *params))

    def json_ints(self, column: str) -> str:
        return (f"(SELECT e::bigint AS value FROM jsonb_array_elements_text({column}::jsonb)"
                " AS e) AS json_ints")


async def _keep_session(conn: Any) -> None:
    """The pool's reset on release: nothing. asyncpg's default sends RESET ALL, UNLISTEN etc.,
    one more round trip after every read and transaction, to undo session state that the store
    never sets (it uses no LISTEN, session advisory locks or SET; an open transaction is still
    rolled back by the pool)."""


async def _open(url: str, timeout: float) -> Database:
    return await PostgresDatabase.connect(url, timeout=timeout)


register("postgresql", _open)


def _safe(url: str) -> str:
    """The URL without its password, for messages."""
    return re.sub(r"(://[^:/@]*):[^@]*@", r"\1:***@", url)
