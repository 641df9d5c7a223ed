"""The bot: its class, its settings and their checks, logging without secrets.

The command line (`run`, `play`, `demo`) is `launch.py`'s; this module imports nothing above
the cogs but the game descriptors (`games`), which `create_bot` installs. Settings come from the
environment, or from a `.env` file beside this one (see .env.example).
"""

from __future__ import annotations

import asyncio
import errno
import logging
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeAlias

import discord
from discord.ext import commands

from ai.worker import Chooser, MovePool
from games import install_all
from play.analysis import Rater
from play.logsafe import outline
from play.notices import NoticeChoices
from play.outages import WATCH_S
from play.service import MatchService
from play.settings import ARCHIVE_CHOICES, ServerLanguages
from store import DEFAULT_TIMEOUT, Database, Shards, StartRefused, Store
from store.db import POSTGRES_SCHEMES, SQLITE_SCHEME, sqlite_path
from store.probe import write_room
from store.sqlite import damage

HERE = Path(__file__).resolve().parent
log = logging.getLogger("mandala")


# what every handler of ours receives: discord.py types an interaction's client as Client
Interaction: TypeAlias = "discord.Interaction[MandalaBot]"


class ConfigError(Exception):
    """A setting is missing or wrong; the message is one sentence for the person starting us."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path
    database_url: str | None = None  # postgresql://... when set; else SQLite at database_path
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    challenge_timeout_s: int = 600
    reminder_after_s: int = 12 * 3600
    forfeit_after_s: int = 24 * 3600
    sweep_s: int = 60  # the longest the deadline sweep sleeps (it wakes at each deadline)
    watch_s: float = WATCH_S  # between two heartbeats of the outage watch (play.outages)
    bot_pause_ms: int = 1200  # the bot's natural pause before each of its moves
    jump_links: bool = True  # turn notices link to the table (not in the playground: no Discord)
    thread_archive_minutes: int = 60  # a finished match's thread archives after this quiet time
    shard_count: int | None = None  # SHARD_COUNT: shards of the whole bot (None: one, as ever)
    shard_ids: tuple[int, ...] | None = None  # SHARD_IDS: the ones this process holds (None: all)
    health_port: int | None = None  # HEALTH_PORT: /health on 127.0.0.1 (None: no endpoint)
    db_timeout_s: float = DEFAULT_TIMEOUT  # a database wait past this is StoreBusy ("busy")

    @property
    def shards(self) -> Shards | None:
        """The shards this process holds, or None when the bot is not sharded."""
        if self.shard_count is None:
            return None
        return Shards(self.shard_count, self.shard_ids or tuple(range(self.shard_count)))


def _int(env: dict[str, str], name: str, default: int | None) -> int | None:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        return int(raw)
    except ValueError:
        raise ConfigError(
            f"{name} must be a whole number, not {raw!r} (check your .env)."
        ) from None


def read_environment(*, dotenv: bool = True) -> dict[str, str]:
    """os.environ, after loading .env beside this file (the environment wins over .env)."""
    if dotenv:
        from dotenv import load_dotenv

        load_dotenv(HERE / ".env")
    return dict(os.environ)


def load_settings(env: dict[str, str] | None = None, *, dotenv: bool = True) -> Settings:
    """Read settings from `env` (default: os.environ after loading .env)."""
    if env is None:
        env = read_environment(dotenv=dotenv)
    token = env.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError(
            "DISCORD_TOKEN is not set: copy .env.example to .env and put your bot's token there "
            "(Discord Developer Portal > your application > Bot > Reset Token)."
        )
    db = Path(env.get("DATABASE_PATH", "").strip() or HERE / "data" / "mandala.db")
    url = env.get("DATABASE_URL", "").strip() or None
    if url is not None and url.startswith(SQLITE_SCHEME):
        db, url = sqlite_path(url), None
    elif url is not None and not url.startswith(POSTGRES_SCHEMES):
        raise ConfigError(
            "DATABASE_URL must start with postgresql:// (or sqlite:/// for a file), "
            "not " + (url.split("://")[0] + "://" if "://" in url else repr(url)) + "."
        )
    shard_count, shard_ids = _shard_settings(env)
    return Settings(
        token=token,
        database_path=db,
        database_url=url,
        dev_guild_id=_int(env, "DEV_GUILD_ID", None),
        log_level=env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO",
        challenge_timeout_s=_int(env, "CHALLENGE_TIMEOUT_SECONDS", 600) or 600,
        reminder_after_s=_int(env, "TURN_REMINDER_SECONDS", 12 * 3600) or 12 * 3600,
        forfeit_after_s=_int(env, "TURN_FORFEIT_SECONDS", 24 * 3600) or 24 * 3600,
        sweep_s=_int(env, "SWEEP_SECONDS", 60) or 60,
        bot_pause_ms=_int(env, "BOT_PAUSE_MS", 1200) or 0,
        thread_archive_minutes=_archive_minutes(env),
        shard_count=shard_count,
        shard_ids=shard_ids,
        health_port=_port(env, "HEALTH_PORT"),
    )


def _shard_settings(env: dict[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT and SHARD_IDS ("0,1"): which of the bot's shards this process connects."""
    count = _int(env, "SHARD_COUNT", None)
    raw = env.get("SHARD_IDS", "").strip()
    if count is None:
        if raw:
            raise ConfigError("SHARD_IDS is set but SHARD_COUNT is not: set SHARD_COUNT to the "
                              "number of shards of the whole bot.")
        return None, None
    if count < 1:
        raise ConfigError(f"SHARD_COUNT must be 1 or more, not {count}.")
    if not raw:
        return count, None
    try:
        ids = tuple(int(part) for part in raw.split(","))
    except ValueError:
        raise ConfigError(f"SHARD_IDS must be shard numbers separated by commas, like 0,1, "
                          f"not {raw!r}.") from None
    if len(set(ids)) != len(ids) or any(not 0 <= i < count for i in ids):
        raise ConfigError(f"SHARD_IDS must be distinct numbers from 0 to {count - 1} "
                          f"(SHARD_COUNT is {count}), not {raw!r}.")
    return count, ids


