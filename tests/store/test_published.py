"""What a match owes its channel, kept in the database: the version last shown trails each
recorded step until it is counted shown, on both engines."""

from __future__ import annotations

from pathlib import Path

import pytest

import store.migrations
from store import MIGRATIONS, Database, Shards, Store

from .helpers import T0, start
from .test_record import play


async def owed(store: Store, shards: Shards | None = None) -> list[tuple[int, int, int]]:
    return [(m.id, m.version, m.published_version)
            for m in await store.matches.unpublished(shards)]


async def test_a_recorded_step_is_owed_until_counted_shown(store: Store) -> None:
    m = await start(store)
    assert m.owes_publication and await owed(store) == [(m.id, 0, -1)]  # its opening table
    await store.matches.mark_published(m.id, 0)
    assert await owed(store) == []
    await play(store, m.id, 0)  # committed: the table edit is still to come
    await play(store, m.id, 1)
    assert await owed(store) == [(m.id, 2, 0)]
    await store.matches.mark_published(m.id, 2)
    await store.matches.mark_published(m.id, 1)  # a late, older count never moves it back
    after = await store.matches.get(m.id)
    assert after is not None and after.published_version == 2 and not after.owes_publication
    assert await owed(store) == []


async def test_only_the_held_shards_debts_are_listed(store: Store) -> None:
    m = await start(store)
    # GUILD is on shard (GUILD >> 22) % 2 == 0
    assert await owed(store, Shards(2, (0,))) == [(m.id, 0, -1)]
    assert await owed(store, Shards(2, (1,))) == []


async def test_the_step_adding_it_counts_every_existing_match_shown(
    db_where: str | Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An upgraded bot must not show every old match again at its first start."""
    adding = next(n for n, step in enumerate(MIGRATIONS) if "published_version" in step.sqlite)
    monkeypatch.setattr(store.migrations, "MIGRATIONS", MIGRATIONS[:adding])  # steps after it too
    db = await Database.open(db_where)
    try:
        async with db.transaction() as conn:  # a match as the previous version wrote it
            row = await conn.fetchone(
                "INSERT INTO matches (kind, guild_id, channel_id, status, state, version,"
                " created_at, updated_at, turn_started_at) VALUES"
                " ('mandala', 1, 2, 'active', '{}', 3, ?, ?, ?) RETURNING id", (T0, T0, T0))
            assert row is not None
            await conn.executemany("INSERT INTO match_players (match_id, seat, user_id)"
                                   " VALUES (?, ?, ?)", [(row["id"], 0, 10), (row["id"], 1, 20)])
    finally:
        await db.close()
    monkeypatch.setattr(store.migrations, "MIGRATIONS", MIGRATIONS)
    db = await Database.open(db_where)
    try:
        upgraded = Store(db)
        assert await owed(upgraded) == []
        match = await upgraded.matches.get(row["id"])
        assert match is not None and match.published_version == match.version == 3
    finally:
        await db.close()
