"""The action log table: every action of a match in order, each with the events it caused
(as text). Append-only: `Matches.record` writes an entry with the state it led to."""

from __future__ import annotations

from . import rows
from .db import Database
from .log import LogCode
from .models import LoggedAction

RECENT_MOST = 64  # log entries `recent` reads at most (more than a message can tell)


class ActionLog:
    """The action log (`store.log`), read only: its entries are written by `Matches.record`."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def actions(self, match_id: int) -> list[LoggedAction]:
        found = await self.db.fetchall(
            "SELECT * FROM action_log WHERE match_id = ? ORDER BY seq", (match_id,)
        )
        return [rows.action(r) for r in found]

    async def recent(self, match_id: int, upto: int, seats: int, *, whole: bool = False,
                     most: int = RECENT_MOST) -> list[LoggedAction]:
        """The end of the match's log up to `upto`, enough to tell each of the `seats` what
        happened since its own last entry: from the oldest of the seats' last entries and of
        the last move on the board (from the start while a seat has none yet, or when
        `whole`), at most `most` entries. One read, whose size does not grow with the match's
        length."""
        no_move = tuple(LogCode)
        marks = ", ".join(f"?{n}" for n in range(5, 5 + len(no_move)))
        found = await self.db.fetchall(
            "SELECT * FROM action_log WHERE match_id = ?1 AND seq <= ?2 AND seq > ?2 - ?3"
            " AND seq >= (SELECT CASE WHEN COUNT(DISTINCT seat) < ?4 THEN 1 ELSE MIN(s) END"
            " FROM (SELECT seat, MAX(seq) AS s FROM action_log WHERE match_id = ?1"
            " AND seq <= ?2 AND seat IS NOT NULL GROUP BY seat"
            " UNION ALL SELECT NULL, MAX(seq) FROM action_log WHERE match_id = ?1"
            f" AND seq <= ?2 AND action NOT IN ({marks})) AS lasts)"
            " ORDER BY seq",
            (match_id, upto, most, seats + 1 if whole else seats, *no_move),
        )
        return [rows.action(r) for r in found]
