"""Keeping background work alive: one guard for every iteration of a background job, and a
restart for a job whose task dies anyway (no Discord here: the cogs supervise their loops
with it).

A failure is logged by what failed (a match id, a seat) and the exception's types and frames
(play.logsafe), never its message or a full traceback: an engine message can name hidden cards.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from play.logsafe import outline


class Supervisor:
    """Counts the failures of one background job and logs each with the running count, so a
    job failing every minute is seen as such in the log."""

    def __init__(self, job: str, log: logging.Logger) -> None:
        self.job = job
        self.log = log
        self.failures = 0
        self.restarts = 0

    async def guard(self, work: Awaitable[object], what: str) -> bool:
        """Run `work`; a failure is logged and swallowed so the job goes on. True if it
        succeeded. `what` names it by ids only."""
        try:
            await work
        except Exception as e:
            self.failed(what, e)
            return False
        return True

    def failed(self, what: str, error: BaseException) -> None:
        self.failures += 1
        self.log.error("%s: %s failed; %d failures so far:\n%s", self.job, what,
                       self.failures, outline(error))

    def keep_alive(self, start: Callable[[], asyncio.Task[None]]) -> asyncio.Task[None]:
        """Start the job's task and start it again whenever it ends with an error (a task
        cancelled on purpose, or one that finished, stays ended)."""
        task = start()

        def restart(done: asyncio.Task[None]) -> None:
            if done.cancelled():
                return
            error = done.exception()
            if error is None:
                return
            self.restarts += 1
            self.failed(f"its task (restart {self.restarts})", error)
            self.keep_alive(start)

        task.add_done_callback(restart)
        return task
