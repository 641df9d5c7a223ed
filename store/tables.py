"""The store as its callers hold it: one object per table (or group of tables read together)
over one open database. Every read and write of game data is a method of one of them, on
SQLite and PostgreSQL alike; what differs between the engines stays in store/backend.py,
sqlite.py and postgres.py. Writes that must be all-or-nothing inside another one's
transaction (a match's end, the ratings recomputed) are functions of its connection
(store/finish.py, store/recompute.py)."""

from __future__ import annotations

from .action_log import ActionLog
from .analyses import Analyses
from .challenges import Challenges
from .db import Database
from .deadlines import Deadlines
from .hints import Hints
from .kept import Kept
from .lessons import Lessons
from .matches import Matches
from .names import Names
from .outages import Outages
from .results import Results
from .settings import Settings
from .shown import Shown


class Store:
    """Every table of `db`, as `store.<table>` (the bot's `bot.store`); async methods
    returning frozen models. The only code that writes game data."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.deadlines = Deadlines(db)  # told of every deadline the two below write
        self.challenges = Challenges(db, self.deadlines)
        self.matches = Matches(db, self.deadlines)
        self.log = ActionLog(db)
        self.results = Results(db)
        self.kept = Kept(db)
        self.settings = Settings(self.kept)
        self.outages = Outages(self.kept)
        self.analyses = Analyses(db)
        self.hints = Hints(db)
        self.lessons = Lessons(db)
        self.names = Names(db)
        self.shown = Shown(db)

    def unreachable(self, error: BaseException) -> bool:
        """Whether `error` means the database was out of reach (worth retrying soon)."""
        return self.db.unreachable(error)
