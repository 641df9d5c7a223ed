"""Upgrading an existing database: each step is all-or-nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import store.db
from store import MIGRATIONS, Database


async def version_and_tables(path: Path) -> tuple[int, set[str]]:
    with sqlite3.connect(path) as raw:
        v = raw.execute("PRAGMA user_version").fetchone()[0]
        names = {r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    return v, names


async def test_new_step_applies_to_an_old_database(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await (await Database.open(db_path)).close()
    monkeypatch.setattr(store.db, "MIGRATIONS", [*MIGRATIONS, "CREATE TABLE extra (x INTEGER);"])
    db = await Database.open(db_path)
    await db.close()
    v, tables = await version_and_tables(db_path)
    assert v == len(MIGRATIONS) + 1 and "extra" in tables


async def test_failing_step_leaves_no_trace(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await (await Database.open(db_path)).close()
    bad = "CREATE TABLE extra (x INTEGER); INSERT INTO missing VALUES (1);"
    monkeypatch.setattr(store.db, "MIGRATIONS", [*MIGRATIONS, bad])
    with pytest.raises(sqlite3.OperationalError, match="missing"):
        await Database.open(db_path)
    v, tables = await version_and_tables(db_path)
    assert v == len(MIGRATIONS) and "extra" not in tables
