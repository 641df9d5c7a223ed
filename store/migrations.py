"""The schema as one ordered list of steps (after mautrix-python's upgrade table), each with
its SQLite text and, where the engines differ, its PostgreSQL text.

Version n is `MIGRATIONS[n - 1]`; the applied version lives in SQLite's `PRAGMA user_version`
and in PostgreSQL's `schema_version` table. Append new steps, never edit a released one: a
deployed database has already run it.

Why the PostgreSQL text differs: SQLite's INTEGER is 64 bits and REAL is a double, PostgreSQL's
are 32 bits and a single float, so Discord ids are BIGINT and times DOUBLE PRECISION there (a
time or an id reads back exactly on both); ids come from an identity column; a trigger calls a
function.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from .backend import Conn
from .recompute import recompute_ratings


@dataclass(frozen=True)
class Step:
    """One migration: its SQLite script and its PostgreSQL script (None: the same text), and
    what must then be computed in Python in the same transaction (None: nothing)."""

    sqlite: str
    postgres: str | None = None
    then: Callable[[Conn], Awaitable[None]] | None = None

    def text(self, engine: str) -> str:
        return self.postgres if engine == "postgresql" and self.postgres is not None else (
            self.sqlite)

_V1 = """
CREATE TABLE matches (
    id               INTEGER PRIMARY KEY,
    kind             TEXT    NOT NULL,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'active'
                     CHECK (status IN ('active', 'finished', 'cancelled')),
    state            TEXT    NOT NULL,
    version          INTEGER NOT NULL DEFAULT 0,
    created_at       REAL    NOT NULL,
    updated_at       REAL    NOT NULL,
    turn_started_at  REAL    NOT NULL,
    remind_at        REAL,
    forfeit_at       REAL,
    reminded         INTEGER NOT NULL DEFAULT 0 CHECK (reminded IN (0, 1)),
    table_message_id INTEGER,
    table_posted_at  REAL,
    outcome          TEXT CHECK (outcome IN ('normal', 'forfeit', 'timeout', 'cancelled')),
    rematch_of       INTEGER REFERENCES matches(id)
);
-- At most one live match per channel: the race between two accepts is settled here.
CREATE UNIQUE INDEX matches_live_channel ON matches(channel_id) WHERE status = 'active';
CREATE INDEX matches_due_reminder ON matches(remind_at) WHERE status = 'active' AND reminded = 0;
CREATE INDEX matches_due_forfeit ON matches(forfeit_at) WHERE status = 'active';

CREATE TABLE challenges (
    id            INTEGER PRIMARY KEY,
    kind          TEXT    NOT NULL,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    challenger_id INTEGER NOT NULL,
    invited       TEXT    NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'accepted', 'declined', 'expired', 'withdrawn')),
    created_at    REAL    NOT NULL,
    expires_at    REAL    NOT NULL,
    message_id    INTEGER,
    match_id      INTEGER REFERENCES matches(id)
);
CREATE INDEX challenges_open_expiry ON challenges(expires_at) WHERE status = 'open';

CREATE TABLE match_players (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    user_id  INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat),
    UNIQUE (match_id, user_id)
);
CREATE INDEX match_players_user ON match_players(user_id);

CREATE TABLE action_log (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    seq      INTEGER NOT NULL,
    seat     INTEGER,
    action   TEXT    NOT NULL,
    at       REAL    NOT NULL,
    PRIMARY KEY (match_id, seq)
);
-- The log is the match's history: replays and disputes depend on it never changing.
CREATE TRIGGER action_log_no_update BEFORE UPDATE ON action_log
BEGIN SELECT RAISE(ABORT, 'action_log is append-only'); END;
CREATE TRIGGER action_log_no_delete BEFORE DELETE ON action_log
BEGIN SELECT RAISE(ABORT, 'action_log is append-only'); END;

