"""Where everything goes on a Mandala picture, seen from one seat's side.

The seat nearest the reader is drawn at the bottom and the other on top, as across a real
table; each mandala's rows follow suit (top seat's field, mountain, bottom seat's field). The
public table is seen from seat 1's side (seat 0 on top); a player's panel from their own.
The heading above the board grows by lines (last round, the final scores), and the private
panel adds a band for the hand under its owner's seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from i18n import DEFAULT, t
from render.draw import Box, text_width
from render.heading import CAPTION_H, LINE_H
from render.style import GAP, MARGIN, PICTURE_WIDTH, SIZE_SMALL, SLOT_H, SLOT_W

WIDTH = PICTURE_WIDTH
LEFT, RIGHT = MARGIN, WIDTH - MARGIN
SEAT_H = 156
RIVER_Y = 32  # the river's cards, from the seat's top
CUP_Y = 136  # the middle of the cup line: below the river's box and the badge in it
MANDALA_H = 336
FOOTER_H = 48  # deck and discard pile
KEY_H = 44  # the colour key (its words at SIZE_KEY)
MANDALA_W = (RIGHT - LEFT - GAP) // 2
ROW_TOP, ROW_STEP, ROW_H = 34, 100, 96  # mandala rows: label strip, then a line of tiles
ROW_LABEL_H = 30
TILE_STEP = 60
SLOT_STEP = SLOT_W + 6
RIVER_X = RIGHT - 12 - 6 * SLOT_W - 5 * 6
RIVER_LABEL = "pic.m.river"  # its catalogue key: "River"
RIVER_LABEL_X = RIVER_X - 20  # its right end: clear of the river's highlight ring (x - 8, 3 px)


def name_width(lang: str = DEFAULT) -> int:
    """A seat's name and its badge, from the seat's left edge to the river's label."""
    return RIVER_LABEL_X - text_width(t(lang, RIVER_LABEL), SIZE_SMALL, True) - 16 - (LEFT + 14)


NAME_W = name_width()  # in English
MOUNTAIN_ROW = 1


@dataclass(frozen=True)
class Layout:
    bottom: int  # the seat nearest the reader
    lines: int  # lines of the heading
    hand_h: int = 0  # the private panel's hand band; 0 on the public table
    key_lines: int = 1  # the colour key's lines (a longer language may need two)

    @property
    def top(self) -> int:
        return 1 - self.bottom

    @property
    def caption_y(self) -> int:
        return MARGIN + self.lines * LINE_H + 4

    @property
    def mandala_y(self) -> int:
        return self.caption_y + CAPTION_H + SEAT_H + GAP

    def seat_y(self, seat: int) -> int:
        if seat == self.top:
            return self.caption_y + CAPTION_H
        return self.mandala_y + MANDALA_H + GAP

    @property
    def hand_y(self) -> int:
        return self.seat_y(self.bottom) + SEAT_H + GAP

    @property
    def footer_y(self) -> int:
        return self.hand_y + (self.hand_h + GAP if self.hand_h else 0)

    @property
    def key_y(self) -> int:
        return self.footer_y + FOOTER_H

    @property
    def height(self) -> int:
        return self.key_y + self.key_lines * KEY_H + MARGIN // 2

    def seat_box(self, seat: int) -> Box:
        y = self.seat_y(seat)
        return (LEFT, y, RIGHT, y + SEAT_H)

    def mandala_box(self, m: int) -> Box:
        x = LEFT + m * (MANDALA_W + GAP)
        return (x, self.mandala_y, x + MANDALA_W, self.mandala_y + MANDALA_H)

    def field_row(self, seat: int) -> int:
        return 0 if seat == self.top else 2

    def row_box(self, m: int, row: int) -> Box:
        """Row 0: the top seat's field, 1: the mountain, 2: the bottom seat's field."""
        x0, y0, x1, _ = self.mandala_box(m)
        y = y0 + ROW_TOP + row * ROW_STEP
        return (x0 + 6, y - 2, x1 - 6, y + ROW_H)

    def river_box(self, seat: int) -> Box:
        _, y0, _, y1 = self.seat_box(seat)
        # to 30 px under the cards: an order badge ("1·2") sits there, off the cards
        return (RIVER_X - 8, y0 + 4, RIGHT - 4, y0 + RIVER_Y + SLOT_H + 32)
