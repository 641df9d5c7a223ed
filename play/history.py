"""Who did what lately, read from the stored action log (each entry carries its seat), so a
forfeit in between or a restart never loses or swaps the mover, and every move since a
reader's last turn can be told and marked, not only the latest."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.api import Action, Event
from engine.games import kind as game_kind
from play.events import Reader
from play.replay import replay
from store import LoggedAction, Match, Played


@dataclass(frozen=True)
class Move:
    """One logged entry: its seat (None for a cancel), the action (None for a forfeit,
    timeout or cancel, which move nothing on the board) and the events it caused."""

    seq: int
    seat: int | None
    action: Action | None
    events: list[Event]


def moves(match: Match, log: Sequence[LoggedAction]) -> list[Move]:
    """Every logged entry with its events, replayed; empty for a match stored before initial
    states were kept (its moves can't be told again)."""
    try:
        _, told = replay(match, log)
    except ValueError:
        return []
    kind = game_kind(match.kind)
    return [Move(e.seq, e.seat, kind.parse_action(e.entry.code)
                 if isinstance(e.entry, Played) else None, events)
            for e, events in zip(log, told, strict=True)]


def stored_moves(match: Match, log: Sequence[LoggedAction]) -> list[Move] | None:
    """These logged entries with the events stored beside them (no replay: the cost is the
    entries', not the match's); None when one was logged before events were kept, or its
    events can't be read (the caller replays the match instead)."""
    if any(e.events is None for e in log):
        return None
    kind = game_kind(match.kind)
    reader = Reader(kind)
    try:
        return [Move(e.seq, e.seat, kind.parse_action(e.entry.code)
                     if isinstance(e.entry, Played) else None, reader.read(e.events or ""))
                for e in log]
    except ValueError:
        return None


def last_mover(log: Sequence[LoggedAction]) -> int | None:
    """The seat of the newest logged action that moved on the board, i.e. who made the view's
    `last_action` (a later forfeit or cancel made none)."""
    for entry in reversed(log):
        if isinstance(entry.entry, Played):
            return entry.seat
    return None


def since_turn(history: Sequence[Move], seat: int | None) -> list[Move]:
    """The moves after `seat`'s own last one (a full round when `seat` is None: after the
    previous move of the latest mover); at least the newest move, when there is one."""
    if not history:
        return []
    reader = history[-1].seat if seat is None else seat
    stop = len(history) - 1 if seat is None else len(history)
    start = next((i + 1 for i in range(stop - 1, -1, -1) if history[i].seat == reader), 0)
    return list(history[min(start, len(history) - 1):])
