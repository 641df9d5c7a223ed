"""What one seat (or a spectator) may see of a Flowers game (F-I).

Rendering and messages receive only a view, which holds enough to draw the whole table (F-I1).
The public view (`seat=None`) has no hand, no deck order and no face-down colour; a seat's view
adds its own hand and the colours of its own face-down cards only (F-I2). A face-down play shows
to others as a `HiddenPlay` (mandala and count) in `last_action`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.api import Outcome
from engine.flowers.state import counts
from engine.flowers.vocab import Action, Color, End, HiddenPlay, Play, Tile

if TYPE_CHECKING:
    from engine.flowers.game import Game


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


def _last_seen(g: Game, viewer: int | None) -> Action | HiddenPlay | None:
    """The last action, its colour hidden if it was a face-down play by someone else."""
    last = g._last
    if type(last) is not Play or g._last_seat == viewer or g._last_up:
        return last
    return HiddenPlay(last.mandala, last.count)


def build_view(g: Game, viewer: int | None) -> FlowersView:
    n = g.num_players
    if viewer is not None and (type(viewer) is not int or not 0 <= viewer < n):
        raise ValueError(f"viewer must be a seat 0-{n - 1} or None")
    scores = g.scores()
    active = g._active
    seats = tuple(
        SeatView(
            seat=s,
            hand=counts(g._hands[s]) if s == viewer else None,
            hand_size=sum(g._hands[s]),
            halves=tuple(g._halves[s]),
            flowers=tuple(g._flowers[s]),
            points=scores[s],
            resigned=not active[s],
        )
        for s in range(n)
    )
    mandalas = tuple(
        MandalaView(
            index=m,
            tiles=tuple(g._tiles[m]),
            claim=None if g._claim[m] < 0 else g._claim[m],
            up=tuple(counts(u) for u in g._up[m]),
            down_count=tuple(sum(d) for d in g._down[m]),
            down=tuple(counts(d) if s == viewer else None for s, d in enumerate(g._down[m])),
        )
        for m in range(3)
    )
    choice = g._choice
    return FlowersView(
        game="flowers",
        viewer=viewer,
        players=n,
        seats=seats,
        mandalas=mandalas,
        deck_size=len(g._deck),
        discard_size=sum(g._discard),
        tiles_left=(len(g._stacks[0]), len(g._stacks[1])),
        tile_discard=tuple(g._tile_discard),
        draw_rule=g._draw_rule,
        phase=g._phase,
        to_move=g.to_move,
        current=g._current,
        choice=Choice(*choice) if choice else None,
        turn=g._turn,
        last_action=_last_seen(g, viewer),
        is_over=g.is_over,
        resigned=tuple(g._resigned),
        outcome=g.outcome(),
        over_reason=g._over_reason,
    )
