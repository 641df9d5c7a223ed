"""The sweep's alarm: it sleeps until the time asked, a nearer deadline told meanwhile brings
it forward (a later one changes nothing), and one told while awake shortens the next sleep.
No test here waits for a sleep to run out: each either ends at once or is cancelled."""

from __future__ import annotations

import asyncio
import time

from play.alarm import Alarm

HOUR = 3600.0


async def spin() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


async def test_a_nearer_deadline_told_while_asleep_wakes_it_at_that_time():
    alarm = Alarm(time.time)
    far = time.time() + HOUR
    sleeper = asyncio.ensure_future(alarm.sleep_until(far))
    await spin()
    assert alarm.wakes_at == far and not sleeper.done()
    alarm.tell(far + HOUR)  # a later deadline: the sleep stays as it was
    await spin()
    assert alarm.wakes_at == far and alarm.brought_forward == 0 and not sleeper.done()
    alarm.tell(far - HOUR / 2)  # nearer, still ahead: the sleep is re-armed for it
    await spin()
    assert alarm.wakes_at == far - HOUR / 2 and alarm.brought_forward == 1
    assert not sleeper.done()
    alarm.tell(time.time() - 1)  # due already: it wakes now
    await asyncio.wait_for(sleeper, 1)
    assert alarm.wakes_at is None and alarm.brought_forward == 2


async def test_a_deadline_told_while_awake_shortens_the_next_sleep():
    alarm = Alarm(time.time)
    alarm.tell(time.time() - 1)  # written while a sweep ran
    await asyncio.wait_for(alarm.sleep_until(time.time() + HOUR), 1)
    sleeper = asyncio.ensure_future(alarm.sleep_until(time.time() + HOUR))  # told once only
    await spin()
    assert not sleeper.done()
    sleeper.cancel()
    await asyncio.gather(sleeper, return_exceptions=True)


async def test_cancelling_the_sleeper_ends_it_even_while_it_is_brought_forward():
    alarm = Alarm(time.time)
    sleeper = asyncio.ensure_future(alarm.sleep_until(time.time() + HOUR))
    await spin()
    sleeper.cancel()  # an unload...
    alarm.tell(time.time() + 10)  # ...as a nearer deadline comes in: the unload wins
    await asyncio.gather(sleeper, return_exceptions=True)
    assert sleeper.cancelled() and alarm.wakes_at is None
    alarm.tell(time.time() + 10)  # awake again: kept for the next sleep, nothing to cancel
    assert alarm.wakes_at is None


async def test_a_sleep_brought_forward_is_not_a_cancel_of_its_task():
    alarm = Alarm(time.time)

    async def sweep() -> int:
        await alarm.sleep_until(time.time() + HOUR)
        await asyncio.sleep(0)  # would raise, were a cancel of the task still pending
        return 1

    sleeper = asyncio.ensure_future(sweep())
    await spin()
    alarm.tell(time.time() + HOUR / 2)
    alarm.tell(time.time() + HOUR / 4)  # twice before it runs again: one re-arm
    await spin()
    assert not sleeper.done() and sleeper.cancelling() == 0
    alarm.tell(time.time() - 1)
    assert await asyncio.wait_for(sleeper, 1) == 1


async def test_a_time_already_past_does_not_sleep():
    alarm = Alarm(time.time)
    await asyncio.wait_for(alarm.sleep_until(time.time() - 5), 1)
    assert alarm.wakes_at is None
