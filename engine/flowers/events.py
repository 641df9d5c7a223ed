"""What happened in `apply` or `resign`, in order, so the bot narrates without diffing states.

NamedTuples: cheap to build on the hot path and immutable. Private facts: `Drew.colors` is secret
to `seat`, and so is `Played.color` when `face_up` is False (F-I2); narrate them to others as
counts only (see `text`).
"""

from __future__ import annotations

from typing import NamedTuple

from engine.flowers.vocab import Color, End, Tile


class Played(NamedTuple):
    """F-T1/F-T2."""

    seat: int
    mandala: int
    color: Color
    count: int  # type: ignore[assignment]  # a field named like tuple.count, read by callers
    face_up: bool


class Drew(NamedTuple):
    """F-T3/F-T5: the cards drawn (fewer than asked when deck and discard ran out, F-T6)."""

    seat: int
    colors: tuple[Color, ...]


class EmptyHand(NamedTuple):
    """F-T5: `seat` began its turn with no card, drew (see the Drew before) and its turn ended."""

    seat: int


class Reshuffled(NamedTuple):
    """F-T6: the discard pile became the deck."""

    cards: int


class Claimed(NamedTuple):
    """F-K1: `seat` took the claim token of `mandala`."""

    seat: int
    mandala: int


class Completed(NamedTuple):
    """F-X1: all six colours; `holder` (claim token, or F-X4 leader; -1: none, tiles discarded)
    and `second` (F-X3; -1: the holder takes both). `choice` is True when the holder must
    choose (F-X2)."""

    mandala: int
    holder: int
    second: int
    by_token: bool
    choice: bool


class TileTaken(NamedTuple):
    """F-X2/F-X3/F-X5: `seat` took `tile`; `flower` is True when it completed a flower."""

    seat: int
    mandala: int
    tile: Tile
    flower: bool


class TilesDiscarded(NamedTuple):
    """F-X4: nobody led at an unclaimed completion; both tiles left the game."""

    mandala: int
    tiles: tuple[Tile, ...]


class CardsCleared(NamedTuple):
    """F-X6: cards of takers discarded, everyone else's returned to hand (counts per seat)."""

    mandala: int
    discarded: tuple[int, ...]
    returned: tuple[int, ...]


class TilesDealt(NamedTuple):
    """F-X7: new tiles on the mandala; an empty `tiles` means the mandala closed."""

    mandala: int
    tiles: tuple[Tile, ...]


class TurnStarted(NamedTuple):
    seat: int


class Resigned(NamedTuple):
    """`seat` left: its hand and its `cards` on the mandalas were discarded, its claims freed."""

    seat: int
    cards: int


class CompletionVoided(NamedTuple):
    """A resignation took away colours a pending completion needed: it no longer completes."""

    mandala: int


class GameEnded(NamedTuple):
    reason: End
    scores: tuple[int, ...]
    ranks: tuple[int, ...]


Event = (
    Played | Drew | EmptyHand | Reshuffled | Claimed | Completed | TileTaken | TilesDiscarded
    | CardsCleared | TilesDealt | TurnStarted | Resigned | CompletionVoided | GameEnded
)
