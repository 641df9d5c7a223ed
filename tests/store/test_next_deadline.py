"""The deadline sweep sleeps until the next deadline: the store names the earliest one of any
kind (a challenge's expiry, a turn's reminder or timeout) later than the last sweep, of the held
shards' guilds, and tells its listeners of each deadline it writes."""

from __future__ import annotations

import pytest

from store import Shards, Store
from store.deadlines import next_deadline_query

from .helpers import GUILD, T0, finish, start


async def challenge(store: Store, expires_at: float, *, guild: int = GUILD,
                    challenger: int = 1) -> int:
    ch = await store.challenges.create(kind="mandala", guild_id=guild, channel_id=600,
                                       challenger_id=challenger, invited=[challenger + 1],
                                       now=T0, expires_at=expires_at)
    return ch.id


async def test_nothing_pending_has_no_next_deadline(store: Store) -> None:
    assert await store.deadlines.next_after(T0) is None


async def test_the_earliest_of_every_kind_comes_first(store: Store) -> None:
    await challenge(store, T0 + 300)
    assert await store.deadlines.next_after(T0) == T0 + 300  # a challenge's expiry
    m = await start(store, channel=1, remind_at=T0 + 100, forfeit_at=T0 + 200)
    assert await store.deadlines.next_after(T0) == T0 + 100  # a turn's reminder
    assert await store.deadlines.mark_reminded(m.id, m.version)
    assert await store.deadlines.next_after(T0) == T0 + 200  # reminded: its timeout is next
    await start(store, channel=2, remind_at=None, forfeit_at=None)  # a bot's turn: no clock
    assert await store.deadlines.next_after(T0) == T0 + 200


async def test_a_deadline_already_due_is_not_the_next(store: Store) -> None:
    """The sweep at `after` handled what was due (or failed it: it is tried again at the cap,
    not in a loop with no sleep)."""
    await start(store, channel=1, remind_at=T0 + 100, forfeit_at=T0 + 200)
    assert await store.deadlines.next_after(T0 + 100) == T0 + 200
    assert await store.deadlines.next_after(T0 + 200) is None


async def test_closed_challenges_and_ended_matches_have_no_deadline(store: Store) -> None:
    first = await challenge(store, T0 + 50)
    assert await store.challenges.close(first, "declined")
    m = await start(store, channel=1, remind_at=T0 + 10, forfeit_at=T0 + 20)
    await finish(store, m, (1, 2), outcome="timeout")
    assert await store.deadlines.next_after(T0) is None


async def test_only_the_held_shards_deadlines(store: Store) -> None:
    guilds = {s: (9 + s) << 22 | 77 for s in range(3)}  # (id >> 22) % 3 == s
    for shard, guild in guilds.items():
        await challenge(store, T0 + 10 + shard, guild=guild, challenger=10 * shard + 1)
    assert await store.deadlines.next_after(T0, Shards(3, (1, 2))) == T0 + 11
    assert await store.deadlines.next_after(T0, Shards(3, (2,))) == T0 + 12
    assert await store.deadlines.next_after(T0) == T0 + 10


async def test_writing_a_deadline_tells_the_listeners(store: Store) -> None:
    told: list[float] = []
    store.deadlines.listeners.append(told.append)
    await challenge(store, T0 + 300)
    m = await start(store, channel=1, remind_at=T0 + 100, forfeit_at=T0 + 200)
    assert told == [T0 + 300, T0 + 100]
    moved = await store.matches.record(m.id, expected_version=0, seat=0, action="x", state="{}",
                                       now=T0 + 5, remind_at=T0 + 105, forfeit_at=T0 + 205)
    assert moved is not None and told[-1] == T0 + 105
    same = await store.matches.record(m.id, expected_version=1, seat=1, action="y", state="{}",
                                      now=T0 + 6, keep_clock=True)  # the clock did not move
    stale = await store.matches.record(m.id, expected_version=0, seat=0, action="z", state="{}",
                                       now=T0 + 7, remind_at=T0 + 1, forfeit_at=T0 + 2)
    await finish(store, same, (1, 2))
    assert stale is None and told == [T0 + 300, T0 + 100, T0 + 105], "no deadline was written"


@pytest.mark.sqlite_only
async def test_sqlite_reads_it_from_the_deadline_indexes(store: Store) -> None:
    """No migration: the partial indexes the due-queries use serve this one too."""
    sql, params = next_deadline_query(T0, None)
    plan = " ".join(str(r["detail"]) for r in await store.db.fetchall(
        "EXPLAIN QUERY PLAN " + sql, params))
    for index in ("challenges_open_expiry", "matches_due_reminder", "matches_due_forfeit"):
        assert index in plan, plan
