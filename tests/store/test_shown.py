"""A member shows at most one replay frame per interval, however many presses arrive at once
(both engines): the limit is one upsert on a unique key."""

from __future__ import annotations

import asyncio

from store import Store

EVERY = 30.0


async def test_one_show_per_interval_per_member(store: Store) -> None:
    claim, wait = await store.shown.claim(1, 10, 1000.0, EVERY)
    assert claim is not None and wait == 0
    assert await store.shown.claim(1, 10, 1012.0, EVERY) == (None, 18.0)
    assert (await store.shown.claim(1, 11, 1012.0, EVERY))[0] is not None  # another member
    assert (await store.shown.claim(2, 10, 1012.0, EVERY))[0] is not None  # another server
    later, wait = await store.shown.claim(1, 10, 1030.0, EVERY)
    assert later is not None and wait == 0
    assert (await store.shown.claim(1, 10, 1031.0, EVERY))[1] == 29.0


async def test_simultaneous_presses_get_one_claim(store: Store) -> None:
    got = await asyncio.gather(*(store.shown.claim(1, 10, 500.0, EVERY) for _ in range(8)))
    assert sum(claim is not None for claim, _ in got) == 1
    assert sorted(wait for _, wait in got) == [0.0] + [EVERY] * 7


async def test_a_refused_post_gives_its_claim_back_and_only_its_own(store: Store) -> None:
    first, _ = await store.shown.claim(1, 10, 100.0, EVERY)
    assert first is not None
    await store.shown.release(1, 10, "not-this-one")
    assert (await store.shown.claim(1, 10, 101.0, EVERY))[0] is None
    await store.shown.release(1, 10, first)
    assert (await store.shown.claim(1, 10, 101.0, EVERY))[0] is not None
