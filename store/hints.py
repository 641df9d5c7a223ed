"""Hints used in a match, per seat, so its log and result can say how many a player took."""

from __future__ import annotations

from .db import Database


class Hints:
    """The hints table (`store.hints`)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def count(self, match_id: int, seat: int, version: int) -> int:
        """One more hint for `seat` in match `match_id` at its action `version` (the turn asked
        about); asked again on the same turn it is the same hint, not counted twice (a newcomer
        who clicked it three times for one move read "3 hints used"). Returns how many that seat
        has used."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "INSERT INTO hints (match_id, seat, used, at_version) VALUES (?, ?, 1, ?) "
                "ON CONFLICT (match_id, seat) DO UPDATE SET used = hints.used + CASE WHEN "
                "hints.at_version = excluded.at_version THEN 0 ELSE 1 END, "
                "at_version = excluded.at_version",
                (match_id, seat, version))
            row = await conn.fetchone(
                "SELECT used FROM hints WHERE match_id = ? AND seat = ?", (match_id, seat))
        assert row is not None  # written just above, in the same transaction
        return int(row[0])

    async def used(self, match_id: int) -> dict[int, int]:
        """Seat -> hints used in match `match_id` (seats that took none are absent)."""
        rows = await self.db.fetchall(
            "SELECT seat, used FROM hints WHERE match_id = ? ORDER BY seat", (match_id,))
        return {int(r[0]): int(r[1]) for r in rows}
