"""The only clock the AI reads: a wall-time safety cap for search (the engine stays clock-free).

Moves are decided by iteration budgets, so they are reproducible; the deadline only stops a
search that runs slower than calibrated (a loaded machine), at the price of reproducibility.
Hints and analyses have no cap at all (`ai.levels.HINT`). `now` is read at each look, so a
test can put a starved machine's clock there.
"""

from __future__ import annotations

import time
from collections.abc import Callable

now: Callable[[], float] = time.perf_counter


class Deadline:
    __slots__ = ("at",)

    def __init__(self, seconds: float | None) -> None:
        self.at = None if seconds is None else now() + seconds

    def passed(self) -> bool:
        return self.at is not None and now() >= self.at
