"""Where each member stands in each game's lesson: the step and the table's JSON, kept like a
match so a learner may leave and come back, across restarts; with the hints they took."""

from __future__ import annotations

from typing import NamedTuple

from .db import Database


class SavedLesson(NamedTuple):
    """A stored lesson: the step, the table's JSON, the hints taken in it, and whether the
    step it stands at was hinted already."""

    step: int
    state: str
    hints: int = 0
    hinted: bool = False


class Lessons:
    """The lessons table (`store.lessons`)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def saved(self, user_id: int, kind: str) -> SavedLesson | None:
        """`user_id`'s lesson of `kind`, or None if they have none."""
        row = await self.db.fetchone("SELECT step, state, hints, hinted FROM lessons "
                                     "WHERE user_id = ? AND kind = ?", (user_id, kind))
        return None if row is None else SavedLesson(int(row[0]), str(row[1]), int(row[2]),
                                                    bool(row[3]))

    async def save(self, user_id: int, kind: str, step: int, state: str,
                   now: float, hints: int = 0, hinted: bool = False) -> None:
        """Keep where the learner stands (a new lesson replaces the old one)."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "INSERT INTO lessons (user_id, kind, step, state, updated_at, hints, hinted) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (user_id, kind) DO UPDATE SET step = excluded.step, "
                "state = excluded.state, updated_at = excluded.updated_at, "
                "hints = excluded.hints, hinted = excluded.hinted",
                (user_id, kind, step, state, now, hints, int(hinted)))

    async def count_hint(self, user_id: int, kind: str, step: int) -> None:
        """Count a hint at `step`, once: only the row still at that step and not yet hinted
        there changes (a move stored meanwhile by another click is not undone by the hint)."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE lessons SET hints = hints + 1, hinted = 1 "
                "WHERE user_id = ? AND kind = ? AND step = ? AND hinted = 0",
                (user_id, kind, step))

    async def drop(self, user_id: int, kind: str) -> None:
        """Forget a lesson (finished, or started over)."""
        async with self.db.transaction() as conn:
            await conn.execute("DELETE FROM lessons WHERE user_id = ? AND kind = ?",
                               (user_id, kind))
