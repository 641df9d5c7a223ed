"""A match's pace, chosen when it is offered: the bot's fixed pace (a reminder, then a timeout),
`live` (a clock per player with an increment per move, chess-site style) or `daily` (a number
of days per move, reminded halfway, BGA's turn-based tables). Its text form ("live:300+20",
"daily:2") is what the store keeps and a slash option offers; None is the fixed pace.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

DAY = 86_400.0


class PaceKind(StrEnum):
    FIXED = "fixed"
    LIVE = "live"
    DAILY = "daily"


@dataclass(frozen=True)
class Pace:
    """`base`: live, the seconds on each clock at the start; daily, the days per move.
    `increment`: live, the seconds added to a player's clock when their turn passes on."""

    kind: PaceKind
    base: int = 0
    increment: int = 0

    @property
    def code(self) -> str | None:
        """The stored text; None for the fixed pace (a NULL column, as before paces existed)."""
        if self.kind == PaceKind.LIVE:
            return f"live:{self.base}+{self.increment}"
        if self.kind == PaceKind.DAILY:
            return f"daily:{self.base}"
        return None

    @property
    def clocked(self) -> bool:
        return self.kind == PaceKind.LIVE

    @property
    def move_seconds(self) -> float:
        """Daily: the time for one move."""
        return self.base * DAY


FIXED = Pace(PaceKind.FIXED)

# Live: a move through Discord's buttons takes 5-10 s of clicking alone, so the increment covers
# at least that; 5 min + 20 s fits a Mandala game (some 20-30 moves each) in about 15-20 minutes
# each, 3 + 10 a quick one, 10 + 30 a thoughtful one.
LIVE_CHOICES = (Pace(PaceKind.LIVE, 180, 10), Pace(PaceKind.LIVE, 300, 20),
                Pace(PaceKind.LIVE, 600, 30))
DAILY_CHOICES = tuple(Pace(PaceKind.DAILY, days) for days in (1, 2, 3))
CHOICES = (FIXED, *LIVE_CHOICES, *DAILY_CHOICES)  # what an option offers, in this order


def choice_value(pace: Pace) -> str:
    """The option value of a pace ("fixed" for the fixed one)."""
    return pace.code or PaceKind.FIXED.value


def parse_pace(text: str | None) -> Pace:
    """The pace a stored or chosen text names (None or "fixed": the fixed pace); only the
    offered choices parse, so a forged option value is refused (ValueError)."""
    if text is None or text == PaceKind.FIXED.value:
        return FIXED
    for pace in CHOICES:
        if pace.code == text:
            return pace
    raise ValueError(f"unknown pace {text!r}")
