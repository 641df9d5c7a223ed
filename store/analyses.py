"""The cached analyses of finished matches: one JSON text per (match, seat), written once."""

from __future__ import annotations

from .db import Database


class Analyses:
    """The analyses table (`store.analyses`)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def saved(self, match_id: int, seat: int) -> str | None:
        row = await self.db.fetchone(
            "SELECT result FROM analyses WHERE match_id = ? AND seat = ?", (match_id, seat))
        return None if row is None else str(row[0])

    async def save(self, match_id: int, seat: int, result: str, now: float) -> None:
        """Keep `result`; a second analysis of the same seat (two clicks racing) keeps the
        first, which is the same: the analysis is deterministic."""
        async with self.db.transaction() as conn:
            await conn.execute("INSERT INTO analyses (match_id, seat, result, created_at) "
                               "VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                               (match_id, seat, result, now))
