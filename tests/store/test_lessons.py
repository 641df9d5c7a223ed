"""A learner's place in a lesson, on both engines: kept, replaced, dropped, per member and game."""

from __future__ import annotations

from store import Database
from store.lessons import drop_lesson, save_lesson, saved_lesson

BIG_ID = 987654321098765432  # Discord ids need 64 bits


async def test_a_lesson_is_kept_per_member_and_game(db: Database) -> None:
    assert await saved_lesson(db, BIG_ID, "mandala") is None
    await save_lesson(db, BIG_ID, "mandala", 3, '{"a": 1}', 10.5)
    await save_lesson(db, BIG_ID, "flowers", 1, '{"b": 2}', 11.0)
    await save_lesson(db, 7, "mandala", 0, '{"c": 3}', 12.0)
    assert await saved_lesson(db, BIG_ID, "mandala") == (3, '{"a": 1}')
    await save_lesson(db, BIG_ID, "mandala", 4, '{"a": 2}', 13.0)  # the next step replaces it
    assert await saved_lesson(db, BIG_ID, "mandala") == (4, '{"a": 2}')
    await drop_lesson(db, BIG_ID, "mandala")
    assert await saved_lesson(db, BIG_ID, "mandala") is None
    assert await saved_lesson(db, BIG_ID, "flowers") == (1, '{"b": 2}')
    assert await saved_lesson(db, 7, "mandala") == (0, '{"c": 3}')
