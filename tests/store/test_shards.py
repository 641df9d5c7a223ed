"""The shard filter of the sweep's queries: a process holding some shards reads only its own
guilds' deadlines, bot seats and threads; no filter (or every shard) reads them all."""

from __future__ import annotations

from store import Shards, Store

from .helpers import T0

GUILDS = {s: (9 + s) << 22 | 77 for s in range(3)}  # (id >> 22) % 3 == s


async def one_per_shard(store: Store) -> dict[int, int]:
    ids = {}
    for shard, guild in GUILDS.items():
        m = await store.matches.create(
            kind="mandala", guild_id=guild, channel_id=500 + shard, players=(1, 2),
            state='{"v": 0}', now=T0, remind_at=T0 + 100, forfeit_at=T0 + 200,
            bots=(None, "easy"), thread_id=900 + shard)
        await store.challenges.create(kind="mandala", guild_id=guild, channel_id=600 + shard,
                                      challenger_id=1, invited=[2], now=T0, expires_at=T0 + 10)
        ids[shard] = m.id
    return ids


async def test_each_query_keeps_only_the_held_shards_guilds(store):
    ids = await one_per_shard(store)
    mine = Shards(3, (0, 2))
    t = T0 + 300
    assert {m.id for m in await store.deadlines.due_reminders(t, mine)} == {ids[0], ids[2]}
    assert {m.id for m in await store.deadlines.due_forfeits(t, mine)} == {ids[0], ids[2]}
    assert {m.id for m in await store.matches.live_with_bots(mine)} == {ids[0], ids[2]}
    assert {m.id for m in await store.matches.live_in_threads(mine)} == {ids[0], ids[2]}
    assert {c.guild_id for c in await store.deadlines.expired_challenges(t, mine)} == {GUILDS[0],
                                                                                       GUILDS[2]}
    other = Shards(3, (1,))
    assert [m.id for m in await store.deadlines.due_forfeits(t, other)] == [ids[1]]
    assert await store.matches.live_counts(other) == {"live_mandala": 1, "open_challenges": 1}


async def test_no_filter_or_every_shard_reads_everything(store):
    ids = await one_per_shard(store)
    t = T0 + 300
    every = {m.id for m in await store.deadlines.due_forfeits(t)}
    assert every == set(ids.values())
    assert {m.id for m in await store.deadlines.due_forfeits(t, Shards(3, (0, 1, 2)))} == every
    assert (await store.matches.live_counts())["live_mandala"] == 3
