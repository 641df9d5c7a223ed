"""The deadlines of challenges and live turns, across both tables: the soonest one (the sweep
sleeps until then), those due now, and who is told when one is written."""

from __future__ import annotations

from collections.abc import Callable

from . import rows
from .db import Database
from .models import Challenge, Match
from .shards import Shards, shard_clause


def next_deadline_query(after: float, shards: Shards | None) -> tuple[str, tuple[object, ...]]:
    """The SQL (and its parameters) of Deadlines.next_after: each part's condition is the one
    of a partial index (challenges_open_expiry, matches_due_reminder, matches_due_forfeit),
    so each minimum is read from its index."""
    mine, shard_params = shard_clause(shards)
    sql = (
        "SELECT MIN(at) AS at FROM ("
        "SELECT MIN(expires_at) AS at FROM challenges"
        f" WHERE status = 'open' AND expires_at > ? AND {mine}"
        " UNION ALL SELECT MIN(remind_at) AS at FROM matches"
        f" WHERE status = 'active' AND reminded = 0 AND remind_at > ? AND {mine}"
        " UNION ALL SELECT MIN(forfeit_at) AS at FROM matches"
        f" WHERE status = 'active' AND forfeit_at > ? AND {mine}"
        ") AS due"
    )
    return sql, (after, *shard_params) * 3


class Deadlines:
    """Challenge expiries, turn reminders and timeouts (`store.deadlines`)."""

    def __init__(self, db: Database) -> None:
        self.db = db
        # told of every deadline written (a challenge opened, a turn started), so a sweep
        # sleeping until a later one wakes in time; called after the commit (they must not raise)
        self.listeners: list[Callable[[float], None]] = []

    def told(self, *deadlines: float | None) -> None:
        """Tell the listeners the soonest of the deadlines just committed (None: no deadline)."""
        soonest = min((d for d in deadlines if d is not None), default=None)
        if soonest is not None:
            for listener in self.listeners:
                listener(soonest)

    async def next_after(self, after: float, shards: Shards | None = None) -> float | None:
        """The earliest deadline later than `after` of any kind (an open challenge's expiry, a
        live turn's reminder not sent yet, its timeout), of `shards`' guilds: the sweep sleeps
        until then. One already due at `after` is not it (that sweep handled it, or failed and
        tries again later, not at once in a loop)."""
        row = await self.db.fetchone(*next_deadline_query(after, shards))
        return None if row is None or row["at"] is None else float(row["at"])

    async def due_reminders(self, now: float, shards: Shards | None = None) -> list[Match]:
        """Live matches whose player to move should be reminded now (of `shards`' guilds)."""
        return await self._live_where("reminded = 0 AND remind_at <= ?", now, shards=shards)

    async def due_forfeits(self, now: float, shards: Shards | None = None) -> list[Match]:
        """Live matches whose player to move has run out of time (of `shards`' guilds)."""
        return await self._live_where("forfeit_at <= ?", now, shards=shards)

    async def _live_where(self, condition: str, *params: object,
                          shards: Shards | None = None) -> list[Match]:
        """Live matches whose row meets `condition` (a constant SQL fragment with ? marks)."""
        mine, mine_params = shard_clause(shards)
        found = await self.db.fetchall(
            rows.MATCH_SELECT + " WHERE m.id IN (SELECT id FROM matches WHERE status = 'active'"
            f" AND {condition} AND {mine})" + rows.MATCH_ORDER,
            (*params, *mine_params),
        )
        return rows.matches(found)

    async def mark_reminded(self, match_id: int, expected_version: int) -> bool:
        """Claim the reminder for this turn; False if someone moved meanwhile (or it was sent)."""
        async with self.db.transaction() as conn:
            changed = await conn.execute(
                "UPDATE matches SET reminded = 1 WHERE id = ? AND version = ?"
                " AND status = 'active' AND reminded = 0",
                (match_id, expected_version),
            )
            return changed == 1

    async def expired_challenges(self, now: float, shards: Shards | None = None,
                                 ) -> list[Challenge]:
        """Open challenges whose time is up, oldest deadline first, for the expiry sweep (of
        `shards`' guilds only, when given)."""
        mine, params = shard_clause(shards)
        found = await self.db.fetchall(
            "SELECT * FROM challenges WHERE status = 'open' AND expires_at <= ?"
            f" AND {mine} ORDER BY expires_at, id",
            (now, *params),
        )
        return [rows.challenge(r) for r in found]
