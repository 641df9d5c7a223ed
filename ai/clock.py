"""The only clock the AI reads: a wall-time safety cap for search (the engine stays clock-free).

Moves are decided by iteration budgets, so they are reproducible; the deadline only stops a
search that runs slower than calibrated (a loaded machine), at the price of reproducibility.
"""

from __future__ import annotations

import time


class Deadline:
    __slots__ = ("at",)

    def __init__(self, seconds: float | None) -> None:
        self.at = None if seconds is None else time.perf_counter() + seconds

    def passed(self) -> bool:
        return self.at is not None and time.perf_counter() >= self.at