CREATE TABLE results (
    match_id     INTEGER NOT NULL REFERENCES matches(id),
    user_id      INTEGER NOT NULL,
    seat         INTEGER NOT NULL,
    score        INTEGER,
    rank         INTEGER NOT NULL CHECK (rank >= 1),
    outcome      TEXT    NOT NULL CHECK (outcome IN ('win', 'loss', 'draw')),
    mu_before    REAL,
    sigma_before REAL,
    mu_after     REAL,
    sigma_after  REAL,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX results_user ON results(user_id);

CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id)
);
CREATE INDEX ratings_board ON ratings(guild_id, kind, (mu - 3 * sigma) DESC, games DESC);
"""

# v2: challenges to several players track who accepted and carry the match options; a match
# keeps its initial state so the action log replays it exactly.
_V2 = """
ALTER TABLE challenges ADD COLUMN accepted TEXT NOT NULL DEFAULT '[]';
ALTER TABLE challenges ADD COLUMN options  TEXT NOT NULL DEFAULT '{}';
ALTER TABLE matches    ADD COLUMN initial_state TEXT;
"""

# v3: the short "your turn" message that notifies the player to move (one per match, replaced);
# open lobbies are challenges that anyone may join (`invited` holds who sat down); a seat can be
# the bot itself at a level (its user id is then a negative seat marker, see models.bot_id).
_V3 = """
ALTER TABLE matches ADD COLUMN ping_message_id INTEGER;
ALTER TABLE challenges ADD COLUMN lobby INTEGER NOT NULL DEFAULT 0 CHECK (lobby IN (0, 1));
ALTER TABLE challenges ADD COLUMN bots TEXT NOT NULL DEFAULT '{}';
ALTER TABLE match_players ADD COLUMN bot_level TEXT;
"""

# v4: a rematch is a challenge that remembers its match; one per match, so a second press of
# Rematch (or two at once) can't ping the others again.
_V4 = """
ALTER TABLE challenges ADD COLUMN rematch_of INTEGER REFERENCES matches(id);
CREATE UNIQUE INDEX challenges_one_rematch ON challenges(rematch_of)
    WHERE rematch_of IS NOT NULL;
"""

# v5: values a program keeps across restarts, by name (the playground's page token, so the URL
# an open tab holds still works after a restart).
_V5 = """
CREATE TABLE kept_values (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
"""

# v6: a match may be played in a thread of its channel (the challenge stays in the channel, the
# table goes to the thread), so a channel holds any number of matches: one live match per
# place, the thread when there is one, else the channel.
_V6 = """
ALTER TABLE matches ADD COLUMN thread_id INTEGER;
DROP INDEX matches_live_channel;
CREATE UNIQUE INDEX matches_live_place ON matches(COALESCE(thread_id, channel_id))
    WHERE status = 'active';
CREATE INDEX matches_thread ON matches(thread_id) WHERE thread_id IS NOT NULL;
"""

# v7: a finished match's analysis for one seat (the AI's rating of each of its moves, as JSON),
# kept so a second "Analyse" answers at once instead of running the search again.
_V7 = """
CREATE TABLE analyses (
    match_id   INTEGER NOT NULL REFERENCES matches(id),
    seat       INTEGER NOT NULL,
    result     TEXT    NOT NULL,
    created_at REAL    NOT NULL,
    PRIMARY KEY (match_id, seat)
);
"""

# v8: one open challenge per set of members (README), held by the database, so two challenges or
# rematches pressed at the same moment can't both be posted: `members_key` is the sorted ids of
# the members in it ("11,22"; bot seats left out, see models.members_key), NULL for an open
# table, for the bot alone, and once its time is up (Challenges.create frees it).
# Open challenges already stored get their key; where several hold the same members, only the
# oldest keeps it (the one a repeat links to), so the unique index can always be built.
_V8_KEYS = """
ALTER TABLE challenges ADD COLUMN members_key TEXT;
UPDATE challenges SET members_key = (
    SELECT group_concat(value, ',') FROM (
        SELECT value FROM (SELECT challenges.challenger_id AS value
                           UNION SELECT value FROM json_each(challenges.invited))
        WHERE value >= 0 ORDER BY value))
    WHERE status = 'open' AND lobby = 0;
"""
_V8_KEYS_PG = """
ALTER TABLE challenges ADD COLUMN members_key TEXT;
UPDATE challenges SET members_key = (
    SELECT string_agg(m.value::text, ',' ORDER BY m.value) FROM (
        SELECT challenges.challenger_id AS value
        UNION SELECT e::bigint FROM jsonb_array_elements_text(challenges.invited::jsonb) AS e
    ) AS m WHERE m.value >= 0)
    WHERE status = 'open' AND lobby = 0;
"""
_V8_INDEX = """
UPDATE challenges SET members_key = NULL WHERE members_key NOT LIKE '%,%';
UPDATE challenges SET members_key = NULL WHERE members_key IS NOT NULL AND EXISTS (
    SELECT 1 FROM challenges AS older WHERE older.guild_id = challenges.guild_id
    AND older.members_key = challenges.members_key AND older.status = 'open'
    AND older.id < challenges.id);
CREATE UNIQUE INDEX challenges_open_members ON challenges(guild_id, members_key)
    WHERE status = 'open' AND members_key IS NOT NULL;
"""


# v10: what a recorded step still owes the channel (its table, the turn notice, the bot's next
# move) is known from the database: `published_version` is the last version shown, so a start
# after a crash between a move's commit and its table edit finds every match it is behind.
# Existing matches count as shown; a new one is created at -1 (its opening table is owed too).
_V10_PUBLISHED = """
ALTER TABLE matches ADD COLUMN published_version INTEGER NOT NULL DEFAULT 0;
UPDATE matches SET published_version = version;
CREATE INDEX matches_unpublished ON matches(id) WHERE published_version < version;
"""

# Each logged action keeps the events it caused (play.events' text; NULL before this step), so
# the moves since a player's turn are told from the log's last rows, not a replay from the deal.
LOGGED_EVENTS = """
ALTER TABLE action_log ADD COLUMN events TEXT;
"""

# A pace per match (play.pace's text: NULL the bot's fixed pace, "live:300+20", "daily:2"), the
# one its challenge asked for (NULL: the server's default when it starts), and a live match's
# clocks: the seconds each seat had left when the turn began (JSON, null for a bot seat), from
# which the clock is computed with turn_started_at, so it is exact across restarts.
PACES = """
ALTER TABLE matches ADD COLUMN pace TEXT;
ALTER TABLE matches ADD COLUMN clocks TEXT;
ALTER TABLE challenges ADD COLUMN pace TEXT;
"""

# A learner's place in a game's lesson (play/lessons): the step and the table, one row per
# member and game, so leaving and coming back (or a restart of the bot) loses nothing.
LESSONS = """
CREATE TABLE lessons (
    user_id    INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    step       INTEGER NOT NULL CHECK (step >= 0),
    state      TEXT    NOT NULL,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (user_id, kind)
);
"""


_V1_PG = """
CREATE TABLE matches (
    id               BIGINT  GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    kind             TEXT    NOT NULL,
    guild_id         BIGINT  NOT NULL,
    channel_id       BIGINT  NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'active'
                     CHECK (status IN ('active', 'finished', 'cancelled')),
    state            TEXT    NOT NULL,
    version          INTEGER NOT NULL DEFAULT 0,
    created_at       DOUBLE PRECISION NOT NULL,
    updated_at       DOUBLE PRECISION NOT NULL,
    turn_started_at  DOUBLE PRECISION NOT NULL,
    remind_at        DOUBLE PRECISION,
    forfeit_at       DOUBLE PRECISION,
    reminded         INTEGER NOT NULL DEFAULT 0 CHECK (reminded IN (0, 1)),
    table_message_id BIGINT,
    table_posted_at  DOUBLE PRECISION,
    outcome          TEXT CHECK (outcome IN ('normal', 'forfeit', 'timeout', 'cancelled')),
    rematch_of       BIGINT REFERENCES matches(id)
);
CREATE UNIQUE INDEX matches_live_channel ON matches(channel_id) WHERE status = 'active';
CREATE INDEX matches_due_reminder ON matches(remind_at) WHERE status = 'active' AND reminded = 0;
CREATE INDEX matches_due_forfeit ON matches(forfeit_at) WHERE status = 'active';

CREATE TABLE challenges (
    id            BIGINT  GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    kind          TEXT    NOT NULL,
    guild_id      BIGINT  NOT NULL,
    channel_id    BIGINT  NOT NULL,
    challenger_id BIGINT  NOT NULL,
    invited       TEXT    NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'accepted', 'declined', 'expired', 'withdrawn')),
    created_at    DOUBLE PRECISION NOT NULL,
    expires_at    DOUBLE PRECISION NOT NULL,
    message_id    BIGINT,
    match_id      BIGINT REFERENCES matches(id)
);
CREATE INDEX challenges_open_expiry ON challenges(expires_at) WHERE status = 'open';

