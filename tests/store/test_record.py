"""record: versioned writes, the append-only log, and racing clicks."""

from __future__ import annotations

import asyncio

import pytest

from store import Database, IntegrityError, Store

from .helpers import T0, finish, start


async def play(store: Store, match_id: int, version: int, *, now: float = T0 + 1, **kw):
    return await store.matches.record(
        match_id, expected_version=version, seat=version % 2, action=f"a{version + 1}",
        state=f'{{"v": {version + 1}}}', now=now, **kw,
    )


async def test_record_advances_version_and_logs(store: Store) -> None:
    m = await start(store)
    one = await play(store, m.id, 0, now=T0 + 5, remind_at=T0 + 50, forfeit_at=T0 + 90)
    assert one is not None and one.version == 1 and one.state == '{"v": 1}'
    assert (one.updated_at, one.turn_started_at) == (T0 + 5, T0 + 5)
    assert (one.remind_at, one.forfeit_at) == (T0 + 50, T0 + 90)
    two = await play(store, m.id, 1, now=T0 + 6)
    assert two is not None and two.version == 2
    assert (two.remind_at, two.forfeit_at) == (None, None)
    assert await store.matches.get(m.id) == two
    log = await store.log.actions(m.id)
    assert [(a.seq, a.seat, a.action, a.at) for a in log] == [
        (1, 0, "a1", T0 + 5),
        (2, 1, "a2", T0 + 6),
    ]


async def test_record_resets_reminded(store: Store) -> None:
    m = await start(store)
    assert await store.deadlines.mark_reminded(m.id, 0)
    after = await play(store, m.id, 0, remind_at=T0 + 50)
    assert after is not None and after.reminded is False


async def test_record_can_keep_the_clock_of_the_seat_to_move(store: Store) -> None:
    m = await start(store)
    one = await play(store, m.id, 0, now=T0 + 5, remind_at=T0 + 50, forfeit_at=T0 + 90)
    assert await store.deadlines.mark_reminded(m.id, 1)
    kept = await play(store, m.id, 1, now=T0 + 30, remind_at=T0 + 80, forfeit_at=T0 + 120,
                      keep_clock=True)
    assert kept is not None and kept.version == 2 and kept.updated_at == T0 + 30
    assert (kept.turn_started_at, kept.remind_at, kept.forfeit_at, kept.reminded) == (
        one.turn_started_at, T0 + 50, T0 + 90, True)


async def test_stale_version_changes_nothing(store: Store) -> None:
    m = await start(store)
    current = await play(store, m.id, 0)
    assert await play(store, m.id, 0, now=T0 + 9) is None
    assert await play(store, m.id, 5) is None
    assert await store.matches.get(m.id) == current
    assert [a.seq for a in await store.log.actions(m.id)] == [1]


async def test_unknown_match_returns_none(store: Store) -> None:
    assert await play(store, 4242, 0) is None


async def test_concurrent_clicks_apply_once(store: Store) -> None:
    m = await start(store)
    got = await asyncio.gather(*(play(store, m.id, 0, now=T0 + i) for i in range(5)))
    winners = [g for g in got if g is not None]
    assert len(winners) == 1 and winners[0].version == 1
    assert len(await store.log.actions(m.id)) == 1
    assert (await store.matches.get(m.id)).version == 1


async def test_finished_match_takes_no_more_actions(store: Store) -> None:
    m = await start(store)
    done = await finish(store, m, (1, 2))
    assert done is not None and done.status == "finished" and not done.is_live
    assert done.outcome == "normal" and done.version == 1
    assert (done.remind_at, done.forfeit_at) == (None, None)
    assert await play(store, m.id, done.version) is None
    assert len(await store.log.actions(m.id)) == 1


async def test_cancel_sets_cancelled_status(store: Store) -> None:
    m = await start(store)
    done = await finish(store, m, (1, 1), rated=False, outcome="cancelled")
    assert done is not None and done.status == "cancelled" and done.outcome == "cancelled"


async def test_inconsistent_end_is_refused_whole(store: Store) -> None:
    m = await start(store, (1, 2, 3))
    with pytest.raises(ValueError):
        await finish(store, m, (1, 2))  # two ranks for three seats
    with pytest.raises(ValueError):
        await finish(store, m, (2, 2, 3))  # nobody first
    with pytest.raises(ValueError):
        await finish(store, m, (1, 2, 3), outcome="resigned")
    assert await store.matches.get(m.id) == m
    assert await store.log.actions(m.id) == [] and await store.results.of_match(m.id) == []


async def test_action_log_is_append_only(store: Store, db: Database) -> None:
    m = await start(store)
    await play(store, m.id, 0)
    for sql in ("UPDATE action_log SET action = 'x'", "DELETE FROM action_log"):
        with pytest.raises(IntegrityError, match="append-only"):
            async with db.transaction() as conn:
                await conn.execute(sql)
    assert [a.action for a in await store.log.actions(m.id)] == ["a1"]


async def test_table_message(store: Store) -> None:
    m = await start(store)
    await store.matches.set_table_message(m.id, 777, T0 + 3)
    got = await store.matches.get(m.id)
    assert got is not None and (got.table_message_id, got.table_posted_at) == (777, T0 + 3)
    assert got.version == m.version  # a cosmetic change is not a move
