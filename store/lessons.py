"""Where each member stands in each game's lesson: the step and the table's JSON, kept like a
match so a learner may leave and come back, across restarts."""

from __future__ import annotations

from .db import Database


async def saved_lesson(db: Database, user_id: int, kind: str) -> tuple[int, str] | None:
    """(step, table JSON) of `user_id`'s lesson of `kind`, or None if they have none."""
    row = await db.fetchone("SELECT step, state FROM lessons WHERE user_id = ? AND kind = ?",
                            (user_id, kind))
    return None if row is None else (int(row[0]), str(row[1]))


async def save_lesson(db: Database, user_id: int, kind: str, step: int, state: str,
                      now: float) -> None:
    """Keep where the learner stands (a new lesson replaces the old one)."""
    async with db.transaction() as conn:
        await conn.execute(
            "INSERT INTO lessons (user_id, kind, step, state, updated_at) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (user_id, kind) DO UPDATE SET step = excluded.step, "
            "state = excluded.state, updated_at = excluded.updated_at",
            (user_id, kind, step, state, now))


async def drop_lesson(db: Database, user_id: int, kind: str) -> None:
    """Forget a lesson (finished, or started over)."""
    async with db.transaction() as conn:
        await conn.execute("DELETE FROM lessons WHERE user_id = ? AND kind = ?", (user_id, kind))
