"""A real store on a temporary file and a service over it, with deterministic seeds."""

from __future__ import annotations

import itertools

import pytest

from play.service import MatchService
from store import Database, Store


@pytest.fixture
async def service(tmp_path):
    db = await Database.open(tmp_path / "play.db")
    counter = itertools.count(1)
    yield MatchService(Store(db), reminder_after=100, forfeit_after=100,
                       seeds=lambda: next(counter))
    await db.close()
