"""What one seat (or a spectator) may see of a Mandala game (M-I).

Rendering and messages receive only a view. The public view (`seat=None`) has no hand, no deck
order and no colour of a card dealt face down into a cup at setup (M-I2, M-I3).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from engine.api import Outcome
from engine.mandala.state import Record
from engine.mandala.vocab import COLORS, OVER, Action, Color, End


@dataclass(frozen=True)
class SeatView:
    seat: int
    hand: Mapping[Color, int] | None  # None unless this is the viewer's own seat
    hand_size: int
    cup_known: Mapping[Color, int]  # cup colours this viewer knows (M-I2)
    cup_unknown: int  # cup cards whose colour this viewer cannot know
    river: tuple[Color, ...]
    score: int  # exact when cup_unknown == 0, else what the known cards score (a floor)

    @property
    def cup_size(self) -> int:
        return sum(self.cup_known.values()) + self.cup_unknown


@dataclass(frozen=True)
class MandalaView:
    game: str
    viewer: int | None
    seats: tuple[SeatView, ...]
    mountains: tuple[Mapping[Color, int], ...]
    fields: tuple[tuple[Mapping[Color, int], ...], ...]  # [mandala][seat]
    deck_size: int
    discard: Mapping[Color, int]
    phase: str  # "play", "pick", "over"
    to_move: int | None
    completion: tuple[int, int] | None  # (mandala, picker)
    end_triggered: bool
    turn: int
    last_action: Action | None
    is_over: bool
    final_scores: tuple[int, ...] | None  # the outcome is public once the game is over
    winners: tuple[int, ...]
    over_reason: End | None  # why it ended, once over
    resigned: int | None  # the seat that resigned, if one did

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's points as this viewer can count them: the final scores once known, else
        what the cards seen in each cup score (a floor where a cup hides colours)."""
        return self.final_scores or tuple(s.score for s in self.seats)


def _counts(values: list[int]) -> Mapping[Color, int]:
    return MappingProxyType({c: values[i] for i, c in enumerate(COLORS)})


def build_view(g: Record, viewer: int | None, *, to_move: int | None,
               outcome: Outcome | None) -> MandalaView:
    """`g`'s fields as `viewer` may see them; the game passes what its rules decide (whose
    move, the outcome once over), so this module applies no rule and never imports the game."""
    if viewer not in (None, 0, 1):
        raise ValueError("viewer must be 0, 1 or None")
    seats = []
    over = g.phase is OVER
    # at the game's own end every cup is turned over and counted; a resignation is not an end
    # of the cards, so the setup cards stay secret then (hands stay private either way)
    revealed = over and g.resigned is None
    for seat in (0, 1):
        own = seat == viewer
        shown = own or revealed
        secret = g.cup_secret[seat]
        public = g.cup_public[seat]
        known = [p + (s if shown else 0) for s, p in zip(secret, public, strict=True)]
        river = g.rivers[seat]
        seats.append(
            SeatView(
                seat=seat,
                hand=_counts(g.hands[seat]) if own else None,
                hand_size=sum(g.hands[seat]),
                cup_known=_counts(known),
                cup_unknown=0 if shown else sum(secret),
                river=tuple(COLORS[c] for c in river),
                score=sum(known[c] * (i + 1) for i, c in enumerate(river)),
            )
        )
    return MandalaView(
        game="mandala",
        viewer=viewer,
        seats=tuple(seats),
        mountains=tuple(_counts(m) for m in g.mountains),
        fields=tuple(tuple(_counts(f) for f in fm) for fm in g.fields),
        deck_size=len(g.deck),
        discard=_counts(g.discard),
        phase=g.phase,
        to_move=to_move,
        completion=(g.completion[0], g.picker) if g.completion else None,
        end_triggered=g.end_triggered,
        turn=g.turn,
        last_action=g.last,
        is_over=over,
        # a resignation keeps the cups secret: the score of an unfinished game means nothing
        final_scores=outcome.scores if outcome and g.resigned is None else None,
        winners=outcome.winners if outcome else (),
        over_reason=g.over_reason,
        resigned=g.resigned,
    )
