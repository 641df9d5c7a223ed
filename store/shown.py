"""Replay frames shown in a channel: when each member last showed one, so a member posts at most
one per interval however fast or how often they press (the limit is one statement on a unique
key, atomic in SQLite and PostgreSQL alike, never a read then a write)."""

from __future__ import annotations

import secrets

from .db import Database


class Shown:
    """The shown_frames table (`store.shown`)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def claim(self, guild_id: int, user_id: int, now: float,
                    every: float) -> tuple[str | None, float]:
        """Take this member's turn to show a frame: (a claim to `release` if the post fails, 0)
        when their last one is `every` seconds old or more, else (None, seconds left to wait).
        Two presses at once both reach the upsert; the row's lock lets one through, and the
        other finds the winner's claim on the row, not its own."""
        mine = secrets.token_hex(8)
        async with self.db.transaction() as conn:
            await conn.execute(
                "INSERT INTO shown_frames (guild_id, user_id, at, claim) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (guild_id, user_id) DO UPDATE SET at = excluded.at,"
                " claim = excluded.claim WHERE shown_frames.at <= ?",
                (guild_id, user_id, now, mine, now - every))
            row = await conn.fetchone(
                "SELECT at, claim FROM shown_frames WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id))
        assert row is not None  # written or kept just above, in the same transaction
        if row["claim"] == mine:
            return mine, 0.0
        return None, max(0.0, float(row["at"]) + every - now)

    async def release(self, guild_id: int, user_id: int, claim: str) -> None:
        """Give back a claim whose post Discord refused: nothing was shown, so nothing to wait
        for (only this claim: a later one stays)."""
        async with self.db.transaction() as conn:
            await conn.execute("DELETE FROM shown_frames WHERE guild_id = ? AND user_id = ?"
                               " AND claim = ?", (guild_id, user_id, claim))
