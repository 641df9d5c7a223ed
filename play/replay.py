"""Replaying a match from its initial state and its action log: the log is the history, so it
must give back exactly the stored state (tested), and the move log and the replay viewer are
told from it."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from engine.api import AnyGame, Event
from engine.games import kind as game_kind
from play.leave import leave
from store import Cancelled, Forfeit, LoggedAction, Match, Played, Timeout


def steps(match: Match, log: Sequence[LoggedAction]) -> Iterator[tuple[AnyGame, list[Event]]]:
    """The one game, advanced entry by entry: yields it after each logged action (the same
    object, mutated: clone it to keep a position) with that action's events."""
    if match.initial_state is None:
        raise ValueError(f"match {match.id} predates stored initial states; it can't be replayed")
    kind = game_kind(match.kind)
    game = kind.from_json(match.initial_state)
    for logged in log:
        try:
            entry = logged.entry
        except ValueError as e:
            raise ValueError(f"match {match.id}: #{logged.seq}: {e}") from None
        match entry:
            case Forfeit(seat) | Timeout(seat):
                events = leave(match, game, seat)
            case Cancelled():  # a cancel (or a deleted channel) changes no game state
                events = []
            case Played(code):
                events = game.apply(kind.parse_action(code))
        yield game, events


def replay(match: Match, log: Sequence[LoggedAction]) -> tuple[AnyGame, list[list[Event]]]:
    """The game after every logged action, and each action's events, in order."""
    told: list[list[Event]] = []
    game: AnyGame | None = None
    for game, events in steps(match, log):  # noqa: B007 - the last game is the answer
        told.append(events)
    if game is None:  # no move yet (steps has refused a match without an initial state)
        game = game_kind(match.kind).from_json(match.initial_state or "")
    return game, told


def positions(match: Match, log: Sequence[LoggedAction]
              ) -> tuple[list[AnyGame], list[list[Event]]]:
    """The game before any move (index 0) and after each logged action (index n), and each
    action's events (index n - 1)."""
    if match.initial_state is None:
        raise ValueError(f"match {match.id} predates stored initial states; it can't be replayed")
    games = [game_kind(match.kind).from_json(match.initial_state)]
    told = []
    for game, events in steps(match, log):
        games.append(game.clone())
        told.append(events)
    return games, told
