"""Every store test runs against both engines: a real SQLite file (WAL needs a file, not
:memory:) and a fresh schema on the test PostgreSQL cluster (see tests/conftest.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from store import Database, Store


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "test.db"  # a missing parent directory: open() must create it


@pytest.fixture
def db_where(db_path: Path, database_url: str | None) -> str | Path:
    """What Database.open is given: the SQLite file, or the PostgreSQL URL."""
    return database_url or db_path


@pytest.fixture
async def db(db_where: str | Path) -> AsyncIterator[Database]:
    database = await Database.open(db_where)
    yield database
    await database.close()


@pytest.fixture
def store(db: Database) -> Store:
    return Store(db)
