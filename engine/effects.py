"""What a move does, as values: the effects the explainer finds on the mover's own view, which
`present.explain` turns into sentences. Colours travel as their `value` ("purple") so one
vocabulary serves every game; seats and mandalas are 0-based as in the engine."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Completes:
    """The move completes `board`; `first` picks (Mandala) or chooses a tile (Flowers) first
    (-1: nobody, the tiles leave the game)."""

    board: int  # which mandala, 0-based
    first: int


@dataclass(frozen=True)
class TakesClaim:
    """Flowers F-K1: `seat` takes the claim token of `board`."""

    seat: int
    board: int  # which mandala, 0-based


@dataclass(frozen=True)
class KeepsClaim:
    """Flowers F-K2: `seat` held the claim of `board` and still does after the move."""

    seat: int
    board: int  # which mandala, 0-based


@dataclass(frozen=True)
class FaceDown:
    """Flowers F-T2: the colour is present already, so the cards go face down (no colour
    added, but they count for the claim)."""

    board: int  # which mandala, 0-based


@dataclass(frozen=True)
class EntersRiver:
    """Mandala M-X4: `color` takes place `place` (1-6) of `seat`'s river; every card of it in
    that cup is worth `place` from now on."""

    seat: int
    color: str
    place: int


@dataclass(frozen=True)
class ToCup:
    """Mandala M-X4: `count` cards of `color` go into `seat`'s cup, worth `worth` each."""

    seat: int
    color: str
    count: int
    worth: int


@dataclass(frozen=True)
class Flower:
    """Flowers F-X5: `seat` completes a `color` flower worth `points`; their `total`-th."""

    seat: int
    color: str
    points: int
    total: int


@dataclass(frozen=True)
class Draws:
    """The mover draws `count` cards (their colours are the deck's secret until drawn)."""

    count: int


@dataclass(frozen=True)
class LeavesCompletion:
    """After the move, `board` lacks only `color`: `seat` (to move next) completes it with
    one card of it; with one card in their own field they would pick first when `first` is
    True (Mandala M-X2; None where the game does not say it that simply), and the mountain's
    most plentiful colour `prize` (`prize_count` cards) would be theirs to take first."""

    seat: int
    board: int  # which mandala, 0-based
    color: str
    first: bool | None
    prize: str | None = None
    prize_count: int = 0


@dataclass(frozen=True)
class EndNearer:
    """The move brings the end nearer: `seat` now has `have` of the `need` things that end the
    game (Mandala: colours in the river; Flowers: completed flowers)."""

    seat: int
    have: int
    need: int


@dataclass(frozen=True)
class LastRound:
    """Mandala M-E1: the deck ran out and was rebuilt; the next completion is the last."""


@dataclass(frozen=True)
class EndsGame:
    """The move ends the game."""


Effect = (Completes | TakesClaim | KeepsClaim | FaceDown | EntersRiver | ToCup | Flower | Draws
          | LeavesCompletion | EndNearer | LastRound | EndsGame)


@dataclass(frozen=True)
class Standing:
    """Where the mover stands after each of two moves, by one measure the mover can know
    (`what`, on mandala `board`, -1 for none): the values after the move played and after
    the better one, and before either (each a tuple: a measure may be a pair, such as the
    mover's and the leader's cards in one mandala's fields)."""

    what: str  # "score", "lead", "claim", "hand", "next_pick"
    board: int
    played: tuple[int, ...]
    better: tuple[int, ...]
    before: tuple[int, ...] = ()
    label: str = ""  # what the played value points at, named by the game (a colour: "orange")


@dataclass(frozen=True)
class Contrast:
    """Why one move is better than another, as the mover can know it: what the better move
    achieves that the played one does not (`gains`), what the played one gives away that the
    better one does not (`gives`), and the measures in which the better move leaves the mover
    better placed (`standings`, most telling first). Empty when no sample-proof difference is
    found; `played` and `better` are each move's own effects."""

    gains: tuple[Effect, ...] = ()
    gives: tuple[Effect, ...] = ()
    standings: tuple[Standing, ...] = ()
    played: tuple[Effect, ...] = ()
    better: tuple[Effect, ...] = ()

    @property
    def telling(self) -> bool:
        """It names at least one concrete difference between the two moves."""
        return bool(self.gains or self.gives or self.standings)
