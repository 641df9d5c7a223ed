"""A learner's place in a lesson, on both engines: kept, replaced, dropped, per member and game."""

from __future__ import annotations

from store import Store

BIG_ID = 987654321098765432  # Discord ids need 64 bits


async def test_a_lesson_is_kept_per_member_and_game(store: Store) -> None:
    assert await store.lessons.saved(BIG_ID, "mandala") is None
    await store.lessons.save(BIG_ID, "mandala", 3, '{"a": 1}', 10.5)
    await store.lessons.save(BIG_ID, "flowers", 1, '{"b": 2}', 11.0)
    await store.lessons.save(7, "mandala", 0, '{"c": 3}', 12.0)
    assert await store.lessons.saved(BIG_ID, "mandala") == (3, '{"a": 1}', 0, False)
    await store.lessons.save(BIG_ID, "mandala", 4, '{"a": 2}', 13.0)  # the next step replaces it
    assert await store.lessons.saved(BIG_ID, "mandala") == (4, '{"a": 2}', 0, False)
    await store.lessons.drop(BIG_ID, "mandala")
    assert await store.lessons.saved(BIG_ID, "mandala") is None
    assert await store.lessons.saved(BIG_ID, "flowers") == (1, '{"b": 2}', 0, False)
    assert await store.lessons.saved(7, "mandala") == (0, '{"c": 3}', 0, False)


async def test_the_hints_taken_are_kept_with_the_lesson(store: Store) -> None:
    await store.lessons.save(BIG_ID, "mandala", 2, "{}", 10.0, hints=3, hinted=True)
    assert await store.lessons.saved(BIG_ID, "mandala") == (2, "{}", 3, True)
    await store.lessons.save(BIG_ID, "mandala", 3, "{}", 11.0, hints=3)  # the next step
    assert await store.lessons.saved(BIG_ID, "mandala") == (3, "{}", 3, False)


async def test_a_hint_is_counted_once_at_its_step_and_moves_nothing(store: Store) -> None:
    await store.lessons.save(BIG_ID, "mandala", 2, "{}", 10.0, hints=1)
    await store.lessons.count_hint(BIG_ID, "mandala", 2)
    await store.lessons.count_hint(BIG_ID, "mandala", 2)  # the same step's hint again
    assert await store.lessons.saved(BIG_ID, "mandala") == (2, "{}", 2, True)
    await store.lessons.save(BIG_ID, "mandala", 3, '{"a": 1}', 11.0, hints=2)  # a move stored
    await store.lessons.count_hint(BIG_ID, "mandala", 2)  # a hint read before that move
    assert await store.lessons.saved(BIG_ID, "mandala") == (3, '{"a": 1}', 2, False)
    await store.lessons.count_hint(7, "flowers", 0)  # no lesson: nothing is made
    assert await store.lessons.saved(7, "flowers") is None
