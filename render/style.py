"""Palette, sizes and the colour key shared by the table and hand pictures.

Every card colour has three redundant marks so the picture works without colour vision: its
fill, a distinct shape (drawn with Pillow polygons) and its letter. Black cards get a light
outline so they stay visible on the dark table.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

from engine.mandala.vocab import COLORS, Color

RGB = tuple[int, int, int]

FONT_DIR = Path(__file__).resolve().parent.parent / "data" / "fonts"
FONT_REGULAR = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

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
CARD_BACK: RGB = (79, 63, 130)
CARD_BACK_EDGE: RGB = (190, 176, 235)
CARD_EDGE: RGB = (226, 232, 238)  # light outline round every card: black must show

SUPERSAMPLE = 4  # shapes are drawn this many times larger, then reduced (smooth edges)
PNG_COMPRESS_LEVEL = 2


@dataclass(frozen=True)
class ColorStyle:
    fill: RGB
    ink: RGB  # symbol and text drawn on a card of this colour
    shape: str  # circle, triangle, star, square, diamond, hexagon
    letter: str  # shown on the card
    name: str


_DARK: RGB = (28, 28, 32)
_LIGHT: RGB = (250, 250, 250)

COLOR_STYLES: dict[Color, ColorStyle] = {
    Color.RED: ColorStyle((214, 58, 58), _LIGHT, "circle", "R", "red"),
    Color.ORANGE: ColorStyle((243, 145, 42), _DARK, "triangle", "O", "orange"),
    Color.YELLOW: ColorStyle((246, 214, 72), _DARK, "star", "Y", "yellow"),
    Color.GREEN: ColorStyle((54, 156, 84), _LIGHT, "square", "G", "green"),
    Color.PURPLE: ColorStyle((146, 84, 196), _LIGHT, "diamond", "P", "purple"),
    Color.BLACK: ColorStyle((18, 18, 22), _LIGHT, "hexagon", "K", "black"),
}
assert tuple(COLOR_STYLES) == COLORS

# ---- table geometry (pixels) -------------------------------------------------------------------
TABLE_WIDTH = 1100
MARGIN = 16
GAP = 8
HEADER_H = 64
CAPTION_H = 40
SEAT_H = 116
MANDALA_H = 318
FOOTER_H = 56
LEGEND_H = 40
TABLE_HEIGHT = (
    MARGIN + HEADER_H + CAPTION_H + SEAT_H + GAP + MANDALA_H + GAP + SEAT_H + GAP + FOOTER_H
    + LEGEND_H + MARGIN // 2
)
TILE_W, TILE_H = 58, 80  # a group of same-coloured cards on a mountain or field
SLOT_W, SLOT_H = 54, 62  # a river space
CHIP = 30  # the small colour marks in cups, the discard pile and the legend

# ---- hand geometry -----------------------------------------------------------------------------
HAND_WIDTH = 1100
HAND_HEIGHT = 560
BIG_TILE_W, BIG_TILE_H = 150, 200
HAND_SLOT_W, HAND_SLOT_H = 70, 84

# ---- type sizes --------------------------------------------------------------------------------
SIZE_STATUS = 30
SIZE_NAME = 30
SIZE_BODY = 22
SIZE_SMALL = 19
SIZE_LABEL = 18


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The shipped DejaVu Sans (Latin and Greek), loaded once per size."""
    return ImageFont.truetype(str(FONT_BOLD if bold else FONT_REGULAR), size)
