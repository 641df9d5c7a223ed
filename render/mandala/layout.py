"""Where everything goes on a Mandala picture, seen from one seat's side.

The seat nearest the reader is drawn at the bottom and the other on top, as across a real
table; each mandala's rows follow suit (top seat's field, mountain, bottom seat's field). The
public table is seen from seat 1's side (seat 0 on top); a player's panel from their own.

Issue #48: the picture is NARROW_WIDTH (560 px) wide, so every text at MIN_TEXT or more keeps
capitals 10 px tall when a phone shows it 320 px wide; and its essentials (whose turn, the
scores, the river's spaces, the hand's counts) are drawn at `Layout.big`, the least size whose
capitals stay 10 px tall when a desktop client fits the whole picture into its inline box
(DESKTOP_BOX): the taller the picture, the larger they are. A seat is one column: name, then
its river with the score beside it, then its cup; the heading grows by lines (the last round,
the final scores) and the last move's caption by a second line when its words need it; the
private panel adds a band for the hand under its owner's seat; only the guide carries the
colour key (the hand's cards name their colours).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from render.draw import Box
from render.fonts import cap_height
from render.heading import CAPTION_H, LINE_H, Line
from render.style import GAP, MARGIN, MIN_TEXT, NARROW_WIDTH, PHONE_TEXT, box_scale

WIDTH = NARROW_WIDTH
LEFT, RIGHT = MARGIN, WIDTH - MARGIN

# a seat: its name line, the river's numbers (at the big size), its spaces, its cup line
NAME_H = 44
SLOT_W, SLOT_H, SLOT_STEP = 44, 58, 49
RIVER_X = LEFT + 14
RIVER_END = RIVER_X + 5 * SLOT_STEP + SLOT_W
BADGE_ROOM = 76  # right of the spaces, inside the river's box: a move's order badge ("1·2")
SCORE_X = RIVER_END + 8 + BADGE_ROOM + 6  # the score's column
CUP_H = 44

# a mandala: its title, then three rows (top seat's field, mountain, bottom seat's field)
MANDALA_W = (RIGHT - LEFT - GAP) // 2
ROW_TOP, ROW_LABEL_H = 34, 28
TILE_W, TILE_H, TILE_STEP = 39, 54, 41  # six colours fit a row
ROW_H = ROW_LABEL_H + TILE_H + 4
ROW_STEP = ROW_H + 4
MANDALA_H = ROW_TOP + 3 * ROW_STEP + 2

FOOTER_LINE = 42  # the deck, then the discard pile
FOOTER_H = 2 * FOOTER_LINE
KEY_H = 44  # a line of the colour key (the guide's)
CARD_W, CARD_H = 78, 140  # a card of the hand: six colours fit the band
HAND_H = CARD_H + 52
MOUNTAIN_ROW = 1


def heading_shape(lines: Sequence[Line]) -> tuple[bool, ...]:
    """Which of the heading's lines are drawn big (an essential: whose turn, a total)."""
    return tuple(line.big for line in lines)


@dataclass(frozen=True)
class Layout:
    bottom: int  # the seat nearest the reader
    lines: tuple[bool, ...]  # the heading's lines: True for a big one (see `heading_shape`)
    hand_h: int = 0  # the private panel's hand band; 0 on the public table
    key_lines: int = 0  # the colour key's lines: only the guide draws it
    caption_lines: int = 1  # the last move's caption

    @property
    def top(self) -> int:
        return 1 - self.bottom

    @cached_property
    def big(self) -> int:
        """The essentials' font size: the least (from MIN_TEXT) whose capitals stay
        PHONE_TEXT px tall in the desktop box, on the picture it makes (the key, the guide's
        only, is left out: the guide is read opened)."""
        for size in range(MIN_TEXT, 96, 2):
            if cap_height(size, True) * box_scale(WIDTH, self._height(size)) >= PHONE_TEXT:
                return size
        raise AssertionError("no size fits the desktop box")  # 96 px: over 2000 px tall

    @property
    def cap(self) -> int:
        return cap_height(self.big, True)

    def line_h(self, big: bool) -> int:
        return self.big + 14 if big else LINE_H

    def _head_h(self, size: int) -> int:
        return sum(size + 14 if b else LINE_H for b in self.lines)

    def _seat_h(self, size: int) -> int:
        return NAME_H + cap_height(size, True) + 12 + SLOT_H + CUP_H

    def _height(self, size: int) -> int:
        """The picture's height without the key, with essentials at `size`."""
        return (MARGIN + self._head_h(size) + 4 + self.caption_lines * CAPTION_H
                + 2 * (self._seat_h(size) + GAP) + MANDALA_H + GAP
                + (self.hand_h + GAP if self.hand_h else 0) + FOOTER_H + MARGIN // 2)

    @property
    def seat_h(self) -> int:
        return self._seat_h(self.big)

    @property
    def caption_y(self) -> int:
        return MARGIN + self._head_h(self.big) + 4

    @property
    def mandala_y(self) -> int:
        return self.caption_y + self.caption_lines * CAPTION_H + self.seat_h + GAP

    def seat_y(self, seat: int) -> int:
        if seat == self.top:
            return self.caption_y + self.caption_lines * CAPTION_H
        return self.mandala_y + MANDALA_H + GAP

    def numbers_y(self, seat: int) -> int:
        """The top of the river's numbers row."""
        return self.seat_y(seat) + NAME_H

    def slots_y(self, seat: int) -> int:
        return self.numbers_y(seat) + self.cap + 12

    def cup_cy(self, seat: int) -> int:
        return self.slots_y(seat) + SLOT_H + CUP_H // 2

    @property
    def hand_y(self) -> int:
        return self.seat_y(self.bottom) + self.seat_h + GAP

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
        return (LEFT, y, RIGHT, y + self.seat_h)

    def mandala_box(self, m: int) -> Box:
        x = LEFT + m * (MANDALA_W + GAP)
        return (x, self.mandala_y, x + MANDALA_W, self.mandala_y + MANDALA_H)

    def field_row(self, seat: int) -> int:
        return 0 if seat == self.top else 2

    def row_box(self, m: int, row: int) -> Box:
        """Row 0: the top seat's field, 1: the mountain, 2: the bottom seat's field."""
        x0, y0, x1, _ = self.mandala_box(m)
        y = y0 + ROW_TOP + row * ROW_STEP
        return (x0 + 4, y - 2, x1 - 4, y + ROW_H)

    def river_box(self, seat: int) -> Box:
        """The numbered spaces, with room at their right for an order badge ("1·2")."""
        return (RIVER_X - 8, self.numbers_y(seat) - 4, RIVER_END + 8 + BADGE_ROOM,
                self.slots_y(seat) + SLOT_H + 4)