def _port(env: dict[str, str], name: str) -> int | None:
    port = _int(env, name, None)
    if port is not None and not 1 <= port <= 65535:
        raise ConfigError(f"{name} must be a port number from 1 to 65535, not {port}.")
    return port


def _archive_minutes(env: dict[str, str]) -> int:
    """THREAD_ARCHIVE_MINUTES, one of the durations Discord's auto-archive takes."""
    minutes = _int(env, "THREAD_ARCHIVE_MINUTES", 60) or 60
    if minutes not in ARCHIVE_CHOICES:
        raise ConfigError(f"THREAD_ARCHIVE_MINUTES must be one of "
                          f"{', '.join(map(str, ARCHIVE_CHOICES))} (Discord archives a thread "
                          f"only after one of these), not {minutes}.")
    return minutes


# the translator first: it must be set before the tree is synced (after the last extension)
EXTENSIONS: tuple[str, ...] = ("cogs.background.watch", "cogs.commands.translator",
                               "cogs.commands.games",
                               "cogs.background.deadlines", "cogs.background.health")


class MandalaBot(commands.AutoShardedBot):
    """The bot: opens the database in setup_hook, loads the cogs, closes the database on close.

    The cogs reach the store and the match service through these attributes. Without
    SHARD_COUNT it is one shard, as a plain Bot would be; with it, this process connects only
    SHARD_IDS and handles only their guilds' matches (`shards`).
    """

    settings: Settings
    db: Database | None
    store: Store
    service: MatchService
    languages: ServerLanguages  # each server's chosen language, read once
    notices: NoticeChoices  # each member's turn notices (channel, DM, both), kept a while

    def __init__(
        self,
        settings: Settings,
        *,
        seeds: Callable[[], int] | None = None,
        extensions: Sequence[str] = EXTENSIONS,
        chooser: Chooser | None = None,
        rater: Rater | None = None,
    ) -> None:
        # nobody is notified unless a message names them in its own allowed_mentions
        super().__init__(command_prefix=commands.when_mentioned,
                         intents=discord.Intents.default(), help_command=None,
                         allowed_mentions=discord.AllowedMentions.none(),
                         shard_count=settings.shard_count or 1,
                         # None (discord.py's default, though typed list[int]): every shard
                         shard_ids=list(settings.shard_ids) if settings.shard_ids else None,  # type: ignore[arg-type]
                         )
        self.settings = settings
        self.held_shards: Shards | None = settings.shards  # None: every guild is ours
        self.db = None
        self._seeds = seeds
        self._extensions = tuple(extensions)
        self.failed_extensions: list[str] = []
        self._chooser = chooser
        self._rater = rater
        self._pool: MovePool | None = None
        # display names fetched by (guild, user), with when (cogs.kit.names.names_of): this bot's
        self.names: dict[tuple[int, int], tuple[str, float]] = {}

    async def choose_move(self, kind: str, state: str, seat: int, level: str, seed: int) -> str:
        """A bot seat's move, thought out in a small process pool so the bot keeps answering
        other matches meanwhile (tests pass an in-process chooser instead)."""
        if self._chooser is not None:
            return await self._chooser(kind, state, seat, level, seed)
        if self._pool is None:
            self._pool = MovePool()
        return await self._pool.choose(kind, state, seat, level, seed)

    async def rate_move(self, kind: str, state: str, seat: int, code: str, level: str,
                        seed: int) -> tuple[str, str, float, float]:
        """A played move rated for the analysis, in the same pool as the bot's moves (tests
        pass an in-process rater with a small budget)."""
        if self._rater is not None:
            return await self._rater(kind, state, seat, code, level, seed)
        if self._pool is None:
            self._pool = MovePool()
        return await self._pool.rate(kind, state, seat, code, level, seed)

    def pool_state(self) -> dict[str, object]:
        """The AI pool for /health: not started yet, in-process (tests), or its figures."""
        if self._chooser is not None:
            return {"mode": "in-process"}
        if self._pool is None:
            return {"mode": "not started"}
        return {"mode": "processes", **self._pool.state()}

    async def on_error(self, event_method: str, /, *args: object, **kwargs: object) -> None:
        """An exception in an event listener (a deleted channel's match, resuming the bots),
        logged as discord.py would but without its message, which may quote a hand."""
        error = sys.exc_info()[1]
        log.error("event %s failed:\n%s", event_method,
                  outline(error) if error is not None else "(no exception)")

    async def setup_hook(self) -> None:
        self.db = await Database.open(self.settings.database_url or self.settings.database_path,
                                      timeout=self.settings.db_timeout_s)
        self.store = Store(self.db)
        self.languages = ServerLanguages(self.store.settings)
        self.notices = NoticeChoices(self.store, lambda: discord.utils.utcnow().timestamp())
        reminder, forfeit = self.settings.reminder_after_s, self.settings.forfeit_after_s
        if self._seeds is None:  # the service's own seeds: secret
            self.service = MatchService(self.store, reminder_after=reminder, forfeit_after=forfeit)
        else:  # tests fix them
            self.service = MatchService(self.store, reminder_after=reminder, forfeit_after=forfeit,
                                        seeds=self._seeds)
        self.failed_extensions = await self._load_extensions()
        if self.failed_extensions:
            # Syncing now would replace the published commands with a partial list.
            log.error("not syncing slash commands because %s failed to load; the commands "
                      "published before stay as they were. Fix it and restart.",
                      ", ".join(self.failed_extensions))
            return
        await self._sync_commands()

    async def _load_extensions(self) -> list[str]:
        """Load every extension; a broken one is logged and skipped so the others still run."""
        failed = []
        for ext in self._extensions:
            try:
                await self.load_extension(ext)
            except Exception:
                log.exception("extension %s failed to load; going on without it", ext)
                failed.append(ext)
        return failed

    async def _sync_commands(self) -> None:
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def close(self) -> None:
        await super().close()
        if self._pool is not None:
            pool, self._pool = self._pool, None
            await pool.close()  # off the loop: a move in flight must not freeze the shutdown
        if self.db is not None:
            await self.db.close()
            self.db = None


