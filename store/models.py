"""What the store hands out: frozen values, so the cogs never see SQL or rows.

Times are unix seconds (floats) chosen by the caller; the store has no clock.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property

from engine.levels import LEVEL_NAMES
from store.log import Entry, parse_entry
from store.ratings import provisional, shown_rating


# StrEnums: each member is its own text, so the database keeps the same words (no migration)
class ChallengeStatus(StrEnum):
    OPEN = "open"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    EXPIRED = "expired"
    WITHDRAWN = "withdrawn"


class MatchStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class MatchOutcome(StrEnum):
    """How a match ended: played out, a seat left (forfeit, timeout), or cancelled unrated."""

    NORMAL = "normal"
    FORFEIT = "forfeit"
    TIMEOUT = "timeout"
    CANCELLED = "cancelled"


CHALLENGE_STATUSES = tuple(ChallengeStatus)
MATCH_STATUSES = tuple(MatchStatus)
MATCH_OUTCOMES = tuple(MatchOutcome)
RESULT_OUTCOMES = ("win", "loss", "draw")


def bot_id(position: int) -> int:
    """The stand-in user id of a bot seat: negative, so it is never a Discord member's, and
    distinct per position so one match can seat several bots."""
    return -(position + 1)


def is_bot(user_id: int) -> bool:
    return user_id < 0


def members_key(challenger_id: int, invited: Iterable[int]) -> str | None:
    """What one open challenge per set of members is keyed by in the database: the members'
    ids sorted ("11,22"), bot seats left out; None when it pings nobody (the bot alone)."""
    members = sorted(u for u in {challenger_id, *invited} if not is_bot(u))
    return ",".join(str(u) for u in members) if len(members) > 1 else None


BOT_LEVELS = LEVEL_NAMES  # the order fixes each level's rating id


def level_id(level: str) -> int:
    """The id a bot level is rated under (one rating per level, whatever its seat)."""
    return -100 - BOT_LEVELS.index(level)


def rating_kind(kind: str, with_bots: bool) -> str:
    """Matches with a bot seat are rated apart, so members' leaderboard holds members only."""
    return f"{kind}:ai" if with_bots else kind


@dataclass(frozen=True)
class Challenge:
    id: int
    kind: str
    guild_id: int
    channel_id: int
    challenger_id: int
    invited: tuple[int, ...]
    status: ChallengeStatus
    created_at: float
    expires_at: float
    message_id: int | None
    match_id: int | None
    accepted: tuple[int, ...] = ()  # invited members who pressed Accept so far
    options: tuple[tuple[str, str], ...] = ()  # the match options, as (name, value) pairs
    lobby: bool = False  # an open lobby: anyone joins; `invited` are those seated so far
    bots: tuple[tuple[int, str], ...] = ()  # (bot seat id, level) for each bot invited
    rematch_of: int | None = None  # the match this challenge offers a rematch of
    pace: str | None = None  # play.pace's text of the pace asked for (None: the server's default)

    @property
    def members(self) -> frozenset[int]:
        """The people in it (bot seats left out): one open challenge per set of members."""
        return frozenset(u for u in self.seated if not is_bot(u))

    @property
    def is_open(self) -> bool:
        return self.status == ChallengeStatus.OPEN

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """Invited members who have not accepted yet; the match starts when this is empty."""
        return tuple(u for u in self.invited if u not in self.accepted)

    @property
    def seated(self) -> tuple[int, ...]:
        """Everyone in it: the challenger (or lobby host) first, then the invited."""
        return (self.challenger_id, *self.invited)


@dataclass(frozen=True)
class Match:
    id: int
    kind: str
    guild_id: int
    channel_id: int
    status: MatchStatus
    players: tuple[int, ...]  # user id per seat, in seat order
    state: str  # the game's own JSON
    version: int  # number of recorded actions; the optimistic-concurrency token
    created_at: float
    updated_at: float
    turn_started_at: float
    remind_at: float | None
    forfeit_at: float | None
    reminded: bool
    table_message_id: int | None
    table_posted_at: float | None
    outcome: MatchOutcome | None
    rematch_of: int | None
    initial_state: str | None = None  # the state before the first action (None before v2)
    ping_message_id: int | None = None  # the current "your turn" notice, if any
    bots: tuple[str | None, ...] = ()  # per seat: the bot's level, None for a member
    thread_id: int | None = None  # the thread it is played in (its channel holds the challenge)
    published_version: int = 0  # the last version shown in its place (-1: not even the opening)
    pace: str | None = None  # play.pace's text (None: the bot's fixed pace)
    # live pace: per seat, the seconds left when the current turn began (None: a bot seat)
    clocks: tuple[float | None, ...] | None = None

    @property
    def owes_publication(self) -> bool:
        """A recorded step is not shown yet: its table, turn notice or the bot's next move."""
        return self.published_version < self.version

    @property
    def place_id(self) -> int:
        """Where the table, turn notices and reminders go: its thread, else its channel."""
        return self.thread_id if self.thread_id is not None else self.channel_id

    def bot_level(self, seat: int) -> str | None:
        return self.bots[seat] if seat < len(self.bots) else None

    @property
    def has_bot(self) -> bool:
        return any(self.bots)

    @property
    def is_live(self) -> bool:
        return self.status == MatchStatus.ACTIVE

    def seat_of(self, user_id: int) -> int | None:
        """The seat this user plays in, or None for a spectator."""
        try:
            return self.players.index(user_id)
        except ValueError:
            return None


@dataclass(frozen=True)
class LoggedAction:
    match_id: int
    seq: int  # 1-based; equals the match version right after this action
    seat: int | None  # None for actions nobody chose (timeouts, cancels)
    action: str
    at: float
    # the events it caused, as play.events wrote them (None before): a draw's cards among
    # them, so never in a repr that a log line could carry
    events: str | None = field(default=None, repr=False)

    @cached_property
    def entry(self) -> Entry:
        """What the stored code means: a game action, or a seat leaving, or a cancel."""
        return parse_entry(self.action, self.seat)


@dataclass(frozen=True)
class MatchEnd:
    """How a match ended, passed to `Matches.record` with the last action."""

    outcome: MatchOutcome
    ranks: tuple[int, ...]  # per seat, 1 = best; equal ranks share the place
    scores: tuple[int | None, ...]  # per seat
    rated: bool


@dataclass(frozen=True)
class Result:
    match_id: int
    user_id: int
    seat: int
    score: int | None
    rank: int
    outcome: str  # one of RESULT_OUTCOMES
    # the shown ratings before and after this match (None: the seat was not rated), and
    # whether each was provisional (a "?" after it, store.ratings.provisional)
    rating_before: int | None = None
    rating_after: int | None = None
    provisional_before: bool = False
    provisional_after: bool = False


@dataclass(frozen=True)
class Standing:
    user_id: int
    kind: str
    mu: float  # the Glicko-2 rating r on the shown scale (store.ratings)
    sigma: float  # its deviation RD, in the same points
    games: int
    wins: int
    losses: int
    draws: int

    @property
    def rating(self) -> int:
        """The whole number players see (1500 for a newcomer)."""
        return shown_rating(self.mu)

    @property
    def provisional(self) -> bool:
        """Too few games to trust: shown "1630?" and left off the default leaderboard."""
        return provisional(self.sigma)
