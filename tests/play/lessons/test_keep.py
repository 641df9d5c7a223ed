"""A lesson left half way is found again after the bot restarts (a new database connection)."""

from __future__ import annotations

from pathlib import Path

from play.lessons import keep, run
from store import Database, Lessons

NAMES = ("Ada", "Teacher")


async def test_leave_and_come_back_after_a_restart(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "l.db")
    lessons = Lessons(db)
    progress = await keep.begin(lessons, 42, "flowers", 1.0)
    for _ in range(3):
        progress = run.answer(progress, run.course("flowers").lesson.steps[progress.step]
                              .expected[0], "en", NAMES).progress
        await keep.keep(lessons, 42, progress, 2.0)
    await db.close()

    db = await Database.open(tmp_path / "l.db")  # the restart
    lessons = Lessons(db)
    back = await keep.resume(lessons, 42, "flowers", 3.0)
    assert back == progress and back.step == 3
    assert (await keep.resume(lessons, 42, "mandala", 3.0)) == run.start("mandala")  # none yet
    await keep.forget(lessons, 42, "flowers")
    assert await keep.resume(lessons, 42, "flowers", 4.0) == run.start("flowers")
    await db.close()


async def test_a_stored_lesson_that_no_longer_reads_starts_over(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "l.db")
    lessons = Lessons(db)
    await lessons.save(42, "mandala", 2, "not json", 1.0)
    assert await keep.resume(lessons, 42, "mandala", 2.0) == run.start("mandala")
    await lessons.save(42, "mandala", 99, run.start("mandala").state, 1.0)
    assert await keep.resume(lessons, 42, "mandala", 2.0) == run.start("mandala")
    await db.close()
