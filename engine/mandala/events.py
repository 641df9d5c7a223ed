"""What happened in `apply` or `resign`, in order, so the bot narrates without diffing states.

NamedTuples: cheap to build on the hot path and immutable. `Drew.colors` is secret to `seat`
(M-I2): narrate it publicly as a count only (see `text`).
"""

from __future__ import annotations

from typing import NamedTuple

from engine.mandala.vocab import Color, End


class MountainPlayed(NamedTuple):
    seat: int
    mandala: int
    color: Color


class FieldPlayed(NamedTuple):
    seat: int
    mandala: int
    color: Color
    count: int  # type: ignore[assignment]  # a field named like tuple.count, read by callers


class Discarded(NamedTuple):
    seat: int
    color: Color
    count: int  # type: ignore[assignment]  # a field named like tuple.count, read by callers


class Drew(NamedTuple):
    seat: int
    colors: tuple[Color, ...]


class Reshuffled(NamedTuple):
    """M-E1: the discard pile became the deck; from now on the next completion is the last."""

    cards: int


class Completed(NamedTuple):
    """M-X1/M-X2: a mandala holds all six colours; `first_picker` picks first."""

    mandala: int
    completer: int
    first_picker: int
    last: bool


class Picked(NamedTuple):
    """M-X3..M-X5: `count` cards taken; `to_river` is the colour placed in the river (or None)."""

    seat: int
    mandala: int
    color: Color
    count: int  # type: ignore[assignment]  # a field named like tuple.count, read by callers
    to_river: bool
    to_cup: int
    to_discard: int
    auto: bool


class MountainDiscarded(NamedTuple):
    """M-X5: neither player had field cards, so the whole mountain was discarded."""

    mandala: int
    cards: int


class FieldsDiscarded(NamedTuple):
    mandala: int
    cards: int


class MountainDealt(NamedTuple):
    mandala: int
    colors: tuple[Color, ...]


class TurnStarted(NamedTuple):
    seat: int


class Resigned(NamedTuple):
    """A seat left the game (forfeit or timeout); in Mandala the other player wins."""

    seat: int


class GameEnded(NamedTuple):
    reason: End
    scores: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    MountainPlayed
    | FieldPlayed
    | Discarded
    | Drew
    | Reshuffled
    | Completed
    | Resigned
    | Picked
    | MountainDiscarded
    | FieldsDiscarded
    | MountainDealt
    | TurnStarted
    | GameEnded
)
