"""A learner's place in a lesson, on both engines: kept, replaced, dropped, per member and game."""

from __future__ import annotations

from store import Database
from store.lessons import count_lesson_hint, drop_lesson, save_lesson, saved_lesson

BIG_ID = 987654321098765432  # Discord ids need 64 bits


async def test_a_lesson_is_kept_per_member_and_game(db: Database) -> None:
    assert await saved_lesson(db, BIG_ID, "mandala") is None
    await save_lesson(db, BIG_ID, "mandala", 3, '{"a": 1}', 10.5)
    await save_lesson(db, BIG_ID, "flowers", 1, '{"b": 2}', 11.0)
    await save_lesson(db, 7, "mandala", 0, '{"c": 3}', 12.0)
    assert await saved_lesson(db, BIG_ID, "mandala") == (3, '{"a": 1}', 0, False)
    await save_lesson(db, BIG_ID, "mandala", 4, '{"a": 2}', 13.0)  # the next step replaces it
    assert await saved_lesson(db, BIG_ID, "mandala") == (4, '{"a": 2}', 0, False)
    await drop_lesson(db, BIG_ID, "mandala")
    assert await saved_lesson(db, BIG_ID, "mandala") is None
    assert await saved_lesson(db, BIG_ID, "flowers") == (1, '{"b": 2}', 0, False)
    assert await saved_lesson(db, 7, "mandala") == (0, '{"c": 3}', 0, False)


async def test_the_hints_taken_are_kept_with_the_lesson(db: Database) -> None:
    await save_lesson(db, BIG_ID, "mandala", 2, "{}", 10.0, hints=3, hinted=True)
    assert await saved_lesson(db, BIG_ID, "mandala") == (2, "{}", 3, True)
    await save_lesson(db, BIG_ID, "mandala", 3, "{}", 11.0, hints=3)  # the next step
    assert await saved_lesson(db, BIG_ID, "mandala") == (3, "{}", 3, False)


async def test_a_hint_is_counted_once_at_its_step_and_moves_nothing(db: Database) -> None:
    await save_lesson(db, BIG_ID, "mandala", 2, "{}", 10.0, hints=1)
    await count_lesson_hint(db, BIG_ID, "mandala", 2)
    await count_lesson_hint(db, BIG_ID, "mandala", 2)  # the same step's hint again
    assert await saved_lesson(db, BIG_ID, "mandala") == (2, "{}", 2, True)
    await save_lesson(db, BIG_ID, "mandala", 3, '{"a": 1}', 11.0, hints=2)  # a move stored
    await count_lesson_hint(db, BIG_ID, "mandala", 2)  # a hint read before that move
    assert await saved_lesson(db, BIG_ID, "mandala") == (3, '{"a": 1}', 2, False)
    await count_lesson_hint(db, 7, "flowers", 0)  # no lesson: nothing is made
    assert await saved_lesson(db, 7, "flowers") is None
