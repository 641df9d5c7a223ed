"""Entry point: `python bot.py` starts the bot; `python bot.py demo ...` plays offline.

Settings come from the environment, or from a `.env` file beside this one (see .env.example).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
log = logging.getLogger("mandala")


class ConfigError(Exception):
    """A setting is missing or wrong; the message is one sentence for the person starting us."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    challenge_timeout_s: int = 600
    reminder_after_s: int = 12 * 3600
    forfeit_after_s: int = 24 * 3600
    sweep_s: int = 60  # how often deadlines are checked


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


def load_settings(env: dict[str, str] | None = None, *, dotenv: bool = True) -> Settings:
    """Read settings from `env` (default: os.environ after loading .env)."""
    if env is None:
        if dotenv:
            from dotenv import load_dotenv

            load_dotenv(HERE / ".env")
        env = dict(os.environ)
    token = env.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError(
            "DISCORD_TOKEN is not set: copy .env.example to .env and put your bot's token there "
            "(Discord Developer Portal > your application > Bot > Reset Token)."
        )
    db = Path(env.get("DATABASE_PATH", "").strip() or HERE / "data" / "mandala.db")
    return Settings(
        token=token,
        database_path=db,
        dev_guild_id=_int(env, "DEV_GUILD_ID", None),
        log_level=env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO",
        challenge_timeout_s=_int(env, "CHALLENGE_TIMEOUT_SECONDS", 600) or 600,
        reminder_after_s=_int(env, "TURN_REMINDER_SECONDS", 12 * 3600) or 12 * 3600,
        forfeit_after_s=_int(env, "TURN_FORFEIT_SECONDS", 24 * 3600) or 24 * 3600,
        sweep_s=_int(env, "SWEEP_SECONDS", 60) or 60,
    )


EXTENSIONS = ("cogs.games", "cogs.deadlines")


def create_bot(settings: Settings, *, seeds=None):  # -> MandalaBot (discord imported lazily)
    import discord
    from discord.ext import commands

    from play.service import MatchService
    from store import Database, MatchStore

    class MandalaBot(commands.Bot):
        """Opens the database in setup_hook, loads the cogs, closes the database on close."""

        def __init__(self) -> None:
            super().__init__(command_prefix=commands.when_mentioned,
                             intents=discord.Intents.default(), help_command=None)
            self.settings = settings
            self.db: Database | None = None

        async def setup_hook(self) -> None:
            self.db = await Database.open(settings.database_path)
            self.store = MatchStore(self.db)
            extra = {"seeds": seeds} if seeds is not None else {}
            self.service = MatchService(self.store, reminder_after=settings.reminder_after_s,
                                        forfeit_after=settings.forfeit_after_s, **extra)
            for ext in EXTENSIONS:
                try:
                    await self.load_extension(ext)
                except Exception:
                    log.exception("extension %s failed to load; going on without it", ext)
            if settings.dev_guild_id:
                guild = discord.Object(settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()

        async def close(self) -> None:
            await super().close()
            if self.db is not None:
                await self.db.close()
                self.db = None

    return MandalaBot()


def run(settings: Settings) -> None:
    import discord

    discord.utils.setup_logging(level=logging.getLevelName(settings.log_level))
    create_bot(settings).run(settings.token, log_handler=None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bot.py", description="Mandala & Flowers for Discord")
    sub = parser.add_subparsers(dest="command")
    demo = sub.add_parser("demo", help="play one random game offline and print the move log")
    demo.add_argument("--game", default="mandala", choices=["mandala", "flowers"])
    demo.add_argument("--players", type=int, default=2, help="2 for Mandala, 2-4 for Flowers")
    demo.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    if args.command == "demo":
        from engine.demo import play_demo

        try:
            play_demo(args.seed, game=args.game, players=args.players)
        except ValueError as e:
            parser.error(str(e))
        return 0

    try:
        settings = load_settings()
    except ConfigError as e:
        print(e, file=sys.stderr)
        return 2
    run(settings)
    return 0


if __name__ == "__main__":
    sys.exit(main())
