"""The owed publications' retries are bounded (cogs.output.owed): a database that stays out of reach
(a real SQLite lock another connection never lets go of) gets a bounded number of tries, then
one log line; the debt stays in the database for the next start or outage to pay. Found by
review: they were retried forever (and any OperationalError counted as out of reach)."""

from __future__ import annotations

import asyncio
import itertools
import logging
import sqlite3
from pathlib import Path
from types import SimpleNamespace

import pytest

from cogs.output.owed import Owed
from play import messages, retry
from play.service import MatchService
from present.step_plan import Plan
from store import Database, Store
from tests.play.test_botplay import bot_to_move

TRIES = 3


async def test_a_lock_never_let_go_is_tried_a_few_times_then_given_up(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(retry, "FIRST_RETRY", 0.01)
    monkeypatch.setattr(retry, "LAST_RETRY", 0.02)
    monkeypatch.setattr(retry, "TRIES", TRIES)
    path = tmp_path / "locked.db"
    db = await Database.open(path, timeout=0.05)
    store = Store(db)
    counter = itertools.count(1)
    service = MatchService(store, reminder_after=100, forfeit_after=100,
                           seeds=lambda: next(counter))
    lock = sqlite3.connect(path, isolation_level=None)
    try:
        match = await bot_to_move(service)
        paid: list[int] = []

        async def settle(match_id: int) -> bool:
            """Shows the step (a real write of the store): out of reach while locked."""
            await messages.shown(store, match_id, match.version)
            paid.append(match_id)
            return True

        owed = Owed(SimpleNamespace(store=store, held_shards=None), settle)  # type: ignore
        failed: list[str] = []
        owed.supervisor.failed = lambda what, e: failed.append(what)  # type: ignore
        lock.execute("BEGIN EXCLUSIVE")  # another process holds the file, and keeps it
        with caplog.at_level(logging.INFO, logger="mandala.owed"):
            owed.retry(match.id)
            await asyncio.wait_for(asyncio.gather(*owed._tasks), 5)  # it ends by itself
        given_up = [r for r in caplog.records if "giving up" in r.getMessage()]
        assert len(given_up) == 1 and f"match {match.id}" in given_up[0].getMessage()
        assert not paid and not failed and match.id not in owed._retrying
        lock.execute("COMMIT")
        owed.retry(match.id)  # a later retry (a move, an outage's end) still pays it
        await asyncio.wait_for(asyncio.gather(*owed._tasks), 5)
        assert paid == [match.id]
        assert (await store.matches.get(match.id)).published_version == match.version
    finally:
        lock.close()
        await db.close()


async def test_the_sweep_pays_a_debt_the_retries_left(world) -> None:
    """A step still owed after its retries gave up (an outage longer than they last) is shown
    at the sweep's next wake-up, not left for the next start or move."""
    from tests.cogs.helpers import live_game, start_match
    from tests.cogs.test_timeouts import HOUR, advance

    await start_match(world)
    match, _ = await live_game(world)
    # what a publication that gave up leaves: the match a version behind what it shows
    async with world.bot.store.db.transaction() as conn:
        await conn.execute(
            "UPDATE matches SET published_version = version - 1 WHERE id = ?", (match.id,))
    assert (await world.bot.store.matches.get(match.id)).owes_publication
    await advance(world.env, 13 * HOUR)  # past the reminder: the sweep wakes at least once
    assert not (await world.bot.store.matches.get(match.id)).owes_publication


async def test_a_table_whose_id_cannot_be_kept_is_taken_back(world, monkeypatch) -> None:
    """A publication that posts its table anew but can't store the new message's id (the
    database reads but won't write) takes that message back: otherwise each retry finds the
    stored table buried by the last one and posts another."""
    from cogs.output import tables
    from play import messages
    from play.step import load_game
    from store import StoreBusy
    from tests.cogs.helpers import live_game, start_match

    await start_match(world)
    match, _ = await live_game(world)
    before = {m.id for m in world.channel.history()}
    real = messages.table_posted
    failures = iter([True, True])

    async def flaky(store, m, message_id, at):
        if next(failures, False):
            raise StoreBusy("the write lock is held elsewhere")
        await real(store, m, message_id, at)

    monkeypatch.setattr(messages, "table_posted", flaky)
    step = tables.Step(match, load_game(match), None, [])
    for _ in range(2):  # two retries that can't keep the id
        with pytest.raises(StoreBusy):
            await tables.publish(world.bot, Plan.repost(step))
    await tables.publish(world.bot, Plan.repost(step))  # the write works now
    new_tables = [m for m in world.channel.history()
                  if m.id not in before and m.content.startswith("**Mandala** · match #")]
    assert len(new_tables) == 1, len(new_tables)
    stored = await world.bot.store.matches.get(match.id)
    assert stored.table_message_id == new_tables[0].id
