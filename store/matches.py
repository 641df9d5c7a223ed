"""The repository the cogs use: challenges, matches, the action log, results and standings.

Every write that must be all-or-nothing is one transaction; concurrent clicks are settled by the
match version (optimistic concurrency) and a live channel by a unique index, not by Python state.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence

from . import rows
from .db import Database, IntegrityError
from .finish import check_end, write_end
from .kept import keep_value, member_setting, read_value, server_setting
from .log import LogCode
from .models import (
    Challenge,
    ChallengeStatus,
    LoggedAction,
    Match,
    MatchEnd,
    MatchOutcome,
    MatchStatus,
    Result,
    Standing,
    members_key,
)
from .ratings import PROVISIONAL_RD
from .shards import Shards, shard_clause

RECENT_MOST = 64  # log entries `recent_actions` reads at most (more than a message can tell)
_CLOSING_STATUSES = (ChallengeStatus.DECLINED, ChallengeStatus.EXPIRED, ChallengeStatus.WITHDRAWN)
# Must match the ratings_board index expression so the engine can walk it.
_BOARD_ORDER = "ORDER BY mu DESC, games DESC, user_id"


class ChannelBusy(Exception):
    """A live match already holds this channel (or thread)."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(f"channel {channel_id} already has a live match")
        self.channel_id = channel_id


class ChallengeClosed(Exception):
    """The challenge was already accepted, declined, withdrawn or expired."""

    def __init__(self, challenge_id: int) -> None:
        super().__init__(f"challenge {challenge_id} is no longer open")
        self.challenge_id = challenge_id


class RematchTaken(Exception):
    """A rematch of this match was already offered."""

    def __init__(self, match_id: int) -> None:
        super().__init__(f"match {match_id} already has a rematch challenge")
        self.match_id = match_id


class MembersTaken(Exception):
    """An open challenge already holds this set of members (one per set, README)."""

    def __init__(self, guild_id: int, key: str) -> None:
        super().__init__(f"guild {guild_id} already has an open challenge of members {key}")
        self.guild_id, self.key = guild_id, key


def clocks_text(clocks: Sequence[float | None] | None) -> str | None:
    """A live match's clocks as stored (JSON, null for a bot seat); None without a clock."""
    return None if clocks is None else json.dumps(list(clocks))


class _Stale(Exception):
    """Internal: roll record() back because its expected version was overtaken."""


