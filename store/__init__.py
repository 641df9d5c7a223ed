"""Persistence in SQLite (aiosqlite, the default) or PostgreSQL (asyncpg): migrations, matches,
the action log, results, ratings.

The store never imports discord and has no clock: callers pass every time as `now`.
"""

from .analyses import save_analysis, saved_analysis
from .db import (
    DEFAULT_TIMEOUT,
    Database,
    IntegrityError,
    MigrationFailed,
    SchemaTooNew,
    StartRefused,
    StoreBusy,
)
from .glicko2 import Glicko
from .hints import count_hint, hints_used
from .kept import kept_value
from .log import Cancelled, Entry, Forfeit, Left, LogCode, Played, Timeout
from .matches import ChallengeClosed, ChannelBusy, MatchStore, MembersTaken, RematchTaken
from .migrations import MIGRATIONS, Step
from .models import (
    BOT_LEVELS,
    Challenge,
    ChallengeStatus,
    LoggedAction,
    Match,
    MatchEnd,
    MatchOutcome,
    MatchStatus,
    Result,
    Standing,
    bot_id,
    is_bot,
    level_id,
    rating_kind,
)
from .names import known_names, remember_names
from .ratings import NEWCOMER, rate
from .shards import Shards
from .shown import claim_show, release_show

__all__ = [
    "BOT_LEVELS",
    "Cancelled",
    "Entry",
    "Forfeit",
    "Left",
    "LogCode",
    "Played",
    "Timeout",
    "ChallengeStatus",
    "MatchOutcome",
    "MatchStatus",
    "bot_id",
    "is_bot",
    "known_names",
    "kept_value",
    "count_hint",
    "hints_used",
    "claim_show",
    "release_show",
    "save_analysis",
    "saved_analysis",
    "level_id",
    "rating_kind",
    "Glicko",
    "NEWCOMER",
    "MIGRATIONS",
    "Challenge",
    "ChallengeClosed",
    "ChannelBusy",
    "Database",
    "IntegrityError",
    "LoggedAction",
    "Match",
    "MatchEnd",
    "MatchStore",
    "MembersTaken",
    "RematchTaken",
    "Result",
    "MigrationFailed",
    "SchemaTooNew",
    "StartRefused",
    "StoreBusy",
    "DEFAULT_TIMEOUT",
    "Step",
    "Shards",
    "Standing",
    "rate",
    "remember_names",
]
