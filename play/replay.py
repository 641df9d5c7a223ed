"""Replaying a match from its initial state and its action log: the log is the history, so it
must give back exactly the stored state (tested), and the move log and the replay viewer are
told from it."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from engine.api import AnyGame, Event
from engine.games import kind as game_kind
from play.errors import PlayError
from play.leave import leave
from play.service import seat_in
from store import Cancelled, Forfeit, LoggedAction, Match, Played, Timeout


class NoMatchHere(PlayError):
    """No such match in this server (another server's match is not shown here)."""

    def __init__(self, match_id: int) -> None:
        super().__init__("err.no_match_here", n=match_id)


class StillLive(PlayError):
    """A live match has no replay: its positions would show what the players may not see yet."""

    def __init__(self, match: Match) -> None:
        super().__init__("err.replay_live", n=match.id, kind=match.kind)


class TooOld(PlayError):
    """Stored before initial states were kept: its moves can't be replayed."""

    def __init__(self, match_id: int) -> None:
        super().__init__("err.replay_old", n=match_id)


class SideForPlayers(PlayError):
    def __init__(self) -> None:
        super().__init__("err.side_players")


def replayable(match: Match | None, match_id: int, guild_id: int | None) -> Match:
    """Match `match_id` as read (None: not found) if this server may watch it again: one of
    its own, and over."""
    if match is None or match.guild_id != (guild_id or 0):
        raise NoMatchHere(match_id)
    if match.is_live:
        raise StillLive(match)
    return match


def replay_positions(match: Match, log: Sequence[LoggedAction]
             ) -> tuple[list[AnyGame], list[list[Event]]]:
    """`positions`, or the refusal a member reads when the match can't be replayed."""
    try:
        return positions(match, log)
    except ValueError:
        raise TooOld(match.id) from None


def own_side(match: Match, user_id: int) -> int:
    """The seat whose side (their hand as it was) `user_id` may see: their own only."""
    try:
        return seat_in(match, user_id)
    except PlayError:
        raise SideForPlayers() from None


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
