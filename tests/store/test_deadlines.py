"""Turn deadlines: what is due, and claiming a reminder exactly once per turn."""

from __future__ import annotations

from store import Store

from .helpers import T0, finish, start


async def test_due_reminders(store: Store) -> None:
    soon = await start(store, channel=1, remind_at=T0 + 10)
    later = await start(store, channel=2, remind_at=T0 + 20)
    await start(store, channel=3, remind_at=None)
    assert await store.deadlines.due_reminders(T0 + 9) == []
    assert [m.id for m in await store.deadlines.due_reminders(T0 + 10)] == [soon.id]
    due = await store.deadlines.due_reminders(T0 + 30)
    assert [m.id for m in due] == [soon.id, later.id]
    assert due[0].players == (1, 2)


async def test_mark_reminded_once_per_turn(store: Store) -> None:
    m = await start(store, remind_at=T0 + 10)
    assert await store.deadlines.mark_reminded(m.id, m.version) is True
    assert await store.deadlines.mark_reminded(m.id, m.version) is False
    assert await store.deadlines.due_reminders(T0 + 30) == []
    assert (await store.matches.get(m.id)).reminded is True
    moved = await store.matches.record(
        m.id, expected_version=0, seat=0, action="x", state="{}", now=T0 + 40,
        remind_at=T0 + 50, forfeit_at=T0 + 60,
    )
    assert [d.id for d in await store.deadlines.due_reminders(T0 + 50)] == [m.id]
    assert await store.deadlines.mark_reminded(m.id, 0) is False  # stale turn
    assert await store.deadlines.mark_reminded(m.id, moved.version) is True


async def test_due_forfeits(store: Store) -> None:
    m = await start(store, channel=1, forfeit_at=T0 + 50)
    other = await start(store, channel=2, forfeit_at=None)
    assert await store.deadlines.due_forfeits(T0 + 49) == []
    assert [d.id for d in await store.deadlines.due_forfeits(T0 + 50)] == [m.id]
    await store.deadlines.mark_reminded(m.id, 0)  # being reminded does not hide a forfeit
    assert [d.id for d in await store.deadlines.due_forfeits(T0 + 50)] == [m.id]
    assert other.forfeit_at is None


async def test_finished_matches_are_never_due(store: Store) -> None:
    m = await start(store, remind_at=T0 + 1, forfeit_at=T0 + 2)
    await finish(store, m, (1, 2), outcome="timeout")
    assert await store.deadlines.due_reminders(T0 + 99) == []
    assert await store.deadlines.due_forfeits(T0 + 99) == []
