"""Clocks and deadlines from stored times only (the seconds each seat had when the turn began,
and when it began), never from a timer's memory: a restart reads the same clock back. Bots
have no clock and never time out.
"""

from __future__ import annotations

from collections.abc import Sequence

from play.pace import Pace, PaceKind
from store import Match

Clocks = tuple[float | None, ...]  # per seat, seconds left when the turn began (None: a bot)


def start_clocks(pace: Pace, bots: Sequence[str | None]) -> Clocks | None:
    """Each member's clock at the start (a live pace only)."""
    if not pace.clocked:
        return None
    return tuple(None if level is not None else float(pace.base) for level in bots)


def after_turn(pace: Pace, clocks: Clocks | None, *, ran: int | None, began: float, now: float,
               next_to_move: int | None) -> Clocks | None:
    """The clocks once the time since `began` is counted against the seat whose clock ran
    (`ran`, never below zero); that seat gains the increment when the turn passes on with
    time left (a seat acting twice in a row keeps one running clock, gaining nothing)."""
    if clocks is None or ran is None or clocks[ran] is None:
        return clocks
    running = clocks[ran]
    assert running is not None
    left = max(0.0, running - max(0.0, now - began))  # a clock stepped back gives no time
    if next_to_move != ran and left > 0:
        left += pace.increment
    return (*clocks[:ran], left, *clocks[ran + 1:])


def deadlines(pace: Pace, now: float, clocks: Clocks | None, to_move: int | None, *,
              bot: bool, fixed: tuple[float, float]) -> tuple[float | None, float | None]:
    """When to remind and when to time out the seat to move, whose turn begins `now`: live,
    when its clock runs out (no reminder: the clock is on the table); daily, halfway and at
    the end of the day(s); fixed, `fixed` = (reminder after, timeout after the reminder)."""
    if bot:
        return None, None
    if pace.kind == PaceKind.LIVE:
        left = None if clocks is None or to_move is None else clocks[to_move]
        return None, None if left is None else now + left
    if pace.kind == PaceKind.DAILY:
        return now + pace.move_seconds / 2, now + pace.move_seconds
    remind = now + fixed[0]
    return remind, remind + fixed[1]


def running_since(match: Match, seat: int | None) -> float:
    """When the clock of `seat`, the seat to move, began to run this turn: the turn's start,
    later by the time not charged to it (an outage, see play.outages: its end, forfeit_at, was
    moved on by that much)."""
    left = None if match.clocks is None or seat is None else match.clocks[seat]
    if left is None or match.forfeit_at is None:
        return match.turn_started_at
    return max(match.turn_started_at, match.forfeit_at - left)


def credited_end(match: Match, seat: int, spans: Sequence[tuple[float, float]]) -> float | None:
    """The end of `seat`'s running clock (the seat to move) once every span of `spans` after
    the turn began is not charged: the turn's start, its clock, and the length of the spans'
    union since then. From the stored turn alone, so computing it again gives the same."""
    left = None if match.clocks is None else match.clocks[seat]
    if left is None:
        return None
    return match.turn_started_at + left + covered(spans, match.turn_started_at)


def covered(spans: Sequence[tuple[float, float]], since: float) -> float:
    """Seconds after `since` inside at least one of `spans` (overlapping spans count once)."""
    total, reached = 0.0, since
    for start, end in sorted(spans):
        start = max(start, reached)
        if end > start:
            total += end - start
            reached = end
    return total


def time_left(match: Match, to_move: int | None, now: float) -> Clocks:
    """Per seat, the seconds left at `now`: live, every member's clock (the one to move's
    running since the turn began); otherwise the seat to move's time until its timeout, None
    for the others (they have no clock)."""
    if match.clocks is not None:
        return tuple(
            None if left is None
            else max(0.0, left - max(0.0, now - running_since(match, seat)))
            if seat == to_move else left
            for seat, left in enumerate(match.clocks))
    return tuple(
        max(0.0, match.forfeit_at - now) if seat == to_move and match.forfeit_at is not None
        else None for seat in range(len(match.players)))
