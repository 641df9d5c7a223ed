"""Real database stalls for the tests: another connection holding a PostgreSQL lock, a
PostgreSQL server frozen with SIGSTOP, another SQLite connection holding the write lock."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any


@asynccontextmanager
async def pg_lock(url: str, sql: str) -> AsyncIterator[None]:
    """Another connection holds the lock `sql` takes, in an open transaction, until the block
    ends (then rolls back)."""
    import asyncpg  # type: ignore[import-untyped]

    other = await asyncpg.connect(url)
    try:
        tx = other.transaction()
        await tx.start()
        await other.execute(sql)
        yield
        await tx.rollback()
    finally:
        await other.close()


def server_pids(cluster: Any) -> list[int]:
    """The postmaster and every process it started (backends, checkpointer...)."""
    postmaster = int((Path(cluster.data) / "postmaster.pid").read_text().split()[0])
    children = subprocess.run(["pgrep", "-P", str(postmaster)], capture_output=True, text=True,
                              check=False).stdout.split()
    return [postmaster, *map(int, children)]


@contextmanager
def frozen(cluster: Any) -> Iterator[None]:
    """The whole server stopped (SIGSTOP), as a hung host would be; SIGCONT after."""
    pids = server_pids(cluster)
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)
    try:
        yield
    finally:
        for pid in pids:
            os.kill(pid, signal.SIGCONT)


@contextmanager
def sqlite_writer(path: Path) -> Iterator[None]:
    """Another connection (as another process would) holds SQLite's write lock, with a row
    of its own written and not committed."""
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        other.execute("INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, updated_at)"
                      " VALUES (9, 'mandala', 9, 1, 1, 0)")
        yield
        other.execute("ROLLBACK")
    finally:
        other.close()