CREATE TABLE match_players (
    match_id BIGINT  NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    user_id  BIGINT  NOT NULL,
    PRIMARY KEY (match_id, seat),
    UNIQUE (match_id, user_id)
);
CREATE INDEX match_players_user ON match_players(user_id);

CREATE TABLE action_log (
    match_id BIGINT  NOT NULL REFERENCES matches(id),
    seq      INTEGER NOT NULL,
    seat     INTEGER,
    action   TEXT    NOT NULL,
    at       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, seq)
);
CREATE FUNCTION action_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'action_log is append-only' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER action_log_no_update BEFORE UPDATE ON action_log
    FOR EACH ROW EXECUTE FUNCTION action_log_append_only();
CREATE TRIGGER action_log_no_delete BEFORE DELETE ON action_log
    FOR EACH ROW EXECUTE FUNCTION action_log_append_only();

CREATE TABLE results (
    match_id     BIGINT  NOT NULL REFERENCES matches(id),
    user_id      BIGINT  NOT NULL,
    seat         INTEGER NOT NULL,
    score        INTEGER,
    rank         INTEGER NOT NULL CHECK (rank >= 1),
    outcome      TEXT    NOT NULL CHECK (outcome IN ('win', 'loss', 'draw')),
    mu_before    DOUBLE PRECISION,
    sigma_before DOUBLE PRECISION,
    mu_after     DOUBLE PRECISION,
    sigma_after  DOUBLE PRECISION,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX results_user ON results(user_id);

CREATE TABLE ratings (
    guild_id   BIGINT  NOT NULL,
    kind       TEXT    NOT NULL,
    user_id    BIGINT  NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id)
);
CREATE INDEX ratings_board ON ratings(guild_id, kind, (mu - 3 * sigma) DESC, games DESC);
"""

# A match started inside an earlier match's thread (a rematch there, a practice posted there)
# was stored with that thread as its channel and no thread, so nothing that handles threads
# (the result line, the archiving, a deleted or archived thread) found it: it becomes the
# thread's match, its channel that of the thread's first match. (A match in a thread that
# never held a match of its own keeps its place: nothing here knows that thread's parent.)
REUSED_THREADS = """
UPDATE matches
SET thread_id = channel_id,
    channel_id = (SELECT t.channel_id FROM matches AS t WHERE t.thread_id = matches.channel_id
                  ORDER BY t.id LIMIT 1)
