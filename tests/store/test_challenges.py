"""Challenges: open, message, close exactly once, expire."""

from __future__ import annotations

import pytest

from store import RematchTaken, Store

from .helpers import GUILD, T0, start


async def open_challenge(store: Store, *, expires_at: float = T0 + 600, channel: int = 500,
                         invited: tuple[int, ...] = (2, 3)):
    return await store.challenges.create(
        kind="mandala", guild_id=GUILD, channel_id=channel, challenger_id=1, invited=invited,
        now=T0, expires_at=expires_at,
    )


async def test_create_and_get(store: Store) -> None:
    c = await open_challenge(store)
    assert c.status == "open" and c.is_open
    assert c.invited == (2, 3)
    assert (c.created_at, c.expires_at) == (T0, T0 + 600)
    assert c.message_id is None and c.match_id is None
    assert await store.challenges.get(c.id) == c
    assert await store.challenges.get(c.id + 1) is None


async def test_set_message(store: Store) -> None:
    c = await open_challenge(store)
    await store.challenges.set_message(c.id, 42)
    got = await store.challenges.get(c.id)
    assert got is not None and got.message_id == 42


async def test_close_only_once(store: Store) -> None:
    c = await open_challenge(store)
    assert await store.challenges.close(c.id, "declined") is True
    assert await store.challenges.close(c.id, "withdrawn") is False
    got = await store.challenges.get(c.id)
    assert got is not None and got.status == "declined"


async def test_close_unknown_challenge_is_false(store: Store) -> None:
    assert await store.challenges.close(12345, "expired") is False


@pytest.mark.parametrize("status", ["open", "accepted", "bogus"])
async def test_close_rejects_non_closing_status(store: Store, status: str) -> None:
    c = await open_challenge(store)
    with pytest.raises(ValueError):
        await store.challenges.close(c.id, status)
    assert (await store.challenges.get(c.id)).status == "open"


async def test_expired_challenges(store: Store) -> None:
    early = await open_challenge(store, expires_at=T0 + 10)
    # other members each: one open challenge per set of members
    later = await open_challenge(store, expires_at=T0 + 20, channel=501, invited=(2, 4))
    closed = await open_challenge(store, expires_at=T0 + 5, channel=502, invited=(2, 5))
    await store.challenges.close(closed.id, "withdrawn")
    assert await store.deadlines.expired_challenges(T0 + 9) == []
    assert [c.id for c in await store.deadlines.expired_challenges(T0 + 10)] == [early.id]
    assert [c.id for c in await store.deadlines.expired_challenges(T0 + 99)] == [early.id, later.id]
    await store.challenges.close(early.id, "expired")
    assert [c.id for c in await store.deadlines.expired_challenges(T0 + 99)] == [later.id]


async def test_each_invited_member_accepts_once_and_options_are_kept(store: Store) -> None:
    c = await store.challenges.create(
        kind="flowers", guild_id=GUILD, channel_id=500, challenger_id=1, invited=[2, 3],
        now=T0, expires_at=T0 + 600, options={"draw": "published"},
    )
    assert c.options == (("draw", "published"),) and c.waiting_for == (2, 3)
    once = await store.challenges.accept(c.id, 3)
    twice = await store.challenges.accept(c.id, 3)
    assert once.accepted == twice.accepted == (3,) and twice.waiting_for == (2,)
    both = await store.challenges.accept(c.id, 2)
    assert both.accepted == (2, 3) and both.waiting_for == () and both.is_open
    with pytest.raises(ValueError):
        await store.challenges.accept(c.id, 9)
    await store.challenges.close(c.id, "declined")
    from store import ChallengeClosed

    with pytest.raises(ChallengeClosed):
        await store.challenges.accept(c.id, 2)


async def test_one_rematch_challenge_per_match(store: Store) -> None:
    match = await start(store, (1, 2))
    first = await store.challenges.create(
        kind="mandala", guild_id=GUILD, channel_id=501, challenger_id=1, invited=[2], now=T0,
        expires_at=T0 + 600, rematch_of=match.id)
    assert first.rematch_of == match.id
    assert await store.challenges.rematch_of(match.id) == first
    with pytest.raises(RematchTaken):
        await store.challenges.create(
            kind="mandala", guild_id=GUILD, channel_id=501, challenger_id=2, invited=[1],
            now=T0, expires_at=T0 + 600, rematch_of=match.id)


async def test_the_open_challenges_and_last_challenge_of_a_member(store: Store) -> None:
    c = await open_challenge(store)
    assert [o.id for o in await store.challenges.open_of(GUILD, 3)] == [c.id]  # invited
    assert [o.id for o in await store.challenges.open_of(GUILD, 1)] == [c.id]  # challenger
    assert await store.challenges.open_of(GUILD, 4) == []
    assert await store.challenges.last_at(1) == T0
    await store.challenges.create(  # practice pings nobody: not counted for the cooldown
        kind="mandala", guild_id=GUILD, channel_id=502, challenger_id=4, invited=[-2],
        now=T0, expires_at=T0 + 600, bots={-2: "easy"})
    assert await store.challenges.last_at(4) is None