def create_bot(
    settings: Settings,
    *,
    seeds: Callable[[], int] | None = None,
    extensions: Sequence[str] = EXTENSIONS,
    chooser: Chooser | None = None,
    rater: Rater | None = None,
) -> MandalaBot:
    """The one factory: `run` and the playground use it, and so do the tests (with simcord).
    The registered games (`games/`) are installed first: the cogs build a command group each."""
    install_all()
    return MandalaBot(settings, seeds=seeds, extensions=extensions, chooser=chooser,
                      rater=rater)


SQLITE_HEADER = b"SQLite format 3\x00"


def check_database_path(path: Path, setting: str = "DATABASE_PATH") -> None:
    """Refuse, in one sentence, a database path SQLite could not use, before we connect.

    Permission bits alone are not trusted (root ignores them), nor free space figures: the
    folder is written to for real (a synced block), and an existing file is opened for writing,
    its header read and its pages checked (a damaged file is refused and left as it is).
    """
    if path.is_dir():
        raise ConfigError(f"{setting} is {path}, which is a folder: point it at a file inside "
                          "it, e.g. mandala.db (check your .env).")
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ConfigError(f"{setting} is {path}, but its folder {folder} cannot be created "
                          f"({e.strerror}): choose a folder the bot can write to.") from None
    try:
        if not os.access(folder, os.W_OK | os.X_OK):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
        # SQLite writes its journal (-wal, -shm) beside the file, so the folder must be writable;
        # a block written and synced, since a full disk still lets an empty file be created.
        write_room(folder)
    except OSError as e:
        if e.errno in (errno.ENOSPC, errno.EDQUOT):
            raise ConfigError(f"{setting} is {path}, but there is no space left on the disk of "
                              f"{folder}: free some space there or choose another folder."
                              ) from None
        raise ConfigError(f"{setting} is {path}, but the bot cannot write in the folder {folder} "
                          f"({e.strerror or e}): choose a folder the bot can write to.") from None
    if not path.exists():
        return
    try:
        with path.open("r+b") as f:
            header = f.read(len(SQLITE_HEADER))
    except OSError as e:
        raise ConfigError(f"{setting} is {path}, but the bot cannot open that file for writing "
                          f"({e.strerror or e}).") from None
    if header and header != SQLITE_HEADER:
        raise ConfigError(f"{setting} is {path}, but that file is not a SQLite database: "
                          "point it at a new file (it will be created) or at the bot's database.")
    if header and (found := damage(path)) is not None:
        said = " ".join(found.split())
        raise ConfigError(f"{setting} is {path}, but that SQLite file is damaged (SQLite's check"
                          f" says: {said}), so the bot did not start and left it untouched: "
                          "restore it from a backup, or recover it with sqlite3's .recover into "
                          "a new file.")


