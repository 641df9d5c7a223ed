"""The deadline sweep's sleep (RoboDanny's timer dispatch): until the next deadline, brought
forward when a nearer one is written meanwhile (a challenge opened, a turn started).

The sleeper awaits nothing but `asyncio.sleep`, the one wait every loop driver understands
(simcord's simulated time parks it at once; a task parked on an `asyncio.Event`, or on a helper
task started for the sleep, looks busy to it for a while at each wake-up). To wake it earlier,
`tell` cancels that sleep, and only that sleep: the sleeper takes its own cancel back
(`Task.uncancel`) and sleeps again for the nearer time; any other cancel (an unload) still ends
it. No Discord here: the deadlines cog sleeps with it, the store's writes bring it forward.
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
        self._sleeper: asyncio.Task[object] | None = None
        self._rearm = False  # tell() cancelled the sleep to shorten it, not to end it
        self._told = math.inf  # the earliest deadline told while awake
        self.brought_forward = 0  # sleeps cut short by a nearer deadline

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
            if not self._rearm and self._sleeper is not None:
                self._rearm = True
                self._sleeper.cancel()  # raised at its sleep: the only await while asleep

    async def sleep_until(self, until: float) -> None:
        """Sleep until `until`, or the nearer deadline told before or during the sleep."""
        self._until = min(until, self._told)
        self._told = math.inf
        self._sleeper = asyncio.current_task()
        try:
            while (delay := self._until - self._clock()) > 0:
                try:
                    await asyncio.sleep(delay)
                except asyncio.CancelledError:
                    if not self._rearm:
                        raise
                    self._rearm = False
                    if self._sleeper is not None and self._sleeper.uncancel() > 0:
                        raise  # cancelled by someone else as well: end
        finally:
            self._until = None
            self._sleeper = None
            self._rearm = False
