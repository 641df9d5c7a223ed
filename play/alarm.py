"""The deadline sweep's sleep (RoboDanny's timer dispatch): until the next deadline, brought
forward when a nearer one is written meanwhile (a challenge opened, a turn started).

The wait is a plain `asyncio.sleep` in a task of its own, cancelled and started again for the
nearer time: a sleep is a wait every event loop driver understands (simcord's simulated time
included), where a task parked on an `asyncio.Event` only a write could set would look stuck.
No Discord here: the deadlines cog sleeps with it, the store's writes bring it forward.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Callable


class Alarm:
    """One sleeper at a time until a wall-clock time (`clock`, in seconds) that `tell` can
    bring forward; a deadline told while awake (a sweep running) shortens the next sleep."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._until: float | None = None  # when the current sleep ends (None: awake)
        self._nap: asyncio.Task[None] | None = None
        self._told = math.inf  # the earliest deadline told while awake
        self.brought_forward = 0  # sleeps cut short by a nearer deadline (for the tests, /health)

    @property
    def wakes_at(self) -> float | None:
        """When the current sleep ends; None while awake."""
        return self._until

    def tell(self, at: float) -> None:
        """A deadline at `at` was written: a sleep meant to last longer now ends then."""
        if self._until is None:
            self._told = min(self._told, at)
            return
        if at < self._until:
            self._until = at
            self.brought_forward += 1
            if self._nap is not None:
                self._nap.cancel()  # the sleeper starts again for the nearer time

    async def sleep_until(self, until: float) -> None:
        """Sleep until `until`, or the nearer deadline told before or during the sleep."""
        self._until = min(until, self._told)
        self._told = math.inf
        try:
            while (delay := self._until - self._clock()) > 0:
                self._nap = asyncio.ensure_future(asyncio.sleep(delay))
                await asyncio.wait({self._nap})  # its end, or its cancel by tell()
        finally:
            if self._nap is not None:
                self._nap.cancel()  # the sleeper itself was cancelled (an unload)
            self._nap = None
            self._until = None
