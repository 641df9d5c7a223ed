"""The bot's clock: wall-clock seconds (what the store keeps and Discord shows) whose steps are
ignored, so a system clock stepped forward or back an hour neither times a player out nor gives
them time. Between two readings the time passed is the monotonic clock's; the wall clock is
followed only while the two agree (NTP's slow slewing), and a jump of more than STEP_S
between them is taken out. A new process starts no earlier than the last time its previous one
saw (`anchor`'s floor): a clock stepped back across a restart gives no time either.

What it follows is kept per event loop: a process runs one bot on one loop, and a test that
runs two bots (one per thread and loop, each with its own simulated time) must not have one
bot's readings taken for a step of the other's.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from weakref import WeakKeyDictionary

STEP_S = 1.0  # a disagreement larger than this between two readings is a step, not a slew


@dataclass
class _Following:
    offset: float  # seconds added to the wall clock: the steps taken out so far
    wall: float  # the last reading, and the monotonic clock's then
    mono: float


class SteadyClock:
    """`now()`: `wall()` plus the steps taken out since `anchor` (0 until the wall clock
    steps)."""

    def __init__(self, wall: Callable[[], float], *, step_s: float = STEP_S,
                 mono: Callable[[], float] | None = None) -> None:
        self.wall = wall
        self.step_s = step_s
        # the monotonic clock, looked up at each reading (a harness may simulate it)
        self.mono: Callable[[], float] = mono or _monotonic
        self._following: WeakKeyDictionary[asyncio.AbstractEventLoop | _NoLoop, _Following] = (
            WeakKeyDictionary())

    @property
    def offset(self) -> float:
        """The steps taken out so far on this loop."""
        following = self._following.get(_loop())
        return 0.0 if following is None else following.offset

    def anchor(self, floor: float | None = None) -> float:
        """Start following the wall clock afresh (a process starts), never earlier than
        `floor`; the time now."""
        wall = self.wall()
        offset = 0.0 if floor is None else max(0.0, floor - wall)
        # time.monotonic looked up at each reading: a test's simulated time replaces it
        self._following[_loop()] = _Following(offset, wall, self.mono())
        return wall + offset

    def release(self) -> None:
        """Stop following (the process stops): readings are the wall clock's again."""
        self._following.pop(_loop(), None)

    def now(self) -> float:
        """The wall clock's time, its steps since `anchor` taken out (before: the wall's)."""
        wall = self.wall()
        following = self._following.get(_loop())
        if following is None:
            return wall
        mono = self.mono()
        step = (wall - following.wall) - (mono - following.mono)
        if abs(step) > self.step_s:
            following.offset -= step
        following.wall, following.mono = wall, mono
        return wall + following.offset


def _monotonic() -> float:
    return time.monotonic()  # looked up at each call: a test's simulated time replaces it


class _NoLoop:
    """The key of readings made outside any event loop (a plain call, a test)."""


_OUTSIDE = _NoLoop()


def _loop() -> asyncio.AbstractEventLoop | _NoLoop:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return _OUTSIDE