def bring_up_to_date(settings: Settings) -> None:
    """Open the database once before logging in to Discord, so that a schema step that fails
    (a full disk) or a schema newer than the code is refused in one sentence, not a traceback
    from inside the bot's start. The step was rolled back; the bot opens it again at start."""
    async def once() -> None:
        db = await Database.open(settings.database_url or settings.database_path,
                                 timeout=settings.db_timeout_s)
        await db.close()

    try:
        asyncio.run(once())
    except StartRefused as e:
        raise ConfigError(str(e)) from None


# Loggers that at DEBUG write what players must not see: aiosqlite logs every statement with its
# parameters (hands, deck order); discord.http and discord.gateway log request and event payloads
# (ephemeral hand messages included). They never go below INFO, whatever LOG_LEVEL says.
QUIET_LOGGERS = ("aiosqlite", "discord.http", "discord.gateway")


def setup_logging(level: str) -> None:
    """Log to stderr at `level`, except the loggers that would write hidden state at DEBUG."""
    numeric = logging.getLevelName(level)
    if not isinstance(numeric, int):
        numeric = logging.INFO
    discord.utils.setup_logging(level=numeric)
    cap_secret_loggers()


def cap_secret_loggers() -> None:
    floor = max(logging.getLogger().level, logging.INFO)
    for name in QUIET_LOGGERS:
        logging.getLogger(name).setLevel(floor)


if __name__ == "__main__":
    # The command line is launch.py's: running this file directly would load it a second time
    # (as __main__ beside `bot`), so it only says how to start.
    print("Start the bot with `python launch.py` (or `make run`); `python launch.py --help` "
          "lists play and demo.", file=sys.stderr)
    sys.exit(2)
