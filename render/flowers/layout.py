"""Where everything goes on a Flowers picture, for 2, 3 or 4 players.

Top to bottom: the heading (grows by lines at the end), the last move, the three mandalas side
by side (each with its two tiles and one row per player), the players two to a line, the
private panel's hand, then the piles and the key. The picture is 800 px wide like Mandala's and
grows taller with each pair of players, so no text ever has to shrink below `MIN_TEXT`; two
players to a line keep four players' table about as tall as it is wide (five phone screens of
scrolling otherwise). A player's panel lists the players clockwise after its owner, the owner
last, nearest the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.draw import Box
from render.heading import CAPTION_H, LEFT, LINE_H, RIGHT
from render.style import GAP, MARGIN, PICTURE_WIDTH

WIDTH = PICTURE_WIDTH
MANDALA_W = (RIGHT - LEFT - 2 * GAP) // 3
HALF_W, HALF_H = 104, 84  # a half-flower tile on a mandala
CLAIM_Y = 52  # the middle of a mandala's claim line, from the top of its box
CLAIM_LINE = 34  # the holder's own line under it, where the label leaves a name too little room
TILES_Y = 104  # the top of a mandala's tiles (their "dark" and "light" labels above)
SEATS_Y = TILES_Y + HALF_H + 10  # a mandala's first player row
ROW_H = 60  # one player's row in a mandala: name line, then the face-up cards
DOWN_H = 36  # the panel owner's extra line: the colours of their own face-down cards
SEAT_W = (RIGHT - LEFT - GAP) // 2  # one player's box, two to a line
SEAT_H = 140  # name; hand and points; flowers; halves
SEAT_LINES = (22, 54, 88, 120)  # the middle of each of those lines, from the box's top
FOOTER_H = 44  # deck, discard pile and tiles left
KEY_H, KEY_LINES = 44, 2  # the colours, then what the other marks mean (at SIZE_KEY)


@dataclass(frozen=True)
class Layout:
    order: tuple[int, ...]  # seats from top to bottom
    lines: int  # lines of the heading
    hand_h: int = 0  # the private panel's hand band; 0 on the public table
    key_lines: int = KEY_LINES  # the key's lines (a longer language may need more)
    claim_h: int = 0  # the claim holder's own line (CLAIM_LINE) in a language with a long label

    @property
    def tiles_y(self) -> int:
        """The top of a mandala's tiles, from the top of its box."""
        return TILES_Y + self.claim_h

    @property
    def rows_y(self) -> int:
        """A mandala's first player row, from the top of its box."""
        return SEATS_Y + self.claim_h

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
        return self.rows_y + len(self.order) * ROW_H + (DOWN_H if self.hand_h else 0) + 4

    def mandala_box(self, m: int) -> Box:
        x = LEFT + m * (MANDALA_W + GAP)
        return (x, self.mandala_y, x + MANDALA_W, self.mandala_y + self.mandala_h)

    def row_box(self, m: int, seat: int) -> Box:
        """A player's row in mandala `m` (the owner's row holds their face-down colours too)."""
        x0, y0, x1, _ = self.mandala_box(m)
        i = self.order.index(seat)
        h = ROW_H + (DOWN_H if seat == self.owner else 0)
        return (x0 + 4, y0 + self.rows_y + i * ROW_H, x1 - 4, y0 + self.rows_y + i * ROW_H + h)

    @property
    def seats_y(self) -> int:
        return self.mandala_y + self.mandala_h + GAP

    def seat_box(self, seat: int) -> Box:
        """Players fill the lines left to right, in `order`."""
        line, col = divmod(self.order.index(seat), 2)
        x, y = LEFT + col * (SEAT_W + GAP), self.seats_y + line * (SEAT_H + GAP)
        return (x, y, x + SEAT_W, y + SEAT_H)

    @property
    def hand_y(self) -> int:
        return self.seats_y + -(-len(self.order) // 2) * (SEAT_H + GAP)

    @property
    def footer_y(self) -> int:
        return self.hand_y + (self.hand_h + GAP if self.hand_h else 0)

    @property
    def key_y(self) -> int:
        return self.footer_y + FOOTER_H

    @property
    def height(self) -> int:
        return self.key_y + self.key_lines * KEY_H + MARGIN // 2


def order_from(players: int, owner: int | None) -> tuple[int, ...]:
    """Seats top to bottom: in seat order on the table; after the owner, owner last, on a panel."""
    if owner is None:
        return tuple(range(players))
    return tuple((owner + 1 + i) % players for i in range(players))
