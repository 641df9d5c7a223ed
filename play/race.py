"""The score race of a finished match: every seat's public points after each round, read from
the replayed positions (the public view's scores, so no hidden card is counted)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.api import AnyGame

# fewer rounds than this tell no race: a one-move timeout drew a picture of two points
MIN_ROUNDS = 3


def score_race(games: Sequence[AnyGame], movers: Sequence[int | None]) -> list[tuple[int, ...]]:
    """Points per seat at the start and after each round: a round ends once every seat still
    playing has moved since the last one (a pick out of turn counts as a move); the final
    position always ends the race. `games[n]` is the position after `movers[n - 1]` moved."""
    race = [games[0].view(None).scores]
    moved: set[int] = set()
    for n, seat in enumerate(movers, 1):
        if seat is not None:
            moved.add(seat)
        playing = set(range(games[n].num_players)) - set(games[n].left)
        if playing <= moved or n == len(movers):
            race.append(games[n].view(None).scores)
            moved.clear()
    return race


def worth_a_race(race: Sequence[Sequence[int]]) -> bool:
    """A race (as `score_race` gives it, the start then each round) is drawn only for a match
    of `MIN_ROUNDS` rounds or more."""
    return len(race) - 1 >= MIN_ROUNDS
