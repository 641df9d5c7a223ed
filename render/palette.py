"""PNG output through one fixed 256-colour palette.

Pillow's PNG encoder tries five row filters on an RGB picture, which costs more than the whole
drawing; a palette ("P") picture is not filtered and is about a third of the size. The palette is
built once, deterministically, from a swatch of every piece the pictures are made of (flat
colours exactly, plus the anti-aliased blends of text and edges), so any picture maps onto it
with no visible loss.
"""

from __future__ import annotations

import io
from functools import lru_cache

from PIL import Image

from render import style
from render.draw import card_back, chip, panel, paste, put_text, river_slot, tile
from render.style import STYLES, CardColor

_TABLE = (
    style.BACKGROUND, style.PANEL, style.PANEL_EDGE, style.MOUNTAIN_BAND, style.SLOT,
    style.SLOT_EDGE, style.TEXT, style.MUTED, style.FAINT, style.TURN, style.LAST_MOVE,
    style.NOTICE_BG, style.NOTICE_TEXT, style.BANNER_BG, style.CARD_BACK, style.CARD_BACK_EDGE,
    style.CARD_EDGE,
)
ROW = 6  # colours drawn in the swatch's rows; the registered colours past them go beside
_GROUNDS = (style.BACKGROUND, style.PANEL, style.MOUNTAIN_BAND, style.BANNER_BG,
            style.NOTICE_BG, style.TURN)
_INKS = (style.TEXT, style.MUTED, style.FAINT, style.TURN, style.LAST_MOVE, style.NOTICE_TEXT,
         style.BANNER_BG)
SAMPLE = "Mandala 1234567890 ≥ × Ωλέξ field picks"


def _flat() -> tuple[style.RGB, ...]:
    """The table's colours, then every registered card colour's fill and ink."""
    return (*_TABLE, *(s.fill for s in STYLES.values()), *(s.ink for s in STYLES.values()))


def _marks() -> list[CardColor]:
    """One colour per distinct mark among the registered games' (games share some)."""
    first: dict[style.ColorStyle, CardColor] = {}
    for c, st in STYLES.items():
        first.setdefault(st, c)
    return list(first.values())


def _swatch() -> Image.Image:
    marks = _marks()
    row, extra = marks[:ROW], marks[ROW:]
    im = Image.new("RGB", (900, 60 * len(_GROUNDS) * len(_INKS) // 2 + 880))
    y = 0
    for ground in _GROUNDS:
        im.paste(ground, (0, y, 900, y + 30 * len(_INKS) + 110))
        for ink in _INKS:
            put_text(im, (10, y), SAMPLE, style.SIZE_BODY, ink, bold=True)
            put_text(im, (480, y), SAMPLE, style.SIZE_SMALL, ink)
            y += 30
        for i, c in enumerate(row):
            paste(im, tile(c, i + 1, style.TILE_W, style.TILE_H), 10 + i * 70, y + 10)
            paste(im, chip(c, style.CHIP), 450 + i * 40, y + 10)
            paste(im, river_slot(None, style.SLOT_W, style.SLOT_H), 450 + i * 40, y + 45)
        paste(im, card_back(30, 42), 700, y + 10)
        for j, c in enumerate(extra):
            paste(im, chip(c, style.CHIP), 700 + j * 40, y + 60)
        panel(im, (760, y + 10, 880, y + 90), style.PANEL, style.TURN)
        y += 110
    for i, c in enumerate(row):
        paste(im, tile(c, i + 1, style.BIG_TILE_W, style.BIG_TILE_H), 10 + i * 145, y + 10)
    for j, c in enumerate(extra):
        paste(im, tile(c, 3, style.BIG_TILE_W, style.BIG_TILE_H), 10 + j * 145, y + 180)
    return im


@lru_cache(maxsize=4)
def palette_image(marks: tuple[object, ...] = ()) -> Image.Image:
    """A "P" image carrying the fixed palette: the flat colours exactly, then blends; `marks`
    (the registered colours) is the cache key only: a game registered later gets its own."""
    flat = list(dict.fromkeys(_flat()))
    blends = _swatch().quantize(colors=256 - len(flat), method=Image.Quantize.MEDIANCUT,
                                dither=Image.Dither.NONE)
    got = blends.getpalette()
    if got is None:
        raise AssertionError("a quantized image has a palette")
    rest = got[: 3 * (256 - len(flat))]
    pal = Image.new("P", (1, 1))
    pal.putpalette([v for rgb in flat for v in rgb] + rest)
    return pal


def current_palette() -> Image.Image:
    """The palette for the games registered now."""
    return palette_image(tuple(STYLES))


def to_png(im: Image.Image) -> bytes:
    """`im` (RGB) mapped onto the fixed palette, as PNG bytes."""
    out = im.quantize(palette=current_palette(), dither=Image.Dither.NONE)
    buf = io.BytesIO()
    out.save(buf, "PNG", compress_level=style.PNG_COMPRESS_LEVEL)
    return buf.getvalue()
