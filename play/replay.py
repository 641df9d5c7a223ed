"""Replaying a match from its initial state and its action log: the log is the history, so it
must give back exactly the stored state (tested), and the move log is told from it."""

from __future__ import annotations

from collections.abc import Sequence

from engine.api import Event, Game
from engine.games import kind as game_kind
from play.leave import leave
from store import LoggedAction, Match

LEAVING = ("forfeit", "timeout")  # logged for a seat that left; see play.leave
NO_MOVE = ("cancel", "abandon")  # a cancel (or a deleted channel) changes no game state


def replay(match: Match, log: Sequence[LoggedAction]) -> tuple[Game, list[list[Event]]]:
    """The game after every logged action, and each action's events, in order."""
    if match.initial_state is None:
        raise ValueError(f"match {match.id} predates stored initial states; it can't be replayed")
    kind = game_kind(match.kind)
    game = kind.from_json(match.initial_state)
    told: list[list[Event]] = []
    for entry in log:
        if entry.action in LEAVING:
            if entry.seat is None:
                raise ValueError(f"match {match.id}: {entry.action} #{entry.seq} has no seat")
            told.append(leave(match, game, entry.seat))
        elif entry.action in NO_MOVE:
            told.append([])
        else:
            told.append(game.apply(kind.parse_action(entry.action)))
    return game, told
