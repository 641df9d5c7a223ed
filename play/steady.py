"""The bot's clock: wall-clock seconds (what the store keeps and Discord shows) whose steps are
ignored, so a system clock stepped forward or back an hour neither times a player out nor gives
them time. Between two readings the time passed is the monotonic clock's; the wall clock is
followed only while the two agree (NTP's slow slewing), and a jump of more than STEP_S
between them is taken out. A new process starts no earlier than the last time its previous one
saw (`anchor`'s floor): a clock stepped back across a restart gives no time either.
"""

from __future__ import annotations

import time
from collections.abc import Callable

STEP_S = 1.0  # a disagreement larger than this between two readings is a step, not a slew


class SteadyClock:
    """`now()`: `wall()` plus the steps taken out so far (0 until the wall clock steps)."""

    def __init__(self, wall: Callable[[], float], *, step_s: float = STEP_S) -> None:
        self.wall = wall
        self.step_s = step_s
        self.offset = 0.0  # seconds added to the wall clock: the steps taken out
        self._last: tuple[float, float] | None = None  # (wall, monotonic) at the last reading

    def anchor(self, floor: float | None = None) -> float:
        """Start following the wall clock afresh (a process starts), never earlier than
        `floor`; the time now."""
        wall = self.wall()
        self.offset = 0.0 if floor is None else max(0.0, floor - wall)
        self._last = (wall, time.monotonic())  # looked up now: a test's simulated time
        return wall + self.offset

    def release(self) -> None:
        """Stop following (the process stops): readings are the wall clock's again."""
        self.offset, self._last = 0.0, None

    def now(self) -> float:
        """The wall clock's time, its steps since `anchor` taken out (before: the wall's)."""
        wall = self.wall()
        if self._last is None:
            return wall
        mono = time.monotonic()
        last_wall, last_mono = self._last
        step = (wall - last_wall) - (mono - last_mono)
        if abs(step) > self.step_s:
            self.offset -= step
        self._last = (wall, mono)
        return wall + self.offset
