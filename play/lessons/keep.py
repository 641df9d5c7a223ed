"""A learner's lesson kept in the database after every step (store/lessons.py), so leaving and
coming back, or a restart of the bot, loses nothing."""

from __future__ import annotations

from play.lessons.run import Progress, course, start
from store.db import Database
from store.lessons import drop_lesson, save_lesson, saved_lesson


async def begin(db: Database, user_id: int, game: str, now: float) -> Progress:
    """A new lesson from its first step (replacing one in progress)."""
    progress = start(game)
    await keep(db, user_id, progress, now)
    return progress


async def resume(db: Database, user_id: int, game: str, now: float) -> Progress:
    """Where the learner left off; a new lesson if they have none (or it no longer reads: a
    lesson changed since is started over rather than shown broken)."""
    course(game)
    saved = await saved_lesson(db, user_id, game)
    if saved is not None:
        step, state = saved
        progress = Progress(game, step, state)
        try:
            if step <= len(course(game).lesson.steps):
                course(game).kind.from_json(state)
                return progress
        except ValueError:
            pass
    return await begin(db, user_id, game, now)


async def keep(db: Database, user_id: int, progress: Progress, now: float) -> None:
    """Store where the learner stands (after each answer that moved on)."""
    await save_lesson(db, user_id, progress.game, progress.step, progress.state, now)


async def forget(db: Database, user_id: int, game: str) -> None:
    """Drop the learner's lesson of `game` (they start over with `begin`)."""
    await drop_lesson(db, user_id, game)
