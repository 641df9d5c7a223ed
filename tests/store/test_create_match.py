"""create_match: one live match per channel, challenges accepted atomically."""

from __future__ import annotations

import asyncio

import pytest

from store import ChallengeClosed, ChannelBusy, Database, Store

from .helpers import GUILD, T0, finish, start


async def counts(db: Database) -> tuple[int, int]:
    m = await db.fetchone("SELECT COUNT(*) FROM matches")
    p = await db.fetchone("SELECT COUNT(*) FROM match_players")
    return m[0], p[0]


async def test_new_match_fields(store: Store) -> None:
    m = await start(store, (7, 8, 9))
    assert m.players == (7, 8, 9) and m.is_live and m.version == 0
    assert (m.created_at, m.updated_at, m.turn_started_at) == (T0, T0, T0)
    assert (m.remind_at, m.forfeit_at, m.reminded) == (T0 + 100, T0 + 200, False)
    assert m.outcome is None and m.table_message_id is None
    assert m.seat_of(9) == 2 and m.seat_of(1) is None
    assert await store.matches.get(m.id) == m
    assert await store.matches.live_in_channel(500) == m
    assert await store.matches.get(m.id + 1) is None


async def test_second_live_match_in_channel_is_refused(store: Store, db: Database) -> None:
    first = await start(store, (1, 2))
    with pytest.raises(ChannelBusy) as info:
        await start(store, (3, 4))
    assert info.value.channel_id == 500
    assert await counts(db) == (1, 2)  # no orphan match or players
    assert await store.matches.live_in_channel(500) == first
    other = await start(store, (3, 4), channel=501)
    assert other.is_live


async def test_concurrent_starts_in_one_channel(store: Store, db: Database) -> None:
    got = await asyncio.gather(
        *(start(store, (10 * i, 10 * i + 1)) for i in range(1, 5)), return_exceptions=True
    )
    assert sum(not isinstance(g, Exception) for g in got) == 1
    assert all(isinstance(g, ChannelBusy) for g in got if isinstance(g, Exception))
    assert await counts(db) == (1, 2)


async def test_channel_is_free_again_after_finish(store: Store) -> None:
    first = await start(store)
    assert await finish(store, first, (1, 2)) is not None
    second = await start(store, (3, 4), rematch_of=first.id)
    assert second.is_live and second.rematch_of == first.id
    assert await store.matches.live_in_channel(500) == second


async def test_accepting_a_challenge(store: Store) -> None:
    c = await store.challenges.create(
        kind="mandala", guild_id=GUILD, channel_id=500, challenger_id=1, invited=[2],
        now=T0, expires_at=T0 + 600,
    )
    m = await start(store, (1, 2), challenge_id=c.id)
    got = await store.challenges.get(c.id)
    assert got is not None and got.status == "accepted" and got.match_id == m.id


async def test_closed_challenge_creates_nothing(store: Store, db: Database) -> None:
    c = await store.challenges.create(
        kind="mandala", guild_id=GUILD, channel_id=500, challenger_id=1, invited=[2],
        now=T0, expires_at=T0 + 600,
    )
    await store.challenges.close(c.id, "withdrawn")
    with pytest.raises(ChallengeClosed):
        await start(store, (1, 2), challenge_id=c.id)
    assert await counts(db) == (0, 0)
    assert (await store.challenges.get(c.id)).status == "withdrawn"


async def test_busy_channel_leaves_challenge_open(store: Store, db: Database) -> None:
    await start(store, (5, 6))
    c = await store.challenges.create(
        kind="mandala", guild_id=GUILD, channel_id=500, challenger_id=1, invited=[2],
        now=T0, expires_at=T0 + 600,
    )
    with pytest.raises(ChannelBusy):
        await start(store, (1, 2), challenge_id=c.id)
    got = await store.challenges.get(c.id)
    assert got is not None and got.status == "open" and got.match_id is None
    assert await counts(db) == (1, 2)


async def test_double_accept_starts_one_match(store: Store, db: Database) -> None:
    c = await store.challenges.create(
        kind="mandala", guild_id=GUILD, channel_id=500, challenger_id=1, invited=[2],
        now=T0, expires_at=T0 + 600,
    )
    got = await asyncio.gather(
        start(store, (1, 2), challenge_id=c.id),
        start(store, (1, 2), challenge_id=c.id, channel=501),
        return_exceptions=True,
    )
    assert sorted(type(g).__name__ for g in got) == ["ChallengeClosed", "Match"]
    assert await counts(db) == (1, 2)


@pytest.mark.parametrize("players", [(), (1, 1)])
async def test_bad_players_are_refused(store: Store, players: tuple[int, ...]) -> None:
    with pytest.raises(ValueError):
        await start(store, players)
    assert await store.matches.live_in_channel(500) is None


async def test_live_matches_of(store: Store) -> None:
    a = await start(store, (1, 2), channel=500)
    b = await start(store, (3, 1, 4), channel=501)
    await start(store, (5, 6), channel=502)
    assert [m.id for m in await store.matches.live_of(1)] == [a.id, b.id]
    assert (await store.matches.live_of(1))[1].players == (3, 1, 4)
    await finish(store, a, (2, 1))
    assert [m.id for m in await store.matches.live_of(1)] == [b.id]
    assert await store.matches.live_of(99) == []


async def test_the_initial_state_is_kept_for_replays(store) -> None:
    from .helpers import start

    match = await start(store)
    assert match.initial_state == match.state == '{"v": 0}'
    after = await store.matches.record(match.id, expected_version=0, seat=0, action="x",
                                       state='{"v": 1}', now=match.created_at + 1)
    assert after.state == '{"v": 1}' and after.initial_state == '{"v": 0}'


async def test_latest_match_in_channel_prefers_the_live_one_then_the_last_ended(
        store: Store) -> None:
    assert await store.matches.latest_in_channel(500, "mandala") is None
    first = await start(store, (1, 2))
    assert (await store.matches.latest_in_channel(500, "mandala")).id == first.id
    await finish(store, first, (1, 2))
    second = await start(store, (3, 4))
    await finish(store, second, (2, 1))
    assert (await store.matches.latest_in_channel(500, "mandala")).id == second.id
    assert await store.matches.latest_in_channel(500, "flowers") is None
    assert await store.matches.latest_in_channel(501, "mandala") is None
