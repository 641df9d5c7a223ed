"""The results table and the standings (ratings) it feeds: a match's results per seat, a
member's rating history, and the server's leaderboard."""

from __future__ import annotations

from . import rows
from .db import Database
from .models import Result, Standing
from .ratings import PROVISIONAL_RD

# Must match the ratings_board index expression so the engine can walk it.
_BOARD_ORDER = "ORDER BY mu DESC, games DESC, user_id"


class Results:
    """Results and standings (`store.results`); written only at a match's end (store.finish)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def of_match(self, match_id: int) -> list[Result]:
        found = await self.db.fetchall(
            "SELECT * FROM results WHERE match_id = ? ORDER BY seat", (match_id,)
        )
        return [rows.result(r) for r in found]

    async def rating_history(self, guild_id: int, kind: str,
                             user_id: int) -> list[tuple[float, float]]:
        """The member's rating and its deviation after each of their rated games here, in the
        order the games ended (the rating chart)."""
        found = await self.db.fetchall(
            "SELECT r.mu_after, r.sigma_after FROM results AS r"
            " JOIN matches AS m ON m.id = r.match_id"
            " WHERE m.guild_id = ? AND m.kind = ? AND r.user_id = ? AND r.mu_after IS NOT NULL"
            " ORDER BY m.updated_at, m.id",
            (guild_id, kind, user_id),
        )
        return [(float(r["mu_after"]), float(r["sigma_after"])) for r in found]

    async def leaderboard(
        self, guild_id: int, kind: str, *, limit: int = 10, offset: int = 0,
        provisional: bool = False,
    ) -> list[Standing]:
        """One page of the server's table for a game, best rating first: established players
        only (a provisional rating is still far from the player's strength), or everyone who
        played with `provisional`."""
        found = await self.db.fetchall(
            "SELECT * FROM ratings WHERE guild_id = ? AND kind = ? AND games > 0 "
            + ("" if provisional else "AND sigma <= ? ") + _BOARD_ORDER + " LIMIT ? OFFSET ?",
            (guild_id, kind, *(() if provisional else (PROVISIONAL_RD,)), limit, offset),
        )
        return [rows.standing(r) for r in found]

    async def standing(self, guild_id: int, kind: str, user_id: int) -> Standing | None:
        row = await self.db.fetchone(
            "SELECT * FROM ratings WHERE guild_id = ? AND kind = ? AND user_id = ?",
            (guild_id, kind, user_id),
        )
        return rows.standing(row) if row else None

    async def rank_of(self, guild_id: int, kind: str, user_id: int) -> int | None:
        """1-based place on the default leaderboard (same order), or None if not on it (no
        game, or still provisional)."""
        row = await self.db.fetchone(
            "SELECT pos FROM (SELECT user_id, ROW_NUMBER() OVER (" + _BOARD_ORDER + ") AS pos"
            " FROM ratings WHERE guild_id = ? AND kind = ? AND games > 0 AND sigma <= ?)"
            " AS board WHERE user_id = ?",
            (guild_id, kind, PROVISIONAL_RD, user_id),
        )
        return row["pos"] if row else None
