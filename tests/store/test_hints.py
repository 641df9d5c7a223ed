"""Hints are counted per seat of a match and read back (both engines)."""

from __future__ import annotations

from store import Store
from tests.store.helpers import start


async def test_hints_are_counted_per_seat_and_per_match(store: Store) -> None:
    match = await start(store, (1, 2))
    other = await start(store, (3, 4), channel=501)
    assert await store.hints.used(match.id) == {}
    assert await store.hints.count(match.id, 0, 0) == 1
    assert await store.hints.count(match.id, 0, 2) == 2
    assert await store.hints.count(match.id, 1, 3) == 1
    assert await store.hints.count(other.id, 1, 0) == 1
    assert await store.hints.used(match.id) == {0: 2, 1: 1}
    assert await store.hints.used(other.id) == {1: 1}


async def test_a_hint_asked_again_on_the_same_turn_counts_once(store: Store) -> None:
    match = await start(store, (1, 2))
    assert await store.hints.count(match.id, 0, 4) == 1
    assert await store.hints.count(match.id, 0, 4) == 1  # the same turn: the same hint
    assert await store.hints.count(match.id, 0, 6) == 2  # the seat's next turn
    assert await store.hints.used(match.id) == {0: 2}
