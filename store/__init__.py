"""Persistence in SQLite (aiosqlite, the default) or PostgreSQL (asyncpg): migrations, matches,
the action log, results, ratings.

One style throughout: each table is a small class of async methods over the `Database`
(store/challenges.py, matches.py, ...), and `Store` (store/tables.py) holds one of each, so a
caller writes `store.matches.get(match_id)`. The store never imports discord and has no clock:
callers pass every time as `now`.
"""

from .action_log import ActionLog
from .analyses import Analyses
from .challenges import ChallengeClosed, Challenges, MembersTaken, RematchTaken
from .db import (
    DEFAULT_TIMEOUT,
    Database,
    IntegrityError,
    MigrationFailed,
    SchemaTooNew,
    StartRefused,
    StoreBusy,
)
from .deadlines import Deadlines
from .glicko2 import Glicko
from .hints import Hints
from .kept import Kept
from .lessons import Lessons, SavedLesson
from .log import Cancelled, Entry, Forfeit, Left, LogCode, Played, Timeout
from .matches import ChannelBusy, Matches
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
from .names import Names
from .outages import Outage, Outages
from .ratings import NEWCOMER, rate
from .results import Results
from .settings import Settings
from .shards import Shards
from .shown import Shown
from .tables import Store

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
    "ActionLog",
    "Analyses",
    "Deadlines",
    "Lessons",
    "Outage",
    "Outages",
    "Results",
    "SavedLesson",
    "Settings",
    "Challenges",
    "Hints",
    "Kept",
    "Matches",
    "Names",
    "Shown",
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
    "Store",
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
]
