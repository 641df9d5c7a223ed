"""The entries of a match's action log, typed apart from the game's actions. The log's
`action` column holds a game action's code, or one of the reserved codes below for what is no
move (a seat leaving, a cancel); `entry` reads it once, here at the store boundary, so replay,
history and analysis match on types instead of comparing strings. The text stays as it is
stored (no migration)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class LogCode(StrEnum):
    """The reserved codes of the action column (no game may use them as an action)."""

    FORFEIT = "forfeit"
    TIMEOUT = "timeout"
    CANCEL = "cancel"  # a moderator's cancel
    ABANDON = "abandon"  # the match's channel or thread is gone


@dataclass(frozen=True)
class Played:
    """A game action, by its code (the game's `parse_action` reads it)."""

    code: str


@dataclass(frozen=True)
class Forfeit:
    seat: int


@dataclass(frozen=True)
class Timeout:
    seat: int


@dataclass(frozen=True)
class Cancelled:
    """Ended with no result; `abandoned` when its place was gone rather than a moderator's."""

    abandoned: bool = False


Entry = Played | Forfeit | Timeout | Cancelled
Left = Forfeit | Timeout  # a seat left the game (see play.leave)


def parse_entry(code: str, seat: int | None) -> Entry:
    """The typed entry of a stored (code, seat); a leaving without its seat is corrupt."""
    if code in (LogCode.FORFEIT, LogCode.TIMEOUT):
        if seat is None:
            raise ValueError(f"a logged {code} has no seat")
        return Forfeit(seat) if code == LogCode.FORFEIT else Timeout(seat)
    if code in (LogCode.CANCEL, LogCode.ABANDON):
        return Cancelled(abandoned=code == LogCode.ABANDON)
    return Played(code)
