"""The database seam: one small interface, implemented by an SQLite and a PostgreSQL engine.

The table classes (store/tables.py gathers them: matches.py, challenges.py, kept.py, ...) and
finish.py write `?` placeholders and portable SQL against `Database` and `Conn` and never ask
which engine they run on; what differs between the engines (placeholders, row locks, JSON
arrays, error types, the schema text) is decided here and in the two implementations,
store/sqlite.py and store/postgres.py.

`Database.open(where)` picks the engine: a `postgresql://` URL opens PostgreSQL (asyncpg), a
`sqlite:///path` URL or a plain path opens SQLite (the embedded default). The engines register
their openers here (store/db.py imports both), so this module imports neither.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Protocol

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SQLITE_SCHEME = "sqlite:///"

# Seconds the store waits for the database (a connection, a lock, one statement) before it
# gives up with StoreBusy: an interaction has 15 minutes once deferred, but a member should hear
# "busy, nothing changed" in seconds, not wait on a frozen server forever.
DEFAULT_TIMEOUT = 5.0


class Row(Protocol):
    """A result row, by column name or position (sqlite3.Row and asyncpg.Record both are)."""

    def __getitem__(self, key: int | str, /) -> Any: ...

    def keys(self) -> Iterable[str]: ...


class StartRefused(RuntimeError):
    """The database cannot be used as it is; the message is one sentence for the operator
    (what is wrong, what was left untouched, what to do), shown instead of a traceback."""


class SchemaTooNew(StartRefused):
    """The database was written by a newer version of the bot; running older code on it could
    corrupt data, so we refuse to start."""

    def __init__(self, where: str | Path, found: int, known: int) -> None:
        super().__init__(
            f"{where} has schema version {found}, but this code knows only up to {known}. "
            "Upgrade the bot (or restore an older backup of the database)."
        )
        self.found = found
        self.known = known


class MigrationFailed(StartRefused):
    """A schema step failed (a full disk, a lost connection): its transaction was rolled back,
    so the database is still at the last complete version and the next start tries again."""

    def __init__(self, where: str | Path, version: int, cause: BaseException) -> None:
        full = "full" in str(cause).lower() or "space" in str(cause).lower()
        said = " ".join(str(cause).split())  # one line, whatever the driver wrote
        why = "the disk is full" if full else f"{type(cause).__name__}: {said}"
        advice = "free some space there and" if full else "fix that and"
        super().__init__(
            f"{where} could not be brought up to date (schema step {version} failed: {why}); "
            f"it was rolled back, so the database is as it was: {advice} start the bot again."
        )
        self.version = version


class StoreBusy(Exception):
    """The database did not answer within the store's bound: a lock held by another
    connection, a frozen or unreachable server, a busy SQLite writer. The statement was given
    up and its transaction rolled back, so nothing it asked for was written; the caller can say
    "busy, nothing changed" and the member can try again.

    Except with `maybe_written`: the bound ran out once the COMMIT was sent, and a server that
    received it may still run it when it resumes. Then nobody can say "nothing changed"; what
    was stored is shown once the database answers again (the owed publications)."""

    def __init__(self, message: str, *, maybe_written: bool = False) -> None:
        super().__init__(message)
        self.maybe_written = maybe_written


class IntegrityError(Exception):
    """A constraint refused a write (unique, foreign key, check, the append-only log), on
    either engine. `constraint` names what refused it: PostgreSQL's constraint name, or
    SQLite's message after 'failed: ' (`challenges.rematch_of`, `index 'matches_live_place'`)."""

    def __init__(self, message: str, constraint: str = "") -> None:
        super().__init__(message)
        self.constraint = constraint

    def on(self, *names: str) -> bool:
        """Whether one of these constraint names (or SQLite column names) refused it."""
        return any(name in self.constraint or name in str(self) for name in names)


class Conn(Protocol):
    """The statements of one transaction (see Database.transaction)."""

    async def execute(self, sql: str, params: Sequence[object] = ()) -> int:
        """Run one statement; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, params: Sequence[Sequence[object]]) -> None: ...

    async def fetchone(self, sql: str, params: Sequence[object] = (), *,
                       lock: bool = False) -> Row | None:
        """One row; `lock`: keep the rows read locked until the transaction ends (FOR UPDATE
        on PostgreSQL; on SQLite the transaction already holds the write lock)."""
        ...

    async def fetchall(self, sql: str, params: Sequence[object] = (), *,
                       lock: bool = False) -> list[Row]: ...


class Database(ABC):
    """An open, migrated database: transactions and plain reads, nothing game-specific."""

    engine: str  # "sqlite" or "postgresql"
    # what an engine raises when the database can't be reached or is too busy to answer (not a
    # refusal of the statement itself): the work may succeed if tried again a little later.
    # Narrow on purpose: a wider class (any OSError: a missing font) would be retried forever.
    # StoreBusy: the store's own bound ran out (a lock, a frozen server): may pass too
    unreachable_errors: tuple[type[BaseException], ...] = (TimeoutError, StoreBusy)

    def unreachable(self, error: BaseException) -> bool:
        """Whether `error` says the database was out of reach (stopped, restarting, locked),
        so retrying later may succeed, rather than that our statement or data was wrong."""
        return isinstance(error, self.unreachable_errors)

    @classmethod
    async def open(cls, where: str | os.PathLike[str], *,
                   timeout: float = DEFAULT_TIMEOUT) -> Database:
        """Connect to `where` (a path, `sqlite:///path` or `postgresql://...`) and bring the
        schema up to date (or refuse a newer one). Every wait on the database afterwards (a
        connection, a lock, a statement) is bounded by `timeout` seconds: past it, StoreBusy."""
        if isinstance(where, str) and where.startswith(POSTGRES_SCHEMES):
            return await _OPENERS["postgresql"](where, timeout)
        return await _OPENERS["sqlite"](os.fspath(sqlite_path(where)), timeout)

    @abstractmethod
    async def close(self) -> None:
        """Close the connection(s), waiting for a running transaction to finish first."""

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Conn]:
        """BEGIN ... COMMIT, or ROLLBACK if the block raises.

        A row read with `lock=True` and then written inside the block cannot be changed by
        another transaction meanwhile (SQLite: BEGIN IMMEDIATE; PostgreSQL: SELECT ... FOR
        UPDATE). Do not call fetchone/fetchall on the Database inside the block (SQLite's lock
        is not re-entrant); use the yielded Conn.
        """

    @abstractmethod
    async def fetchone(self, sql: str, params: Sequence[object] = ()) -> Row | None:
        """One row of a read (committed data only)."""

    @abstractmethod
    async def fetchall(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        """All rows of a read (committed data only)."""

    @abstractmethod
    async def schema_version(self) -> int:
        """The number of migrations applied."""

    @abstractmethod
    def json_ints(self, column: str) -> str:
        """A FROM item with one integer column `value` per element of the JSON array in
        `column` (a constant column name)."""


Opener = Callable[[str, float], Awaitable[Database]]  # (where, timeout) -> an open Database
_OPENERS: dict[str, Opener] = {}


def register(engine: str, opener: Opener) -> None:
    """Make `Database.open` use `opener` for this engine (each engine module calls it once)."""
    _OPENERS[engine] = opener


def sqlite_path(where: str | os.PathLike[str]) -> Path:
    """The file of a path or a `sqlite:///path` URL (`sqlite:////abs` or `sqlite:///rel`)."""
    text = os.fspath(where)
    return Path(text[len(SQLITE_SCHEME):] if text.startswith(SQLITE_SCHEME) else text)