def next_deadline_query(after: float, shards: Shards | None) -> tuple[str, tuple[object, ...]]:
    """The SQL (and its parameters) of MatchStore.next_deadline: each part's condition is the
    one of a partial index (challenges_open_expiry, matches_due_reminder, matches_due_forfeit),
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


class MatchStore:
    """Async methods returning frozen models; the only code that writes game data."""

    def __init__(self, db: Database) -> None:
        self.db = db
        # told of every deadline written (a challenge opened, a turn started), so a sweep
        # sleeping until a later one wakes in time; called after the commit (they must not raise)
        self.deadline_listeners: list[Callable[[float], None]] = []

    def _wrote_deadlines(self, *deadlines: float | None) -> None:
        soonest = min((d for d in deadlines if d is not None), default=None)
        if soonest is not None:
            for listener in self.deadline_listeners:
                listener(soonest)

    def unreachable(self, error: BaseException) -> bool:
        """Whether `error` means the database was out of reach (worth retrying soon)."""
        return self.db.unreachable(error)

    # -- challenges -------------------------------------------------------------------------

    async def create_challenge(
        self,
        *,
        kind: str,
        guild_id: int,
        channel_id: int,
        challenger_id: int,
        invited: Sequence[int],
        now: float,
        expires_at: float,
        options: Mapping[str, str] | None = None,
        lobby: bool = False,
        bots: Mapping[int, str] | None = None,
        rematch_of: int | None = None,
        pace: str | None = None,
    ) -> Challenge:
        """Open a challenge that waits for the invited players until expires_at (a lobby: for
        anyone to join, `invited` empty). Raises RematchTaken if `rematch_of` already has one,
        MembersTaken if an open challenge whose time is not up holds the same members (a unique
        index decides, so two at the same moment can't both open)."""
        key = None if lobby else members_key(challenger_id, invited)
        try:
            async with self.db.transaction() as conn:
                if key is not None:  # one whose time is up lets go of its members (the sweep
                    # still closes it and edits its message)
                    await conn.execute(
                        "UPDATE challenges SET members_key = NULL WHERE guild_id = ?"
                        " AND members_key = ? AND status = 'open' AND expires_at <= ?",
                        (guild_id, key, now))
                row = await conn.fetchone(
                    "INSERT INTO challenges (kind, guild_id, channel_id, challenger_id, invited,"
                    " status, created_at, expires_at, options, lobby, bots, accepted,"
                    " rematch_of, members_key, pace)"
                    " VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (kind, guild_id, channel_id, challenger_id,
                     json.dumps([int(u) for u in invited]), now, expires_at,
                     json.dumps(dict(options or {}), sort_keys=True), int(lobby),
                     json.dumps({str(k): v for k, v in (bots or {}).items()}),
                     json.dumps([int(k) for k in (bots or {})]),  # a bot seat accepts at once
                     rematch_of, key, pace),
                )
                assert row is not None
                new_id: int = row["id"]
        except IntegrityError as e:
            # a second press of one Rematch breaks both indexes; SQLite names either one
            if rematch_of is not None and (
                    e.on("challenges_one_rematch", "challenges.rematch_of")
                    or await self.rematch_challenge(rematch_of) is not None):
                raise RematchTaken(rematch_of) from e
            if key is not None and e.on("challenges_open_members", "challenges.members_key"):
                raise MembersTaken(guild_id, key) from e
            raise
        self._wrote_deadlines(expires_at)
        challenge = await self.get_challenge(new_id)
        assert challenge is not None
        return challenge

    async def set_challenge_message(self, challenge_id: int, message_id: int) -> None:
        """Remember the message showing the challenge, so it can be edited when it closes."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE challenges SET message_id = ? WHERE id = ?", (message_id, challenge_id)
            )

    async def get_challenge(self, challenge_id: int) -> Challenge | None:
        row = await self.db.fetchone("SELECT * FROM challenges WHERE id = ?", (challenge_id,))
        return rows.challenge(row) if row else None

    async def rematch_challenge(self, match_id: int) -> Challenge | None:
        """The challenge offering a rematch of this match, if one was offered."""
        row = await self.db.fetchone("SELECT * FROM challenges WHERE rematch_of = ?", (match_id,))
        return rows.challenge(row) if row else None

    async def challenge_of_match(self, match_id: int) -> Challenge | None:
        """The challenge (or lobby) that started this match: its options and bot levels."""
        row = await self.db.fetchone("SELECT * FROM challenges WHERE match_id = ?", (match_id,))
        return rows.challenge(row) if row else None

    async def open_challenges_of(self, guild_id: int, user_id: int, *, lobby: bool = False,
                                 ) -> list[Challenge]:
        """Open challenges of this server that this member sent or was sent (`lobby`: the open
        tables where the member is seated, host or joined)."""
        found = await self.db.fetchall(
            "SELECT * FROM challenges WHERE guild_id = ? AND status = 'open' AND lobby = ?"
            " AND (challenger_id = ? OR EXISTS (SELECT 1 FROM " + self.db.json_ints("invited") +
            " WHERE value = ?)) ORDER BY id",
            (guild_id, int(lobby), user_id, user_id),
        )
        return [rows.challenge(r) for r in found]

    async def last_challenge_at(self, challenger_id: int) -> float | None:
        """When this member last challenged another member (practice and lobbies ping
        nobody, so they don't count; nor does one withdrawn before it was ever posted), for
        the cooldown."""
        row = await self.db.fetchone(
            "SELECT MAX(created_at) AS at FROM challenges WHERE challenger_id = ? AND lobby = 0"
            " AND (status <> 'withdrawn' OR message_id IS NOT NULL)"
            " AND EXISTS (SELECT 1 FROM " + self.db.json_ints("invited") + " WHERE value >= 0)",
            (challenger_id,),
        )
        return row["at"] if row else None

    async def accept_challenge(self, challenge_id: int, user_id: int) -> Challenge:
        """Record that an invited member accepted an open challenge (idempotent) and return it.
        Raises ChallengeClosed if it is not open; ValueError if the member was not invited.
        Starting the match when nobody is left to accept is create_match's job."""
        async with self.db.transaction() as conn:
            row = await conn.fetchone(
                "SELECT * FROM challenges WHERE id = ? AND status = 'open'", (challenge_id,),
                lock=True,
            )
            if row is None:
                raise ChallengeClosed(challenge_id)
            found = rows.challenge(row)
            if user_id not in found.invited:
                raise ValueError(f"user {user_id} was not invited to challenge {challenge_id}")
            if user_id not in found.accepted:
                accepted = [u for u in found.invited if u in found.accepted or u == user_id]
                await conn.execute(
                    "UPDATE challenges SET accepted = ? WHERE id = ?",
                    (json.dumps(accepted), challenge_id),
                )
        challenge = await self.get_challenge(challenge_id)
        assert challenge is not None
        return challenge

    async def seat_in_lobby(self, challenge_id: int, user_id: int, *, sit: bool,
                            most: int) -> Challenge:
        """Seat a member in an open lobby (at most `most` seats in all) or stand them up.
        Raises ChallengeClosed if it is not an open lobby, ValueError if it is full."""
        async with self.db.transaction() as conn:
            row = await conn.fetchone(
                "SELECT * FROM challenges WHERE id = ? AND status = 'open' AND lobby = 1",
                (challenge_id,), lock=True,
            )
            if row is None:
                raise ChallengeClosed(challenge_id)
            found = rows.challenge(row)
            seated = [u for u in found.invited if u != user_id]
            if sit:
                if 1 + len(seated) >= most:
                    raise ValueError(f"lobby {challenge_id} is full")
                seated.append(user_id)
            await conn.execute(
                "UPDATE challenges SET invited = ?, accepted = ? WHERE id = ?",
                (json.dumps(seated), json.dumps(seated), challenge_id),
            )
        challenge = await self.get_challenge(challenge_id)
        assert challenge is not None
        return challenge

    async def close_challenge(self, challenge_id: int, status: ChallengeStatus) -> bool:
        """Decline, withdraw or expire an open challenge; False if it was no longer open, so two
        clicks (or a click racing the expiry sweep) act once. Accepting is create_match's job."""
        if status not in _CLOSING_STATUSES:
            raise ValueError(f"close_challenge status must be one of {_CLOSING_STATUSES}")
        async with self.db.transaction() as conn:
            changed = await conn.execute(
                "UPDATE challenges SET status = ? WHERE id = ? AND status = 'open'",
                (status, challenge_id),
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

    # -- matches ----------------------------------------------------------------------------

    async def create_match(
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
        self._wrote_deadlines(remind_at, forfeit_at)
        match = await self.get_match(match_id)
        assert match is not None
        return match

    async def get_match(self, match_id: int) -> Match | None:
        found = await self.db.fetchall(
            rows.MATCH_SELECT + " WHERE m.id = ?" + rows.MATCH_ORDER, (match_id,)
        )
        return next(iter(rows.matches(found)), None)

    async def live_match_in_channel(self, channel_id: int) -> Match | None:
        """The live match played in this channel or thread (its place, see `Match.place_id`):
        a channel whose matches are in threads has none of its own."""
        found = await self.db.fetchall(
            rows.MATCH_SELECT + " WHERE COALESCE(m.thread_id, m.channel_id) = ?"
            " AND m.status = 'active'" + rows.MATCH_ORDER,
            (channel_id,),
        )
        return next(iter(rows.matches(found)), None)

    async def latest_match_in_channel(self, channel_id: int, kind: str, *,
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

    async def live_matches_with_bots(self, shards: Shards | None = None) -> list[Match]:
        """Live matches with a bot seat (to resume the bot's turn after a restart), of
        `shards`' guilds only when given."""
        return await self._matches_where(
            "m.status = 'active' AND m.id IN"
            " (SELECT match_id FROM match_players WHERE bot_level IS NOT NULL)", shards)

    async def live_clocked_matches(self, shards: Shards | None = None) -> list[Match]:
        """Live matches whose player to move has a running clock (of `shards`' guilds)."""
        return await self._matches_where(
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
            self._wrote_deadlines(forfeit_at)
        return changed == 1

    async def _matches_where(self, condition: str, shards: Shards | None) -> list[Match]:
        """The matches meeting `condition` (SQL without values) in `shards`' guilds (all when
        None), oldest first."""
        mine, params = shard_clause(shards, "m.guild_id")
        found = await self.db.fetchall(
            rows.MATCH_SELECT + f" WHERE {condition} AND {mine}" + rows.MATCH_ORDER, params)
        return rows.matches(found)

    async def live_matches_of(self, user_id: int) -> list[Match]:
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
            self._wrote_deadlines(remind_at, forfeit_at)
        return match

    async def mark_published(self, match_id: int, version: int) -> None:
        """Everything up to `version` of this match is shown (its table, the turn notice, the
        bot's next move started): a start does not publish it again. Never moves back."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE matches SET published_version = ? WHERE id = ? AND published_version < ?",
                (version, match_id, version),
            )

    async def unpublished_matches(self, shards: Shards | None = None) -> list[Match]:
        """Matches (live or just ended) with a recorded step not shown yet, oldest first: what
        a crash between a commit and its publication left behind (of `shards`' guilds)."""
        return await self._matches_where("m.published_version < m.version", shards)

    async def set_table_message(self, match_id: int, message_id: int, posted_at: float) -> None:
        """Remember the current table message, so the next turn edits it instead of reposting."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE matches SET table_message_id = ?, table_posted_at = ? WHERE id = ?",
                (message_id, posted_at, match_id),
            )

    async def live_matches_in_threads(self, shards: Shards | None = None) -> list[Match]:
        """Live matches played in a thread, to find their threads again after a restart (of
        `shards`' guilds only, when given)."""
        return await self._matches_where("m.status = 'active' AND m.thread_id IS NOT NULL",
                                         shards)

    async def set_ping_message(self, match_id: int, message_id: int | None) -> None:
        """Remember the current "your turn" notice, so the next one replaces it."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE matches SET ping_message_id = ? WHERE id = ?", (message_id, match_id)
            )

    async def finished_matches_of(self, guild_id: int, kind: str, user_id: int | None, *,
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

    async def mark_reminded(self, match_id: int, expected_version: int) -> bool:
        """Claim the reminder for this turn; False if someone moved meanwhile (or it was sent)."""
        async with self.db.transaction() as conn:
            changed = await conn.execute(
                "UPDATE matches SET reminded = 1 WHERE id = ? AND version = ?"
                " AND status = 'active' AND reminded = 0",
                (match_id, expected_version),
            )
            return changed == 1

    async def next_deadline(self, after: float, shards: Shards | None = None) -> float | None:
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

    async def actions(self, match_id: int) -> list[LoggedAction]:
        found = await self.db.fetchall(
            "SELECT * FROM action_log WHERE match_id = ? ORDER BY seq", (match_id,)
        )
        return [rows.action(r) for r in found]

    async def recent_actions(self, match_id: int, upto: int, seats: int, *, whole: bool = False,
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

    async def results(self, match_id: int) -> list[Result]:
        found = await self.db.fetchall(
            "SELECT * FROM results WHERE match_id = ? ORDER BY seat", (match_id,)
        )
        return [rows.result(r) for r in found]

    # -- server settings --------------------------------------------------------------------

    async def threads_on(self, guild_id: int) -> bool:
        """Whether this server plays each match in its own thread (the default)."""
        return await read_value(self.db, server_setting(guild_id, "threads")) != "off"

    async def set_threads(self, guild_id: int, on: bool) -> None:
        await keep_value(self.db, server_setting(guild_id, "threads"), "on" if on else "off")

    async def language(self, guild_id: int) -> str | None:
        """The server's chosen language code (`/games settings language`), or None: Discord's
        server locale then decides."""
        return await read_value(self.db, server_setting(guild_id, "language"))

    async def set_language(self, guild_id: int, code: str) -> None:
        await keep_value(self.db, server_setting(guild_id, "language"), code)

    async def server_pace(self, guild_id: int) -> str | None:
        """The pace a match here gets unless its challenge chose one (play.pace's text)."""
        return await read_value(self.db, server_setting(guild_id, "pace"))

    async def set_server_pace(self, guild_id: int, code: str) -> None:
        await keep_value(self.db, server_setting(guild_id, "pace"), code)

    # -- member settings (one per person, every server) ---------------------------------------

    async def member_value(self, user_id: int, name: str) -> str | None:
        return await read_value(self.db, member_setting(user_id, name))

    async def set_member_value(self, user_id: int, name: str, value: str) -> None:
        await keep_value(self.db, member_setting(user_id, name), value)

    # -- standings --------------------------------------------------------------------------

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
