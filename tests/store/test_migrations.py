"""Upgrading an existing database: each step is all-or-nothing, on both engines."""

from __future__ import annotations

from pathlib import Path

import pytest

import store.migrations
from store import MIGRATIONS, Database, Step


async def has_table(db: Database, name: str) -> bool:
    if db.engine == "sqlite":
        row = await db.fetchone("SELECT COUNT(*) FROM sqlite_master WHERE name = ?", (name,))
    else:
        row = await db.fetchone("SELECT COUNT(*) FROM information_schema.tables"
                                " WHERE table_schema = current_schema() AND table_name = ?",
                                (name,))
    return row is not None and row[0] == 1


async def test_new_step_applies_to_an_old_database(
    db_where: str | Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await (await Database.open(db_where)).close()
    monkeypatch.setattr(store.migrations, "MIGRATIONS",
                        [*MIGRATIONS, Step("CREATE TABLE extra (x INTEGER);")])
    db = await Database.open(db_where)
    try:
        assert await db.schema_version() == len(MIGRATIONS) + 1 and await has_table(db, "extra")
    finally:
        await db.close()


async def test_failing_step_leaves_no_trace(
    db_where: str | Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await (await Database.open(db_where)).close()
    bad = Step("CREATE TABLE extra (x INTEGER); INSERT INTO missing VALUES (1);")
    monkeypatch.setattr(store.migrations, "MIGRATIONS", [*MIGRATIONS, bad])
    with pytest.raises(Exception, match="missing"):
        await Database.open(db_where)
    monkeypatch.setattr(store.migrations, "MIGRATIONS", MIGRATIONS)
    db = await Database.open(db_where)
    try:
        assert await db.schema_version() == len(MIGRATIONS)
        assert not await has_table(db, "extra")
    finally:
        await db.close()
