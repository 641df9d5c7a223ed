"""Matches in threads: any number per channel, one per thread; a v5 database upgrades."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import store.migrations
from store import MIGRATIONS, ChannelBusy, Database, Step, Store
from store.migrations import REUSED_THREADS

from .helpers import start


async def test_many_threads_of_one_channel_each_hold_a_match(store: Store) -> None:
    started = [await start(store, (10 * i, 10 * i + 1), thread_id=9000 + i) for i in range(10)]
    assert {m.channel_id for m in started} == {500}
    assert [m.place_id for m in started] == [9000 + i for i in range(10)]
    assert await store.matches.live_in_channel(9003) == started[3]
    # the channel itself still holds one match of its own, beside its threads'
    own = await start(store, (1, 2))
    assert own.thread_id is None and await store.matches.live_in_channel(500) == own
    with pytest.raises(ChannelBusy):
        await start(store, (3, 4), thread_id=9003)


async def test_log_in_the_channel_finds_its_threads_matches(store: Store) -> None:
    m = await start(store, (1, 2), thread_id=9000)
    assert await store.matches.latest_in_channel(500, "mandala") == m
    assert await store.matches.latest_in_channel(9000, "mandala") == m
    assert await store.matches.live_in_threads() == [m]


async def test_the_thread_setting_is_per_server(store: Store) -> None:
    assert await store.settings.threads_on(1) and await store.settings.threads_on(2)
    await store.settings.set_threads(1, False)
    assert not await store.settings.threads_on(1) and await store.settings.threads_on(2)
    await store.settings.set_threads(1, True)
    assert await store.settings.threads_on(1)


async def test_a_v5_database_keeps_its_live_match_through_v6(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store.migrations, "MIGRATIONS", MIGRATIONS[:5])
    await (await Database.open(db_path)).close()
    with sqlite3.connect(db_path) as raw:  # a match live in its channel before the upgrade
        raw.execute("INSERT INTO matches (id, kind, guild_id, channel_id, state, created_at,"
                    " updated_at, turn_started_at) VALUES (1, 'mandala', 1, 500, '{}', 0, 0, 0)")
        raw.execute("INSERT INTO match_players (match_id, seat, user_id) VALUES (1, 0, 1),"
                    " (1, 1, 2)")
    monkeypatch.setattr(store.migrations, "MIGRATIONS", MIGRATIONS)
    db = await Database.open(db_path)
    try:
        new = Store(db)
        found = await new.matches.get(1)
        assert found is not None and found.thread_id is None and found.place_id == 500
        with pytest.raises(ChannelBusy):  # the old match still holds its channel
            await start(new, (3, 4))
        assert (await start(new, (3, 4), thread_id=77)).is_live
    finally:
        await db.close()
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)


async def test_matches_stored_as_a_threads_channel_become_that_threads_matches(
    db_where: str | Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before the upgrade, a rematch played in its match's thread was stored with the thread
    as its channel and no thread, so nothing that handles threads found it; after, it is the
    thread's match and its channel that of the thread's first match. A match in a thread that
    never held a match of its own (nothing tells its parent) stays as it was."""
    step = MIGRATIONS.index(Step(REUSED_THREADS))
    monkeypatch.setattr(store.migrations, "MIGRATIONS", MIGRATIONS[:step])
    db = await Database.open(db_where)
    try:  # (id, channel, thread, status): 2 and 3 were played in thread 9000 of channel 500
        rows = [(1, 500, 9000, "finished"), (2, 9000, None, "finished"),
                (3, 9000, None, "active"), (4, 501, None, "active"), (5, 9100, None, "active")]
        async with db.transaction() as conn:
            for mid, channel, thread, status in rows:
                await conn.execute(
                    "INSERT INTO matches (id, kind, guild_id, channel_id, thread_id, status,"
                    " state, created_at, updated_at, turn_started_at)"
                    " VALUES (?, 'mandala', 1, ?, ?, ?, '{}', 0, 0, 0)",
                    (mid, channel, thread, status))
                await conn.execute("INSERT INTO match_players (match_id, seat, user_id)"
                                   " VALUES (?, 0, 1), (?, 1, 2)", (mid, mid))
    finally:
        await db.close()
    monkeypatch.setattr(store.migrations, "MIGRATIONS", MIGRATIONS)
    db = await Database.open(db_where)
    try:
        new = Store(db)
        places = [(m.channel_id, m.thread_id) for m in
                  [await new.matches.get(mid) for mid in range(1, 6)] if m is not None]
        assert places == [(500, 9000), (500, 9000), (500, 9000), (501, None), (9100, None)]
        assert [m.id for m in await new.matches.live_in_threads()] == [3]
        live = await new.matches.live_in_channel(9000)
        assert live is not None and live.id == 3
        latest = await new.matches.latest_in_channel(500, "mandala")
        assert latest is not None and latest.id == 3
    finally:
        await db.close()
