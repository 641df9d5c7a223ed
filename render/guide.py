"""An annotated picture ("how to read the table"): numbered rings round the regions of a table
picture and, below it, a key saying in words what each numbered region shows.

Each game gives the boxes and the words (render/<game>/guide.py); this module only draws.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.draw import Box, outline, put_text, wrap
from render.highlight import HIGHLIGHT, INK
from render.style import BACKGROUND, MARGIN, RGB, SIZE_BODY, TEXT

MARK_R = 15  # a number's disc
LINE_H = 32
KEY_GAP = 12
CLEAR = 3  # px of bare background a number keeps round its disc
INK_LEVEL = 95  # grey above the panels and their edges: words, cards, slots


def _mark(im: Image.Image, cx: int, cy: int, n: int, color: RGB) -> None:
    ImageDraw.Draw(im).ellipse((cx - MARK_R, cy - MARK_R, cx + MARK_R, cy + MARK_R), fill=color,
                               outline=BACKGROUND, width=2)
    put_text(im, (cx, cy), str(n), SIZE_BODY, INK, bold=True, anchor="mm")


def _ink(gray: Image.Image, cx: int, cy: int) -> int:
    """How many bright pixels (words, cards, slots; or rings) lie under a number's disc at
    (cx, cy) or within CLEAR px of it."""
    r = MARK_R + CLEAR
    patch = gray.crop((cx - r, cy - r, cx + r, cy + r))
    return sum(n for level, n in enumerate(patch.histogram()) if level > INK_LEVEL)


def _free_spot(gray: Image.Image, rings: Image.Image, box: Box,
               taken: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """Where on `box`'s ring a number covers the least of the table (`gray`), then of the
    other `rings` (a number there would seem to be theirs): along its edges, inside the ring,
    on its line or just outside it; among equals inside, then nearest a corner; kept inside
    the picture and off the numbers already placed (a small box's corners fall on its words:
    "(+2 hidden)", "Deck")."""
    w_im, h_im = gray.size
    x0, y0, x1, y1 = box
    xs = [*range(x0 + MARK_R, max(x0 + MARK_R, x1 - MARK_R) + 1, MARK_R // 2), x1 - MARK_R]
    ys = (y0 + MARK_R - 4, y0 + MARK_R + 4, y0 - 1, y0 - MARK_R + 2,
          y1 - MARK_R + 4, y1 - MARK_R - 4, y1 + 1, y1 + MARK_R - 2)
    sides = [(x, y) for x in (x0 - MARK_R + 2, x1 + MARK_R - 2)
             for y in range(y0 + MARK_R, max(y0 + MARK_R, y1 - MARK_R) + 1, MARK_R // 2)]
    spots = [(min(w_im - MARK_R - 1, max(MARK_R + 1, x)), min(h_im - MARK_R - 1,
              max(MARK_R + 1, y))) for x, y in [*((x, y) for y in ys for x in xs), *sides]]
    spots = [s for s in spots if all(abs(s[0] - a) + abs(s[1] - b) > 3 * MARK_R
                                     for a, b in taken)] or spots

    def outside(s: tuple[int, int]) -> bool:
        return not (x0 <= s[0] <= x1 and y0 <= s[1] <= y1)

    def corner(s: tuple[int, int]) -> int:
        return min(abs(s[0] - x0), abs(s[0] - x1)) + min(abs(s[1] - y0), abs(s[1] - y1))

    return min(spots, key=lambda s: (_ink(gray, *s), _ink(rings, *s), outside(s), corner(s)))


def _ring(box: Box, size: tuple[int, int]) -> Box:
    x0, y0, x1, y1 = box
    return (max(0, x0 - 3), max(0, y0 - 3), min(size[0], x1 + 3), min(size[1], y1 + 3))


def annotate(im: Image.Image, regions: Sequence[tuple[Box, str]], *,
             color: RGB = HIGHLIGHT) -> Image.Image:
    """`im` with each region ringed and numbered from 1, and the key below it: one entry per
    region, its number then its words, wrapped to the picture's width."""
    w_im, h_im = im.size
    text_x = MARGIN + 2 * MARK_R + 12
    entries = [wrap(words, w_im - text_x - MARGIN) for _, words in regions]
    key_h = sum(len(lines) * LINE_H + KEY_GAP for lines in entries) + MARGIN
    out = Image.new("RGB", (w_im, h_im + key_h), BACKGROUND)
    out.paste(im.convert("RGB"), (0, 0))
    for box, _ in regions:
        outline(out, _ring(box, im.size), color, width=3, radius=12)
    gray = im.convert("L")
    taken: list[tuple[int, int]] = []
    for n, (box, _) in enumerate(regions, 1):  # the numbers, each on its ring where it is bare
        rings = Image.new("L", im.size)
        draw = ImageDraw.Draw(rings)
        for other, _ in regions:
            if other != box:
                draw.rounded_rectangle(_ring(other, im.size), radius=12, outline=255, width=3)
        cx, cy = _free_spot(gray, rings, box, taken)
        taken.append((cx, cy))
        _mark(out, cx, cy, n, color)
    y = h_im + KEY_GAP
    for n, lines in enumerate(entries, 1):
        _mark(out, MARGIN + MARK_R, y + LINE_H // 2, n, color)
        for line in lines:
            put_text(out, (text_x, y + LINE_H // 2), line, SIZE_BODY, TEXT, anchor="lm")
            y += LINE_H
        y += KEY_GAP
    return out
