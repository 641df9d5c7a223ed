"""The matches table (with its seats, match_players): a match from its start to its end, each
action recorded with its new state and deadlines.

Every write that must be all-or-nothing is one transaction; concurrent clicks are settled by the
match version (optimistic concurrency) and a live channel by a unique index, not by Python state.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from . import rows
from .challenges import ChallengeClosed
from .db import Database, IntegrityError
from .deadlines import Deadlines
from .finish import check_end, write_end
from .models import Match, MatchEnd, MatchOutcome, MatchStatus
from .shards import Shards, shard_clause


class ChannelBusy(Exception):
    """A live match already holds this channel (or thread)."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(f"channel {channel_id} already has a live match")
        self.channel_id = channel_id


def clocks_text(clocks: Sequence[float | None] | None) -> str | None:
    """A live match's clocks as stored (JSON, null for a bot seat); None without a clock."""
    return None if clocks is None else json.dumps(list(clocks))


class _Stale(Exception):
    """Internal: roll record() back because its expected version was overtaken."""


class Matches:
    """The matches table (`store.matches`): frozen `Match`es; its deadlines written are told
    to `deadlines`."""

    def __init__(self, db: Database, deadlines: Deadlines) -> None:
        self.db = db
        self.deadlines = deadlines

    async def create(
        self,
        *,
        kind: str,
        guild_id: int,
        channel_id: int,
        players: Sequence[int],
        state: str,
        now: float,
        remind_at: float | None,
        forfeit_at: float | None,
        challenge_id: int | None = None,
        rematch_of: int | None = None,
        bots: Sequence[str | None] | None = None,
        thread_id: int | None = None,
        pace: str | None = None,
        clocks: Sequence[float | None] | None = None,
    ) -> Match:
        """Start a match (accepting its challenge, if any) atomically, played in `thread_id`
        (a thread of `channel_id`) when given, else in the channel itself.

        Raises ChallengeClosed if the challenge is not open any more and ChannelBusy if its
        place (the thread, else the channel) already has a live match; either way nothing is
        written.
        """
        if not players or len(set(players)) != len(players):
            raise ValueError(f"players must be distinct and non-empty, got {tuple(players)}")
        async with self.db.transaction() as conn:
            if challenge_id is not None:
                changed = await conn.execute(
                    "UPDATE challenges SET status = 'accepted' WHERE id = ? AND status = 'open'",
                    (challenge_id,),
                )
                if changed != 1:
                    raise ChallengeClosed(challenge_id)
            try:
                row = await conn.fetchone(
                    "INSERT INTO matches (kind, guild_id, channel_id, status, state, version,"
                    " created_at, updated_at, turn_started_at, remind_at, forfeit_at, reminded,"
                    " rematch_of, initial_state, thread_id, published_version, pace, clocks)"
                    " VALUES (?, ?, ?, 'active', ?, 0, ?, ?, ?, ?, ?, 0, ?, ?, ?, -1, ?, ?)"
                    " RETURNING id",
                    (kind, guild_id, channel_id, state, now, now, now, remind_at, forfeit_at,
                     rematch_of, state, thread_id, pace, clocks_text(clocks)),
                )
            except IntegrityError as e:
                if e.on("matches_live_place"):
                    raise ChannelBusy(thread_id or channel_id) from e
                raise
            assert row is not None
            match_id: int = row["id"]
            await conn.executemany(
                "INSERT INTO match_players (match_id, seat, user_id, bot_level)"
                " VALUES (?, ?, ?, ?)",
                [(match_id, seat, user, (bots or [None] * len(players))[seat])
                 for seat, user in enumerate(players)],
            )
            if challenge_id is not None:
                await conn.execute(
                    "UPDATE challenges SET match_id = ? WHERE id = ?", (match_id, challenge_id)
                )
        self.deadlines.told(remind_at, forfeit_at)
        match = await self.get(match_id)
        assert match is not None
        return match

    async def get(self, match_id: int) -> Match | None:
        found = await self.db.fetchall(
            rows.MATCH_SELECT + " WHERE m.id = ?" + rows.MATCH_ORDER, (match_id,)
        )
        return next(iter(rows.matches(found)), None)

    async def live_in_channel(self, channel_id: int) -> Match | None:
        """The live match played in this channel or thread (its place, see `Match.place_id`):
        a channel whose matches are in threads has none of its own."""
        found = await self.db.fetchall(
            rows.MATCH_SELECT + " WHERE COALESCE(m.thread_id, m.channel_id) = ?"
            " AND m.status = 'active'" + rows.MATCH_ORDER,
            (channel_id,),
        )
        return next(iter(rows.matches(found)), None)

    async def latest_in_channel(self, channel_id: int, kind: str, *,
                                finished: bool = False) -> Match | None:
        """The live match of this kind here, else the one that ended last (for its log);
        `finished`: the one that ended last, even while another is live (for its replay). In a
        channel, its threads' matches count as its own."""
        only = " AND status != 'active'" if finished else ""
        found = await self.db.fetchall(
            rows.MATCH_SELECT + " WHERE m.id = (SELECT id FROM matches WHERE"
            f" (channel_id = ?1 OR thread_id = ?1) AND kind = ?2{only}"
            " ORDER BY status = 'active' DESC, id DESC LIMIT 1)" + rows.MATCH_ORDER,
            (channel_id, kind),
        )
        return next(iter(rows.matches(found)), None)

    async def live_with_bots(self, shards: Shards | None = None) -> list[Match]:
        """Live matches with a bot seat (to resume the bot's turn after a restart), of
        `shards`' guilds only when given."""
        return await self._where(
            "m.status = 'active' AND m.id IN"
            " (SELECT match_id FROM match_players WHERE bot_level IS NOT NULL)", shards)

    async def live_clocked(self, shards: Shards | None = None) -> list[Match]:
        """Live matches whose player to move has a running clock (of `shards`' guilds)."""
        return await self._where(
            "m.status = 'active' AND m.clocks IS NOT NULL AND m.forfeit_at IS NOT NULL", shards)

    async def any_live_clock(self, shards: Shards | None = None) -> bool:
        """Whether a live clock runs in `shards`' guilds (one SELECT, no match read)."""
        mine, params = shard_clause(shards)
        row = await self.db.fetchone(
            "SELECT 1 FROM matches WHERE status = 'active' AND clocks IS NOT NULL"
            f" AND forfeit_at IS NOT NULL AND {mine} LIMIT 1", params)
        return row is not None

    async def extend_forfeit(self, match_id: int, version: int, forfeit_at: float) -> bool:
        """Move the running clock's end later (time it was not charged); nothing if the match
        moved past `version` meanwhile (the move's own deadline stands) or the end is later."""
        async with self.db.transaction() as conn:
            changed = await conn.execute(
                "UPDATE matches SET forfeit_at = ? WHERE id = ? AND version = ?"
                " AND status = 'active' AND forfeit_at < ?",
                (forfeit_at, match_id, version, forfeit_at))
        if changed:
            self.deadlines.told(forfeit_at)
        return changed == 1

    async def _where(self, condition: str, shards: Shards | None) -> list[Match]:
        """The matches meeting `condition` (SQL without values) in `shards`' guilds (all when
        None), oldest first."""
        mine, params = shard_clause(shards, "m.guild_id")
        found = await self.db.fetchall(
            rows.MATCH_SELECT + f" WHERE {condition} AND {mine}" + rows.MATCH_ORDER, params)
        return rows.matches(found)

    async def live_of(self, user_id: int) -> list[Match]:
        """Every live match this user sits in, oldest first."""
        found = await self.db.fetchall(
            rows.MATCH_SELECT + " WHERE m.status = 'active' AND m.id IN"
            " (SELECT match_id FROM match_players WHERE user_id = ?)" + rows.MATCH_ORDER,
            (user_id,),
        )
        return rows.matches(found)

    async def record(
        self,
        match_id: int,
        *,
        expected_version: int,
        seat: int | None,
        action: str,
        state: str,
        now: float,
        remind_at: float | None = None,
        forfeit_at: float | None = None,
        end: MatchEnd | None = None,
        keep_clock: bool = False,
        events: str | None = None,
        clocks: Sequence[float | None] | None = None,
    ) -> Match | None:
        """Apply one action: log it (with the `events` it caused, as text), store the new state
        and deadlines, and finish the match if `end` is given. `keep_clock` leaves the turn's
        start, deadlines and reminder as they were (another seat acted; the one to move is the
        same); `clocks` (a live pace's, per seat) are written with the deadlines. Returns None
        (writing nothing) if the match moved past expected_version or is not live, which is
        how two concurrent clicks cannot both apply."""
        status: MatchStatus = MatchStatus.ACTIVE
        outcome: MatchOutcome | None = None
        if end is not None:
            check_end(end, len(end.ranks))  # before the transaction: a bad end writes nothing
            status = (MatchStatus.CANCELLED if end.outcome == MatchOutcome.CANCELLED
                      else MatchStatus.FINISHED)
            outcome = end.outcome
            remind_at = forfeit_at = None
            keep_clock = False
        clock: tuple[object, ...] = () if keep_clock else (now, remind_at, forfeit_at,
                                                           clocks_text(clocks))
        try:
            async with self.db.transaction() as conn:
                changed = await conn.execute(
                    "UPDATE matches SET state = ?, version = version + 1, updated_at = ?,"
                    + ("" if keep_clock else " turn_started_at = ?, remind_at = ?,"
                       " forfeit_at = ?, reminded = 0, clocks = ?,")
                    + " status = ?, outcome = ?"
                    " WHERE id = ? AND version = ? AND status = 'active'",
                    (state, now, *clock, status, outcome, match_id, expected_version),
                )
                if changed != 1:
                    raise _Stale
                await conn.execute(
                    "INSERT INTO action_log (match_id, seq, seat, action, at, events)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (match_id, expected_version + 1, seat, action, now, events),
                )
                match = rows.matches(await conn.fetchall(
                    rows.MATCH_SELECT + " WHERE m.id = ?" + rows.MATCH_ORDER, (match_id,)
                ))[0]
                if end is not None:
                    await write_end(
                        conn, match_id=match_id, guild_id=match.guild_id, kind=match.kind,
                        players=match.players, end=end, now=now, bots=match.bots,
                    )
        except _Stale:
            return None
        if not keep_clock:
            self.deadlines.told(remind_at, forfeit_at)
        return match

    async def mark_published(self, match_id: int, version: int) -> None:
        """Everything up to `version` of this match is shown (its table, the turn notice, the
        bot's next move started): a start does not publish it again. Never moves back."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE matches SET published_version = ? WHERE id = ? AND published_version < ?",
                (version, match_id, version),
            )

    async def unpublished(self, shards: Shards | None = None) -> list[Match]:
        """Matches (live or just ended) with a recorded step not shown yet, oldest first: what
        a crash between a commit and its publication left behind (of `shards`' guilds)."""
        return await self._where("m.published_version < m.version", shards)

    async def set_table_message(self, match_id: int, message_id: int, posted_at: float) -> None:
        """Remember the current table message, so the next turn edits it instead of reposting."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE matches SET table_message_id = ?, table_posted_at = ? WHERE id = ?",
                (message_id, posted_at, match_id),
            )

    async def live_in_threads(self, shards: Shards | None = None) -> list[Match]:
        """Live matches played in a thread, to find their threads again after a restart (of
        `shards`' guilds only, when given)."""
        return await self._where("m.status = 'active' AND m.thread_id IS NOT NULL", shards)

    async def set_ping_message(self, match_id: int, message_id: int | None) -> None:
        """Remember the current "your turn" notice, so the next one replaces it."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE matches SET ping_message_id = ? WHERE id = ?", (message_id, match_id)
            )

    async def finished_of(self, guild_id: int, kind: str, user_id: int | None, *,
                          limit: int = 10) -> list[Match]:
        """The newest finished or cancelled matches of a game in a server (of one member when
        `user_id` is given), newest first."""
        mine = " AND id IN (SELECT match_id FROM match_players WHERE user_id = ?)"
        params: list[object] = [guild_id, kind]
        if user_id is not None:
            params.append(user_id)
        found = await self.db.fetchall(
            rows.MATCH_SELECT + " WHERE m.id IN (SELECT id FROM matches WHERE guild_id = ?"
            " AND kind = ? AND status != 'active'" + (mine if user_id is not None else "")
            + " ORDER BY updated_at DESC, id DESC LIMIT ?)" + rows.MATCH_ORDER,
            (*params, limit),
        )
        return sorted(rows.matches(found), key=lambda m: (m.updated_at, m.id), reverse=True)

    async def last_bot_level(self, guild_id: int, kind: str, user_id: int
                             ) -> tuple[bool, str | None]:
        """Whether this member ever sat in a match of this game in this server (cancelled ones
        too), and the bot's level in the newest of those that seated the bot (None: none did)."""
        mine = ("SELECT m.id FROM matches m JOIN match_players p ON p.match_id = m.id"
                " WHERE m.guild_id = ? AND m.kind = ? AND p.user_id = ?")
        played = await self.db.fetchone(mine + " LIMIT 1", (guild_id, kind, user_id))
        if played is None:
            return False, None
        row = await self.db.fetchone(
            "SELECT b.bot_level FROM match_players b WHERE b.bot_level IS NOT NULL"
            f" AND b.match_id IN ({mine}) ORDER BY b.match_id DESC, b.seat LIMIT 1",
            (guild_id, kind, user_id))
        return True, (str(row["bot_level"]) if row is not None else None)

    async def live_counts(self, shards: Shards | None = None) -> dict[str, int]:
        """Live matches by game and open challenges (of `shards`' guilds), for /health."""
        mine, params = shard_clause(shards)
        found = await self.db.fetchall(
            f"SELECT kind, COUNT(*) AS n FROM matches WHERE status = 'active' AND {mine}"
            " GROUP BY kind ORDER BY kind", params,
        )
        counts = {f"live_{r['kind']}": int(r["n"]) for r in found}
        row = await self.db.fetchone(
            f"SELECT COUNT(*) AS n FROM challenges WHERE status = 'open' AND {mine}", params,
        )
        counts["open_challenges"] = int(row["n"]) if row else 0
        return counts
