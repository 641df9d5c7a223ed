"""A lesson left half way is found again after the bot restarts (a new database connection)."""

from __future__ import annotations

from pathlib import Path

from play.lessons import keep, run
from store import Database
from store.lessons import save_lesson

NAMES = ("Ada", "Teacher")


async def test_leave_and_come_back_after_a_restart(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "l.db")
    progress = await keep.begin(db, 42, "flowers", 1.0)
    for _ in range(3):
        progress = run.answer(progress, run.course("flowers").lesson.steps[progress.step]
                              .expected[0], "en", NAMES).progress
        await keep.keep(db, 42, progress, 2.0)
    await db.close()

    db = await Database.open(tmp_path / "l.db")  # the restart
    back = await keep.resume(db, 42, "flowers", 3.0)
    assert back == progress and back.step == 3
    assert (await keep.resume(db, 42, "mandala", 3.0)) == run.start("mandala")  # none yet
    await keep.forget(db, 42, "flowers")
    assert await keep.resume(db, 42, "flowers", 4.0) == run.start("flowers")
    await db.close()


async def test_a_stored_lesson_that_no_longer_reads_starts_over(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "l.db")
    await save_lesson(db, 42, "mandala", 2, "not json", 1.0)
    assert await keep.resume(db, 42, "mandala", 2.0) == run.start("mandala")
    await save_lesson(db, 42, "mandala", 99, run.start("mandala").state, 1.0)
    assert await keep.resume(db, 42, "mandala", 2.0) == run.start("mandala")
    await db.close()
