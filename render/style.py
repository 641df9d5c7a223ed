"""Palette, sizes and the registry of colour marks shared by every picture.

Every card colour has two redundant marks so the picture works without colour vision: its fill
and a distinct shape (drawn with Pillow polygons), which the key names in the reader's
language. No letter: a Latin initial misleads a Greek reader ("K" for black beside κόκκινο, red)
and Greek initials collide (κόκκινο/κίτρινο, πράσινο/πορτοκαλί). Black cards get a light outline
so they stay visible on the dark table.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

from render.fonts import cap_height, x_height

RGB = tuple[int, int, int]

# ---- table palette (a calm dark slate "felt") --------------------------------------------------
BACKGROUND: RGB = (24, 33, 43)
PANEL: RGB = (34, 46, 59)
PANEL_EDGE: RGB = (55, 71, 89)
MOUNTAIN_BAND: RGB = (46, 61, 78)
SLOT: RGB = (28, 38, 49)
SLOT_EDGE: RGB = (88, 106, 126)
TEXT: RGB = (236, 240, 244)
MUTED: RGB = (150, 165, 182)
FAINT: RGB = (96, 113, 132)
TURN: RGB = (247, 196, 68)  # whose turn / who picks, and the mountain being picked
LAST_MOVE: RGB = (88, 214, 232)  # outline and caption of the last move
NOTICE_BG: RGB = (92, 62, 14)
NOTICE_TEXT: RGB = (255, 214, 120)
BANNER_BG: RGB = (17, 24, 32)
CARD_BACK: RGB = (86, 94, 106)  # a neutral grey: no card colour (purple) looks like it
CARD_BACK_EDGE: RGB = (196, 202, 210)
CARD_EDGE: RGB = (226, 232, 238)  # light outline round every card: black must show

SUPERSAMPLE = 4  # shapes are drawn this many times larger, then reduced (smooth edges)
PNG_COMPRESS_LEVEL = 2


@dataclass(frozen=True)
class ColorStyle:
    fill: RGB
    ink: RGB  # symbol and text drawn on a card of this colour
    shape: str  # circle, triangle, star, square, diamond, hexagon
    name: str

    @property
    def glyph(self) -> str:
        """The shape as a character, for a colour named inside a line of text."""
        return GLYPHS[self.shape]


GLYPHS = {"circle": "●", "triangle": "▲", "star": "★", "square": "■", "diamond": "◆",
          "hexagon": "⬢"}


DARK_INK: RGB = (28, 28, 32)
LIGHT_INK: RGB = (250, 250, 250)

# Every registered game's colours, for the drawing primitives, filled from each game's descriptor
# (`render/<game>/colors.py`). Enum members of two games never compare equal, so one dict holds
# them all; ORDER sorts chips the way each game lists its colours.
CardColor = Hashable  # a game's colour enum member
STYLES: dict[CardColor, ColorStyle] = {}
ORDER: dict[CardColor, int] = {}


def register_styles(styles: Mapping[CardColor, ColorStyle]) -> None:
    """Add a game's colours (in the order the game lists them); again is harmless."""
    STYLES.update(styles)
    for c in styles:
        ORDER.setdefault(c, len(ORDER))


def unregister_styles(styles: Mapping[CardColor, ColorStyle]) -> None:
    for c in styles:
        STYLES.pop(c, None)
        ORDER.pop(c, None)


# ---- shared sizes (pixels) --------------------------------------------------------------------
# Discord shows a picture about 400 px wide on a phone; every text's capital letters must then
# be at least 9 px tall, so on a picture PICTURE_WIDTH wide no font is smaller than MIN_TEXT,
# the first size whose cap height is 18 px (DejaVu's caps are 0.73 em).
PICTURE_WIDTH = 800
PHONE_WIDTH, PHONE_MIN_TEXT = 400, 9


def phone_cap(size: int, width: int = PICTURE_WIDTH, bold: bool = False) -> float:
    """The cap height of a text of `size` on a picture `width` wide, shown 400 px wide."""
    return cap_height(size, bold) * PHONE_WIDTH / width


MIN_TEXT = next(s for s in range(8, 64) if phone_cap(s) >= PHONE_MIN_TEXT)  # 24

# Issue #48: Discord's phone app shows a picture about 320 px wide, where a text's capitals
# must be 10 px tall; a picture drawn NARROW_WIDTH wide keeps MIN_TEXT's capitals (18 px)
# 10.3 px tall there. Pictures moved to it so far: the score race.
PHONE_SHOWN, PHONE_TEXT = 320, 10
NARROW_WIDTH = 560

# The key's words are lowercase ("red", "face down"): their x-height, not only their capitals,
# must reach 9 px at 400 px wide
SIZE_KEY = next(s for s in range(MIN_TEXT, 64)
                if x_height(s) * PHONE_WIDTH / PICTURE_WIDTH >= PHONE_MIN_TEXT)

MARGIN = 12
GAP = 8

SIZE_STATUS = 28
SIZE_NAME = 28
SIZE_BODY = MIN_TEXT  # labels and counts: one size, told apart by weight and colour
SIZE_SMALL = MIN_TEXT
SIZE_BIG = 36  # the counts on the hand's big cards

TILE_W, TILE_H = 56, 66  # a group of same-coloured cards on a mountain or field
SLOT_W, SLOT_H = 44, 56  # a river space
CHIP = 28  # the small colour marks (with their shape) in cups, the discard pile and the key
BIG_TILE_W, BIG_TILE_H = 112, 156  # a group of cards in the player's own hand

# Discord's desktop client fits an inline picture into a box of about this size (scaled by
# min(1, 550 / width, 350 / height)); a picture's essentials must stay readable there (#48)
DESKTOP_BOX = (550, 350)


def box_scale(width: int, height: int) -> float:
    """How much a desktop client shrinks a picture of that size to fit its inline box."""
    return min(1.0, DESKTOP_BOX[0] / width, DESKTOP_BOX[1] / height)
