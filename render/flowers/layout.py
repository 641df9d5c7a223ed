"""Where everything goes on a Flowers picture, for 2, 3 or 4 players.

The picture is `NARROW_WIDTH` (560 px) wide, so its smallest text (`MIN_TEXT`) keeps capitals
10 px tall when a phone shows it 320 px wide (issue #48), and as short as the game allows, so a
desktop client's inline box (about 550 x 350) shrinks it little.

Top to bottom: the heading (grows by lines at the end), the last move (one or two lines), the
three mandalas side by side (title, their two tiles, who holds the claim), then one band per
player across the whole width: their name, points, flowers and hand on one line, and under it
their cards in each mandala, in three cells under the mandalas' columns (so a player's name is
written once, not once a mandala). A player's panel adds its owner's face-down colours and
halves to the owner's band; at the end every band shows its flowers and halves (what scored)
in place of the cards, which score nothing. Then the piles (not at the end: nothing is drawn
from them any more). The key to the colours' shapes is
in the guide ("How to read the table") and each seat's halves are in the table's message.
A panel lists the players clockwise after its owner, the owner last, nearest the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.draw import Box
from render.style import MARGIN, NARROW_WIDTH

WIDTH = NARROW_WIDTH
LEFT, RIGHT = MARGIN, WIDTH - MARGIN
LINE_H = 34  # one line of the heading (as render.heading's)
CAPTION_LINE = 32  # one line of the last move
COL_GAP = 8
MANDALA_W = (RIGHT - LEFT - 2 * COL_GAP) // 3
HALF_W, HALF_H = 76, 66  # a half-flower tile on a mandala
TITLE_Y = 18  # the middle of a mandala's title line, from the top of its box
TILES_Y = 35  # the top of a mandala's tiles
CLAIM_Y = TILES_Y + HALF_H + 21  # the middle of the claim line
HEADER_H = CLAIM_Y + 21  # a mandala's box
NAME_H = 38  # a band's first line: name, points, flowers, hand
CELLS_H = 36  # a band's cards in each mandala
DOWN_H = 38  # the panel owner's face-down colours in each mandala
TILES_H = 38  # a band's flowers and halves (the owner's on a panel; everyone's at the end)
BAND_GAP = 5
FOOTER_H = 34  # deck, discard pile and tiles left: one or two lines


@dataclass(frozen=True)
class Layout:
    order: tuple[int, ...]  # seats from top to bottom
    lines: int  # lines of the heading
    hand_h: int = 0  # the private panel's hand band; 0 on the public table
    caption_lines: int = 1  # the last move's lines
    footer_lines: int = 1  # the piles' lines (a longer language may need two)
    over: bool = False  # the end: bands show flowers and halves in place of cards

    @property
    def owner(self) -> int | None:
        return self.order[-1] if self.hand_h else None

    @property
    def caption_y(self) -> int:
        return MARGIN + self.lines * LINE_H + 4

    @property
    def mandala_y(self) -> int:
        return self.caption_y + self.caption_lines * CAPTION_LINE + 8

    def mandala_box(self, m: int) -> Box:
        """A mandala's own box: title, tiles and claim."""
        x = LEFT + m * (MANDALA_W + COL_GAP)
        return (x, self.mandala_y, x + MANDALA_W, self.mandala_y + HEADER_H)

    def column_box(self, m: int) -> Box:
        """A mandala with every player's cells under it (down to the last cell: the owner's
        flowers-and-halves line under it is no part of the mandala)."""
        x0, y0, x1, y1 = self.mandala_box(m)
        cells = [self.row_box(m, s)[3] for s in self.order if self.cells(s)]
        return (x0, y0, x1, max(cells, default=y1) + 2)

    def cells(self, seat: int) -> bool:
        """Whether `seat`'s band shows its cards in the mandalas (not at the end)."""
        return not self.over

    def down(self, seat: int) -> bool:
        """Whether `seat`'s band shows the colours of its face-down cards (the owner's)."""
        return not self.over and seat == self.owner

    def tiles(self, seat: int) -> bool:
        """Whether `seat`'s band shows its flowers and halves."""
        return self.over or seat == self.owner

    def band_h(self, seat: int) -> int:
        return (NAME_H + (CELLS_H if self.cells(seat) else 0) + (DOWN_H if self.down(seat) else 0)
                + (TILES_H if self.tiles(seat) else 0) + 3)

    @property
    def seats_y(self) -> int:
        return self.mandala_y + HEADER_H + BAND_GAP

    def seat_box(self, seat: int) -> Box:
        """A player's band, the whole width, in `order` from the top."""
        y = self.seats_y
        for s in self.order[:self.order.index(seat)]:
            y += self.band_h(s) + BAND_GAP
        return (LEFT, y, RIGHT, y + self.band_h(seat))

    def row_box(self, m: int, seat: int) -> Box:
        """A player's cards in mandala `m`: their cell under its column (with the owner's
        face-down colours); at the end, when no cards are shown, their whole band."""
        if not self.cells(seat):
            return self.seat_box(seat)
        x0, _, x1, _ = self.mandala_box(m)
        _, y0, _, _ = self.seat_box(seat)
        h = CELLS_H + (DOWN_H if self.down(seat) else 0)
        return (x0 + 2, y0 + NAME_H, x1 - 2, y0 + NAME_H + h)

    def tiles_y(self, seat: int) -> int:
        """The middle of a band's flowers-and-halves line."""
        _, _, _, y1 = self.seat_box(seat)
        return y1 - 4 - TILES_H // 2

    @property
    def hand_y(self) -> int:
        last = self.order[-1]
        return self.seat_box(last)[3] + BAND_GAP

    @property
    def footer_y(self) -> int:
        return self.hand_y + (self.hand_h + BAND_GAP if self.hand_h else 0)

    @property
    def height(self) -> int:
        return self.footer_y + (0 if self.over else self.footer_lines * FOOTER_H) + MARGIN // 2


def order_from(players: int, owner: int | None) -> tuple[int, ...]:
    """Seats top to bottom: in seat order on the table; after the owner, owner last, on a panel."""
    if owner is None:
        return tuple(range(players))
    return tuple((owner + 1 + i) % players for i in range(players))
