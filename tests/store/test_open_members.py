"""One open challenge per set of members, held by a unique index: two challenges of the same
members written at the same moment open one, on both engines, and an upgrade keys the open
challenges already stored without failing on duplicates among them."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from store import MIGRATIONS, Database, MembersTaken, Store
from store import migrations as schema
from store.models import members_key

from .helpers import GUILD, T0


async def challenge(store: Store, challenger: int, invited: list[int], *,
                    now: float = T0, guild: int = GUILD, lobby: bool = False,
                    rematch_of: int | None = None):
    return await store.challenges.create(
        kind="mandala", guild_id=guild, channel_id=500 + challenger, challenger_id=challenger,
        invited=invited, now=now, expires_at=now + 600, lobby=lobby, rematch_of=rematch_of)


async def open_ids(store: Store) -> list[int]:
    rows = await store.db.fetchall("SELECT id FROM challenges WHERE status = 'open' ORDER BY id")
    return [r["id"] for r in rows]


async def test_two_concurrent_challenges_of_the_same_members_open_one(store: Store) -> None:
    results = await asyncio.gather(challenge(store, 1, [2]), challenge(store, 2, [1]),
                                   return_exceptions=True)
    opened = [r for r in results if not isinstance(r, BaseException)]
    assert len(opened) == 1, results
    assert await open_ids(store) == [opened[0].id]
    [refused] = [r for r in results if isinstance(r, BaseException)]
    assert isinstance(refused, MembersTaken), refused


async def test_the_key_is_the_members_not_the_bots_nor_the_order(store: Store) -> None:
    first = await challenge(store, 3, [1, -2])  # a bot seat does not make another set
    with pytest.raises(MembersTaken):
        await challenge(store, 1, [3])
    assert await challenge(store, 1, [3], guild=GUILD + 1)  # another server
    assert await challenge(store, 1, [3, 2])  # another set
    assert await challenge(store, 1, [-2])  # the bot alone pings nobody: no key
    assert await challenge(store, 1, [-2])
    assert await challenge(store, 1, [], lobby=True)  # open tables are not challenges of a set
    assert await challenge(store, 1, [], lobby=True)
    await store.challenges.close(first.id, "declined")  # closed, it lets go of its members
    assert await challenge(store, 1, [3])


async def test_an_expired_challenge_lets_go_of_its_members(store: Store) -> None:
    old = await challenge(store, 1, [2])
    with pytest.raises(MembersTaken):
        await challenge(store, 2, [1], now=T0 + 599)
    new = await challenge(store, 2, [1], now=T0 + 600)
    # still open for the sweep, which closes it and edits its message
    assert await open_ids(store) == [old.id, new.id]
    assert [c.id for c in await store.deadlines.expired_challenges(T0 + 600)] == [old.id]


def test_members_key() -> None:
    assert members_key(22, [11, -1]) == "11,22"
    assert members_key(5, [-1, -2]) is None


async def test_the_upgrade_keys_open_challenges_and_keeps_duplicates(
        db_where: str | Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A live database may hold several open challenges of the same members (the old
    check-then-insert let two through): the step keeps the oldest's key, and starts anyway."""
    step = next(i for i, s in enumerate(MIGRATIONS) if "challenges_open_members" in s.sqlite)
    monkeypatch.setattr(schema, "MIGRATIONS", MIGRATIONS[:step])
    db = await Database.open(db_where)
    rows = [  # (challenger, invited, status, lobby)
        (22, "[11]", "open", 0), (11, "[22]", "open", 0), (11, "[22, 33]", "open", 0),
        (11, "[-1]", "open", 0), (11, "[]", "open", 1), (11, "[22]", "declined", 0),
        (33, "[11, 22]", "open", 0),
    ]
    try:
        async with db.transaction() as conn:
            await conn.executemany(
                "INSERT INTO challenges (kind, guild_id, channel_id, challenger_id, invited,"
                " status, created_at, expires_at, lobby) VALUES ('mandala', ?, 1, ?, ?, ?, ?,"
                " ?, ?)", [(GUILD, c, i, s, T0, T0 + 600, lobby) for c, i, s, lobby in rows])
    finally:
        await db.close()
    monkeypatch.setattr(schema, "MIGRATIONS", MIGRATIONS)
    db = await Database.open(db_where)
    try:
        assert await db.schema_version() == len(MIGRATIONS)
        keys = [r["members_key"] for r in
                await db.fetchall("SELECT members_key FROM challenges ORDER BY id")]
        assert keys == ["11,22", None, "11,22,33", None, None, None, None]
        s = Store(db)
        with pytest.raises(MembersTaken):  # the key the code makes is the same
            await challenge(s, 11, [22])
        with pytest.raises(MembersTaken):
            await challenge(s, 22, [33, 11])
    finally:
        await db.close()
