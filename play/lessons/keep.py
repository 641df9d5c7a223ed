"""A learner's lesson kept in the database after every step (store/lessons.py), so leaving and
coming back, or a restart of the bot, loses nothing."""

from __future__ import annotations

from play.lessons.run import Progress, course, start
from store import Lessons


async def begin(lessons: Lessons, user_id: int, game: str, now: float) -> Progress:
    """A new lesson from its first step (replacing one in progress)."""
    progress = start(game)
    await keep(lessons, user_id, progress, now)
    return progress


async def resume(lessons: Lessons, user_id: int, game: str, now: float) -> Progress:
    """Where the learner left off; a new lesson if they have none (or it no longer reads: a
    lesson changed since is started over rather than shown broken)."""
    course(game)
    saved = await lessons.saved(user_id, game)
    if saved is not None:
        step, state, hints, hinted = saved
        progress = Progress(game, step, state, hints, hinted)
        try:
            if step <= len(course(game).lesson.steps):
                course(game).kind.from_json(state)
                return progress
        except ValueError:
            pass
    return await begin(lessons, user_id, game, now)


async def keep(lessons: Lessons, user_id: int, progress: Progress, now: float) -> None:
    """Store where the learner stands (after each answer that moved on, and each hint)."""
    await lessons.save(user_id, progress.game, progress.step, progress.state, now,
                       progress.hints, progress.hinted)


async def hinted(lessons: Lessons, user_id: int, progress: Progress) -> None:
    """Count the hint taken at `progress`'s step (once a step), touching nothing else: a
    move another click stored meanwhile stays."""
    await lessons.count_hint(user_id, progress.game, progress.step)


async def forget(lessons: Lessons, user_id: int, game: str) -> None:
    """Drop the learner's lesson of `game` (they start over with `begin`)."""
    await lessons.drop(user_id, game)
