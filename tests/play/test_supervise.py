"""Background work survives its failures: each one is logged by what failed and a count, never
by the exception's words, and a task that dies is started again."""

from __future__ import annotations

import asyncio
import logging

from play.supervise import Supervisor

log = logging.getLogger("test.supervise")
SECRET = "seat 1 holds R R Y"  # what an engine message could say


async def fails() -> None:
    raise ValueError(SECRET)


async def test_a_failure_is_swallowed_counted_and_logged_without_its_message(caplog):
    sup = Supervisor("the job", log)
    caplog.set_level(logging.INFO)
    assert await sup.guard(fails(), "match 7") is False
    assert await sup.guard(fails(), "match 8") is False
    assert await sup.guard(asyncio.sleep(0), "match 9") is True
    assert sup.failures == 2
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2 and "match 8" in lines[1] and "2 failures so far" in lines[1]
    assert "ValueError" in lines[1] and "in fails" in lines[1]  # what and where, not its words
    assert not any(SECRET in line or r.exc_info for line, r in zip(lines, caplog.records,
                                                                     strict=True))


async def test_a_task_that_dies_is_started_again_and_a_cancelled_one_is_not():
    sup = Supervisor("the job", log)
    runs = 0
    parked = asyncio.Event()

    async def job() -> None:
        nonlocal runs
        runs += 1
        if runs == 1:
            raise RuntimeError(SECRET)
        parked.set()
        await asyncio.Event().wait()  # runs until cancelled

    first = sup.keep_alive(lambda: asyncio.get_running_loop().create_task(job()))
    await parked.wait()
    assert runs == 2 and sup.restarts == 1 and first.done()
    current = [t for t in asyncio.all_tasks() if t.get_coro().__name__ == "job"]
    assert len(current) == 1
    current[0].cancel()
    await asyncio.gather(current[0], return_exceptions=True)
    await asyncio.sleep(0)
    assert runs == 2 and sup.restarts == 1
