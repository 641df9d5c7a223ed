"""What recorded steps still owe their channel, kept from the database: a move is committed
with the match's new version, and `published_version` catches up only once its table, turn
notice and the bot's next move are done. So a crash between the two, or a database that went
away in the middle, leaves a debt the start (and the end of an outage) finds and pays, once.

This module holds the bookkeeping (one publication at a time per match, what was shown, what a
match read afresh still owes, counting a showing paid or retrying it with a short backoff); what
paying means (showing a step) is the flow's `settle`."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Literal

from cogs.kit.keyed import KeyedLocks
from play import messages
from play.retry import again, wait_before
from play.supervise import Supervisor
from store import Match

if TYPE_CHECKING:
    from bot import MandalaBot

log = logging.getLogger("mandala.owed")

# shows what a match still owes (reading it afresh); True once paid, False while the database
# is out of reach; raises on anything else
Settle = Callable[[int], Awaitable[bool]]
# what a match read afresh still owes: nothing; only counting it shown (this process showed it,
# the count was not stored); or showing its latest step
Debt = Literal["nothing", "the count", "its showing"]


class Owed:
    """One bot's publication debts: locks, what it has shown, and the retries under way."""

    def __init__(self, bot: MandalaBot, settle: Settle) -> None:
        self.bot = bot
        self.settle = settle
        self._locks = KeyedLocks()  # match id -> its publication's lock, while in use
        self._shown: dict[int, int] = {}  # match id -> the last version shown by this process
        self._retrying: set[int] = set()  # match ids with a retry under way
        self._outage: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.supervisor = Supervisor("owed publications", log)

    def lock(self, match_id: int) -> AbstractAsyncContextManager[None]:
        """One publication of a match at a time, so a retry reads what the last one left."""
        return self._locks.hold(match_id)

    def shown(self, match_id: int) -> int:
        """The last version of this match this process has shown (-1: none yet)."""
        return self._shown.get(match_id, -1)

    def debt(self, match: Match | None) -> Debt:
        """What `match` (read afresh; None: it is gone) still owes its channel."""
        if match is None or not match.owes_publication:
            return "nothing"
        return "the count" if self.shown(match.id) >= match.version else "its showing"

    async def count(self, match_id: int, version: int, reached: bool) -> bool:
        """After showing `version`: count it shown, True. With the database out of reach
        (`reached` False: a part of the showing found it away; or now, while counting) it
        stays owed, a retry soon shows what the match owes then, False. Any other failure to
        count is reported and not retried (it would fail again); the start pays it."""
        if reached:
            try:
                await self.paid(match_id, version)
                return True
            except Exception as e:
                if not self.bot.store.unreachable(e):
                    self.supervisor.failed(f"match {match_id}: counting it shown", e)
                    return True
        self.retry(match_id)
        return False

    async def paid(self, match_id: int, version: int) -> None:
        """`version` is shown: the database stops counting it owed (raises if out of reach).
        A finished match keeps its last version shown, so a live step of it published late
        (a bot's, a retry's) is known as older than its end and not shown over it."""
        self._shown[match_id] = max(version, self.shown(match_id))
        await messages.shown(self.bot.store, match_id, version)

    async def settle_all(self) -> bool:
        """Pay every debt of this process's guilds (at start, after an outage): True when all
        are paid, False when the database went out of reach meanwhile."""
        for match in await self.bot.store.matches.unpublished(self.bot.held_shards):
            try:
                if not await self.settle(match.id):
                    return False
            except Exception as e:
                if self.bot.store.unreachable(e):
                    return False
                self.supervisor.failed(f"match {match.id}: its owed publication", e)
        return True

    def retry(self, match_id: int) -> None:
        """Pay this match's debt soon, retrying with a short backoff while the database is out
        of reach (not left to the next start). Once per match at a time."""
        if match_id in self._retrying:
            return
        self._retrying.add(match_id)
        self._spawn(self._retry(match_id))

    def outage(self) -> None:
        """The database was out of reach: once it answers again, pay every debt, as a start
        would (a commit whose answer was lost leaves one nobody else knows of)."""
        if self._outage is None or self._outage.done():
            self._outage = self._spawn(self._after_outage())

    async def _retry(self, match_id: int) -> None:
        try:
            await self._until_paid(lambda: self.settle(match_id), f"match {match_id}")
        finally:
            self._retrying.discard(match_id)

    async def _after_outage(self) -> None:
        await self._until_paid(self.settle_all, "every owed match")

    async def _until_paid(self, pay: Callable[[], Awaitable[bool]], what: str) -> None:
        attempt = 0
        while True:
            await asyncio.sleep(wait_before(attempt))
            attempt += 1
            try:
                if await pay():
                    return
            except Exception as e:
                if not self.bot.store.unreachable(e):
                    self.supervisor.failed(f"{what}: its owed publication", e)
                    return
            if not again(attempt):  # the debt stays stored: a start or the next outage pays it
                log.warning("%s: the database was out of reach %d times; giving up its owed"
                            " publication for now", what, attempt)
                return
            log.warning("%s: the database is still out of reach (try %d); trying again",
                        what, attempt)

    def _spawn(self, work: Coroutine[object, object, None]) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def cancel(self) -> None:
        for task in self._tasks:
            task.cancel()
