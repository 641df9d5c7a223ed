"""Where everything goes on a Flowers picture, for 2, 3 or 4 players.

Top to bottom: the heading (grows by lines at the end), the last move, the three mandalas side
by side (each with its two tiles and one row per player), the players stacked one under another,
the private panel's hand, then the piles and the key. The picture is 800 px wide like Mandala's
and grows taller with each player, so no text ever has to shrink below `MIN_TEXT`. A player's
panel lists the players clockwise after its owner, the owner last, nearest the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.draw import Box
from render.heading import CAPTION_H, LEFT, LINE_H, RIGHT
from render.style import GAP, MARGIN, PICTURE_WIDTH

WIDTH = PICTURE_WIDTH
MANDALA_W = (RIGHT - LEFT - 2 * GAP) // 3
HALF_W, HALF_H = 104, 84  # a half-flower tile on a mandala
TILES_Y = 88  # the top of a mandala's tiles, from the top of its box
SEATS_Y = TILES_Y + HALF_H + 12  # a mandala's first player row
ROW_H = 66  # one player's row in a mandala: name line, then the face-up cards
DOWN_H = 36  # the panel owner's extra line: the colours of their own face-down cards
SEAT_H = 126  # one player's box: name, hand and points; flowers; halves
FOOTER_H = 44  # deck, discard pile and tiles left
KEY_H = 36  # one line of the key


@dataclass(frozen=True)
class Layout:
    order: tuple[int, ...]  # seats from top to bottom
    lines: int  # lines of the heading
    hand_h: int = 0  # the private panel's hand band; 0 on the public table

    @property
    def owner(self) -> int | None:
        return self.order[-1] if self.hand_h else None

    @property
    def caption_y(self) -> int:
        return MARGIN + self.lines * LINE_H + 4

    @property
    def mandala_y(self) -> int:
        return self.caption_y + CAPTION_H

    @property
    def mandala_h(self) -> int:
        return SEATS_Y + len(self.order) * ROW_H + (DOWN_H if self.hand_h else 0) + 4

    def mandala_box(self, m: int) -> Box:
        x = LEFT + m * (MANDALA_W + GAP)
        return (x, self.mandala_y, x + MANDALA_W, self.mandala_y + self.mandala_h)

    def row_box(self, m: int, seat: int) -> Box:
        """A player's row in mandala `m` (the owner's row holds their face-down colours too)."""
        x0, y0, x1, _ = self.mandala_box(m)
        i = self.order.index(seat)
        h = ROW_H + (DOWN_H if seat == self.owner else 0)
        return (x0 + 4, y0 + SEATS_Y + i * ROW_H, x1 - 4, y0 + SEATS_Y + i * ROW_H + h)

    def seat_box(self, seat: int) -> Box:
        y = self.mandala_y + self.mandala_h + GAP + self.order.index(seat) * (SEAT_H + GAP)
        return (LEFT, y, RIGHT, y + SEAT_H)

    @property
    def hand_y(self) -> int:
        return self.seat_box(self.order[-1])[3] + GAP

    @property
    def footer_y(self) -> int:
        return self.hand_y + (self.hand_h + GAP if self.hand_h else 0)

    @property
    def key_y(self) -> int:
        return self.footer_y + FOOTER_H

    @property
    def height(self) -> int:
        return self.key_y + 2 * KEY_H + MARGIN // 2


def order_from(players: int, owner: int | None) -> tuple[int, ...]:
    """Seats top to bottom: in seat order on the table; after the owner, owner last, on a panel."""
    if owner is None:
        return tuple(range(players))
    return tuple((owner + 1 + i) % players for i in range(players))
