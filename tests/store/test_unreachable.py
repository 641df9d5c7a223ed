"""Which errors say the database was out of reach (worth retrying within seconds) rather than a
bug that would fail the same way forever."""

from __future__ import annotations

import socket
import sqlite3
from pathlib import Path

from store import Database, Store


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def real_outage(db: Database, tmp_path: Path) -> BaseException:
    """The error this engine really raises when its database can't be reached."""
    try:
        if db.engine == "sqlite":
            sqlite3.connect(tmp_path / "no such folder" / "x.db")
        else:
            import asyncpg

            await asyncpg.connect(f"postgresql://postgres@127.0.0.1:{closed_port()}/postgres")
    except Exception as e:
        return e
    raise AssertionError("the database was reachable")


async def test_an_outage_is_told_from_a_bug(store: Store, db: Database,
                                            tmp_path: Path) -> None:
    assert store.unreachable(await real_outage(db, tmp_path))
    assert store.unreachable(TimeoutError())  # a query that outlived its bound
    # a missing font or a broken engine would fail the same way on every retry
    assert not store.unreachable(FileNotFoundError("DejaVuSans.ttf"))
    assert not store.unreachable(ValueError("bad state"))
    assert not store.unreachable(KeyError("seat"))
