"""simcord runs the real bot against an in-memory Discord; each test gets a fresh database."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import pytest

from bot import Settings, create_bot


@pytest.fixture
def settings(tmp_path, request, database_url) -> Settings:
    # the sweep wakes at each deadline, else once a day (SWEEP_SECONDS, its longest sleep):
    # advance_time over days costs a few wake-ups; deadlines are unchanged; the outage watch's
    # heartbeat (play.outages) beats once a day too; a test may change
    # more with `@pytest.mark.parametrize("settings", [{...}], indirect=True)`
    changes = {"sweep_s": 24 * 3600, "watch_s": 24 * 3600, "bot_pause_ms": 0,
               **getattr(request, "param", {})}
    return Settings(token="not-used", database_path=tmp_path / "mandala.db",
                    database_url=database_url, **changes)


@pytest.fixture
def seeds():
    counter = itertools.count(1)
    return lambda: next(counter)  # deterministic games, a different one per match


@pytest.fixture(autouse=True)
async def close_databases(monkeypatch):
    """Close every database a bot opened, also the one of a bot replaced by restart_bot:
    aiosqlite's worker thread would otherwise keep pytest alive after a failure. Only those
    opened on the test's loop: a cluster node's (tests/cogs/cluster.py) lives on the node's own
    loop, which stop_node closes, and the node's shutdown closed its database."""
    import asyncio

    from store import Database

    opened: list[tuple[asyncio.AbstractEventLoop, Database]] = []
    real_open = Database.open.__func__

    async def tracking_open(cls, path, **kw):
        db = await real_open(cls, path, **kw)
        opened.append((asyncio.get_running_loop(), db))
        return db

    monkeypatch.setattr(Database, "open", classmethod(tracking_open))
    yield
    here = asyncio.get_running_loop()
    for loop, db in opened:
        if loop is here:
            await db.close()


async def in_process_chooser(kind: str, state: str, seat: int, level: str, seed: int) -> str:
    """The bot's moves without the process pool: the same AI call, in the test's process."""
    from ai.worker import choose_from_state

    return choose_from_state(kind, state, seat, level, seed)


async def in_process_rater(kind: str, state: str, seat: int, code: str, level: str,
                           seed: int) -> tuple[str, str, float, float]:
    """The analysis without the pool, on a small budget (the same search, fewer rollouts)."""
    from ai.analysis import rate
    from ai.levels import level_named
    from engine.games import kind as game_kind

    k = game_kind(kind)
    small = level_named(level, kind, determinizations=4, iterations=60, work=600)
    r = rate(kind, k.from_json(state).view(seat), k.parse_action(code), level=small, seed=seed)
    return r.played, r.best, r.played_value, r.best_value


@pytest.fixture
def simcord_bot(settings, seeds):
    return create_bot(settings, seeds=seeds, chooser=in_process_chooser, rater=in_process_rater)


@dataclass
class World:
    env: Any
    guild: Any
    channel: Any
    alice: Any
    bob: Any
    carol: Any

    @property
    def bot(self) -> Any:
        return self.env.bot


@pytest.fixture
async def world(simcord_env, request) -> World:
    """A server with #games; its matches are played in the channel (threads off), as the
    older tests expect, unless the test is marked `threads` (the default of a real server)."""
    env = simcord_env
    guild = env.create_guild("Mandala Club")
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    carol = guild.add_member(env.create_user("carol"))
    if request.node.get_closest_marker("threads") is None:
        await env.bot.store.settings.set_threads(guild.id, False)
    return World(env, guild, channel, alice, bob, carol)
