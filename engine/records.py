"""Checks shared by every game's JSON codec: a stored record is the truth, so each field is
checked on the way in and a corrupted one fails loudly with what was wrong."""

from __future__ import annotations

from typing import Any, Generic, Self, TypeVar

R = TypeVar("R")


class Restored(Generic[R]):
    """A game's state that is its record's fields (`R`): `restore` takes them, and
    `from_record` builds a state holding them with no blank game made first."""

    __slots__ = ()

    def restore(self, r: R) -> None:
        """Take every field of `r` (its lists become the state's own: pass fresh ones)."""
        raise NotImplementedError

    @classmethod
    def from_record(cls, r: R) -> Self:
        """A state holding `r` (its lists become the state's own: pass fresh ones)."""
        g = cls.__new__(cls)
        g.restore(r)
        return g


def six_counts(value: Any, what: str) -> list[int]:
    """A list of six non-negative ints (one count per colour)."""
    if (
        not isinstance(value, list)
        or len(value) != 6
        or not all(type(v) is int and v >= 0 for v in value)
    ):
        raise ValueError(f"{what}: expected six non-negative counts, got {value!r}")
    return list(value)


def seat(value: Any, players: int, what: str) -> int:
    """A seat number of a game with `players` seats."""
    if type(value) is not int or not 0 <= value < players:
        raise ValueError(f"{what}: expected a seat 0-{players - 1}, got {value!r}")
    return value