WHERE thread_id IS NULL
  AND channel_id IN (SELECT thread_id FROM matches WHERE thread_id IS NOT NULL);
"""

# Each member's display name per server as last seen, so standings and history name members
# the bot has not loaded (never a raw <@id>): one row per member, not a copy per seat or rating.
MEMBER_NAMES = """
CREATE TABLE member_names (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    seen_at  REAL    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
"""

# explain39: the hints each seat took in a match (practice games and lessons), for its log and
# result (store.hints)
HINTS = """
CREATE TABLE hints (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    seat     INTEGER NOT NULL,
    used     INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
);
"""

# wreplay: when each member last showed a replay frame in a channel (store.shown): one row per
# member and server, so the 30-second limit is one upsert on this key
SHOWN_FRAMES = """
CREATE TABLE shown_frames (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    at       REAL    NOT NULL,
    claim    TEXT    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
"""

# lhint: the hints a learner took in a lesson (shown in its recap) and whether the step they
# stand at was hinted already (a second look at the same hint is not counted again)
LESSON_HINTS = """
ALTER TABLE lessons ADD COLUMN hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0);
ALTER TABLE lessons ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0 CHECK (hinted IN (0, 1));
"""

# try39: the match version each seat's last hint was asked at, so a hint asked again on the
# same turn is not counted again (store.hints)
HINT_TURNS = """
ALTER TABLE hints ADD COLUMN at_version INTEGER NOT NULL DEFAULT -1;
"""

# issue 46: ratings are Glicko-2 (store.ratings). `mu` and `sigma` now hold the rating r and its
# deviation RD on the shown scale (1500, 500 for a newcomer), here and in `results`; `vol` is
# the volatility. The board is ordered by the rating itself, and every rating is recomputed
# from the stored results (store.recompute), so no server keeps the old, inflated numbers.
GLICKO = """
ALTER TABLE ratings ADD COLUMN vol REAL NOT NULL DEFAULT 0.09;
DROP INDEX ratings_board;
CREATE INDEX ratings_board ON ratings(guild_id, kind, mu DESC, games DESC);
"""

MIGRATIONS: list[Step] = [
    Step(_V1, _V1_PG),
    Step(_V2),
    Step(_V3, _V3.replace("ping_message_id INTEGER", "ping_message_id BIGINT")),
    Step(_V4, _V4.replace("rematch_of INTEGER", "rematch_of BIGINT")),
    Step(_V5),
    Step(_V6, _V6.replace("thread_id INTEGER", "thread_id BIGINT")),
    Step(_V7, _V7.replace("match_id   INTEGER", "match_id   BIGINT")
         .replace("created_at REAL", "created_at DOUBLE PRECISION")),
    Step(_V8_KEYS + _V8_INDEX, _V8_KEYS_PG + _V8_INDEX),
    Step(REUSED_THREADS),
    Step(_V10_PUBLISHED),
    Step(LOGGED_EVENTS),
    Step(MEMBER_NAMES, MEMBER_NAMES.replace("INTEGER", "BIGINT")
         .replace("REAL", "DOUBLE PRECISION")),
    Step(PACES),
    Step(HINTS, HINTS.replace("match_id INTEGER", "match_id BIGINT")),
    Step(LESSONS, LESSONS.replace("user_id    INTEGER", "user_id    BIGINT")
         .replace("updated_at REAL", "updated_at DOUBLE PRECISION")),
    Step(SHOWN_FRAMES, SHOWN_FRAMES.replace("INTEGER", "BIGINT")
         .replace("REAL", "DOUBLE PRECISION")),
    Step(LESSON_HINTS),
    Step(HINT_TURNS),
    Step(GLICKO, GLICKO.replace("REAL", "DOUBLE PRECISION"), then=recompute_ratings),
]
