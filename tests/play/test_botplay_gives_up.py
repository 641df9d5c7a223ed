"""The bot player's retries are bounded (play.botplay): a database that stays out of reach (a
real SQLite lock another connection never lets go of) gets a bounded number of tries, then one
log line and the match is left to the sweep; an error no retry can cure (a real read-only
database) is not retried at all. Found by review: both were retried forever."""

from __future__ import annotations

import asyncio
import itertools
import logging
import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from play import retry
from play.botplay import BotPlayer
from play.service import MatchService
from store import Database, Store
from store.sqlite import SqliteDatabase
from tests.play.test_botplay import Host, Shown, bot_to_move, chooser

TRIES = 3  # instead of retry.TRIES, so the test ends in a fraction of a second


@pytest.fixture
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same backoff, in hundredths of a second, and fewer tries before giving up."""
    monkeypatch.setattr(retry, "FIRST_RETRY", 0.01)
    monkeypatch.setattr(retry, "LAST_RETRY", 0.02)
    monkeypatch.setattr(retry, "TRIES", TRIES)


def service_on(db: Database) -> MatchService:
    counter = itertools.count(1)
    return MatchService(Store(db), reminder_after=100, forfeit_after=100,
                        seeds=lambda: next(counter))


async def test_a_lock_never_let_go_is_tried_a_few_times_then_left_to_the_sweep(
        tmp_path: Path, quick_retries: None, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "locked.db"
    db = await Database.open(path, timeout=0.05)
    service = service_on(db)
    lock = sqlite3.connect(path, isolation_level=None)
    try:
        match = await bot_to_move(service)
        lock.execute("BEGIN EXCLUSIVE")  # another process holds the file, and keeps it
        outages: list[str] = []
        shown = Shown()
        player = BotPlayer(Host(service), chooser, shown, clock=lambda: 60.0, pause=0,
                           outage=lambda: outages.append("told"))
        failed: list[str] = []
        player.supervisor.failed = lambda what, e: failed.append(what)  # type: ignore
        with caplog.at_level(logging.INFO, logger="mandala.botplay"):
            player.schedule(match)
            await asyncio.wait_for(asyncio.gather(*player._tasks), 5)  # it ends by itself
        tries = [r for r in caplog.records if "trying again" in r.getMessage()]
        given_up = [r for r in caplog.records if "giving up" in r.getMessage()]
        assert len(tries) == TRIES - 1 and len(given_up) == 1
        assert f"match {match.id}" in given_up[0].getMessage()
        assert outages and not failed and not shown.steps
        assert match.id not in player._busy  # the sweep's schedule may start it again
        lock.execute("COMMIT")
        player.schedule(match)  # what the sweep's resume does, once the lock is gone
        assert (await shown.one()).seat == 1
    finally:
        lock.close()
        await db.close()


async def test_a_read_only_database_is_not_retried(
        tmp_path: Path, quick_retries: None, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "ro.db"
    db = await Database.open(path, timeout=0.05)
    conn = await aiosqlite.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)
    conn.row_factory = aiosqlite.Row  # as SqliteDatabase.connect sets it
    try:
        match = await bot_to_move(service_on(db))
        read_only = service_on(SqliteDatabase(path, conn, timeout=0.05))
        outages: list[str] = []
        shown = Shown()
        player = BotPlayer(Host(read_only), chooser, shown, clock=lambda: 60.0, pause=0,
                           outage=lambda: outages.append("told"))
        failed: list[str] = []
        player.supervisor.failed = lambda what, e: failed.append(  # type: ignore
            f"{what}: {type(e).__name__}")
        with caplog.at_level(logging.INFO, logger="mandala.botplay"):
            player.schedule(match)
            await asyncio.wait_for(asyncio.gather(*player._tasks), 5)
        assert failed == [f"match {match.id} seat 1: the bot's move: OperationalError"]
        assert not outages and not shown.steps
        assert not [r for r in caplog.records if "trying again" in r.getMessage()]
    finally:
        await conn.close()
        await db.close()
