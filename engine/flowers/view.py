"""What one seat (or a spectator) may see of a Flowers game (F-I).

Rendering and messages receive only a view, which holds enough to draw the whole table (F-I1).
The public view (`seat=None`) has no hand, no deck order and no face-down colour; a seat's view
adds its own hand and the colours of its own face-down cards only (F-I2). A face-down play shows
to others as a `HiddenPlay` (mandala and count) in `last_action`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.api import Outcome
from engine.flowers.state import Record, counts
from engine.flowers.vocab import OVER, Action, Color, End, HiddenPlay, Play, Tile


@dataclass(frozen=True)
class SeatView:
    seat: int
    hand: Mapping[Color, int] | None  # None unless this is the viewer's own seat
    hand_size: int
    halves: tuple[Tile, ...]  # unpaired half tiles
    flowers: tuple[tuple[Tile, Tile], ...]  # completed flowers
    points: int  # F-E2, public: every tile is face up
    resigned: bool


@dataclass(frozen=True)
class MandalaView:
    index: int
    tiles: tuple[Tile, ...]  # dark first; empty when closed
    claim: int | None
    up: tuple[Mapping[Color, int], ...]  # [seat] face-up cards by colour
    down_count: tuple[int, ...]  # [seat] number of face-down cards
    down: tuple[Mapping[Color, int] | None, ...]  # [seat] colours: the viewer's own only

    @property
    def closed(self) -> bool:
        return not self.tiles


@dataclass(frozen=True)
class Choice:
    """F-X2: `holder` must choose a tile of `mandala`; `second` gets the other one."""

    mandala: int
    holder: int
    second: int


@dataclass(frozen=True)
class FlowersView:
    game: str
    viewer: int | None
    players: int
    seats: tuple[SeatView, ...]
    mandalas: tuple[MandalaView, ...]
    deck_size: int
    discard_size: int
    tiles_left: tuple[int, int]  # undealt (dark, light) tiles
    tile_discard: tuple[Tile, ...]  # F-X4
    draw_rule: str
    phase: str  # "play", "choose", "over"
    to_move: int | None
    current: int  # whose turn it is (during a choice: the seat that played)
    choice: Choice | None
    turn: int
    last_action: Action | HiddenPlay | None
    is_over: bool
    resigned: tuple[int, ...]  # seats that left, in order
    outcome: Outcome | None  # public once the game is over
    over_reason: End | None

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's points (every tile is face up, so every viewer counts the same)."""
        return self.outcome.scores if self.outcome else tuple(s.points for s in self.seats)


def _last_seen(g: Record, viewer: int | None) -> Action | HiddenPlay | None:
    """The last action, its colour hidden if it was a face-down play by someone else."""
    last = g.last
    if type(last) is not Play or g.last_seat == viewer or g.last_up:
        return last
    return HiddenPlay(last.mandala, last.count)


def build_view(g: Record, viewer: int | None, *, to_move: int | None,
               scores: tuple[int, ...], outcome: Outcome | None) -> FlowersView:
    """`g`'s fields as `viewer` may see them; the game passes what its rules decide (whose
    move, the points, the outcome once over), so this module applies no rule and never
    imports the game."""
    n = g.players
    if viewer is not None and (type(viewer) is not int or not 0 <= viewer < n):
        raise ValueError(f"viewer must be a seat 0-{n - 1} or None")
    seats = tuple(
        SeatView(
            seat=s,
            hand=counts(g.hands[s]) if s == viewer else None,
            hand_size=sum(g.hands[s]),
            halves=tuple(g.halves[s]),
            flowers=tuple(g.flowers[s]),
            points=scores[s],
            resigned=s in g.resigned,
        )
        for s in range(n)
    )
    mandalas = tuple(
        MandalaView(
            index=m,
            tiles=tuple(g.tiles[m]),
            claim=None if g.claim[m] < 0 else g.claim[m],
            up=tuple(counts(u) for u in g.up[m]),
            down_count=tuple(sum(d) for d in g.down[m]),
            down=tuple(counts(d) if s == viewer else None for s, d in enumerate(g.down[m])),
        )
        for m in range(3)
    )
    choice = g.choice
    return FlowersView(
        game="flowers",
        viewer=viewer,
        players=n,
        seats=seats,
        mandalas=mandalas,
        deck_size=len(g.deck),
        discard_size=sum(g.discard),
        tiles_left=(len(g.stacks[0]), len(g.stacks[1])),
        tile_discard=tuple(g.tile_discard),
        draw_rule=g.draw_rule,
        phase=g.phase,
        to_move=to_move,
        current=g.current,
        choice=Choice(*choice) if choice else None,
        turn=g.turn,
        last_action=_last_seen(g, viewer),
        is_over=g.phase is OVER,
        resigned=tuple(g.resigned),
        outcome=outcome,
        over_reason=g.over_reason,
    )
