"""A real SQLite file per test (WAL needs a file, not :memory:)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from store import Database, MatchStore


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "test.db"  # a missing parent directory: open() must create it


@pytest.fixture
async def db(db_path: Path) -> AsyncIterator[Database]:
    database = await Database.open(db_path)
    yield database
    await database.close()


@pytest.fixture
def store(db: Database) -> MatchStore:
    return MatchStore(db)
