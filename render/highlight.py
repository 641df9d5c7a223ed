"""A lesson's spotlight on a picture: a thick ring round one place of the table and a callout
with a short label in a strip added above (or below) the picture, joined to the ring by a thin
line, so a newcomer sees what the words talk about and no card or count is covered.

A colour no other mark uses (pink), so it is never read as the last move (cyan) or whose turn
(yellow); pictures carrying it are written as full-colour PNGs, not the shared palette.
"""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from render.draw import Box, outline, panel, put_text, text_width, wrap
from render.style import BACKGROUND, MARGIN, RGB, SIZE_BODY

HIGHLIGHT: RGB = (255, 92, 170)
INK: RGB = (28, 20, 32)
STRIP_H = 52  # the band the callout sits in
CALLOUT_H = 38
CALLOUT_LINE = 30  # each more line of a label too long for one (a narrow picture's)
PAD = 12
INK_LEVEL = 95  # grey above the panels and their edges: words, cards, slots


def spotlight(im: Image.Image, box: Box, label: str, *, color: RGB = HIGHLIGHT) -> Image.Image:
    """`im` with `box` ringed and `label` in a callout: in a strip above the picture when the
    box is in its upper half, else below; returns the new, taller picture. A label wider
    than the picture is wrapped, never cut: the callout and its strip grow by its lines."""
    w_im, h_im = im.size
    rows = wrap(label, w_im - 2 * MARGIN - 2 * PAD, SIZE_BODY, True) or [label]
    more = (len(rows) - 1) * CALLOUT_LINE
    strip_h, callout_h = STRIP_H + more, CALLOUT_H + more
    top = (box[1] + box[3]) < h_im
    shift = strip_h if top else 0
    out = Image.new("RGB", (w_im, h_im + strip_h), BACKGROUND)
    out.paste(im.convert("RGB"), (0, shift))
    x0, y0, x1, y1 = box
    ring = (max(0, x0 - 4), max(0, y0 - 4) + shift, min(w_im, x1 + 4), min(h_im, y1 + 4) + shift)
    outline(out, ring, color, width=5, radius=14)
    w = max(text_width(row, SIZE_BODY, True) for row in rows) + 2 * PAD
    px = _line_x(im, ring, shift, top)
    # the callout ends just right of its line: cards and counts are laid out from the left
    bx0 = max(MARGIN, min(w_im - MARGIN - w, px + 24 - w))
    cy0 = (strip_h - callout_h) // 2 if top else h_im + (strip_h - callout_h) // 2
    callout = (bx0, cy0, bx0 + w, cy0 + callout_h)
    px = max(bx0 + 14, min(bx0 + w - 14, px))  # a callout against the edge still meets it
    draw = ImageDraw.Draw(out)
    start, end = (callout[3], ring[1]) if top else (callout[1], ring[3])
    draw.line([(px, start), (px, end)], fill=color, width=4)
    tip = 1 if top else -1
    draw.polygon([(px - 9, end - 14 * tip), (px + 9, end - 14 * tip), (px, end)], fill=color)
    panel(out, callout, color, radius=10)
    for i, row in enumerate(rows):
        put_text(out, (bx0 + w // 2, cy0 + CALLOUT_H // 2 + i * CALLOUT_LINE), row, SIZE_BODY,
                 INK, bold=True, anchor="mm")
    return out


def _line_x(im: Image.Image, ring: Box, shift: int, top: bool) -> int:
    """Where the line from the callout runs down (or up) to the ring: the x on the ring's
    width whose path crosses the fewest words and cards, the ring's right end among equals
    (a line through "purple" in the key hid a letter)."""
    gray = im.convert("L")
    x0, x1 = ring[0] + 14, max(ring[0] + 14, ring[2] - 40)
    y0, y1 = (0, ring[1] - shift) if top else (ring[3] - shift, im.height)

    def crossed(x: int) -> int:
        if y1 <= y0:
            return 0
        band = gray.crop((x - 4, y0, x + 5, y1))
        return sum(n for level, n in enumerate(band.histogram()) if level > INK_LEVEL)

    return min(range(x1, x0 - 1, -4), key=crossed)


def to_rgb_png(im: Image.Image) -> bytes:
    """PNG bytes keeping every colour (the spotlight's pink is not in the shared palette)."""
    buf = io.BytesIO()
    im.convert("RGB").save(buf, "PNG", compress_level=6)
    return buf.getvalue()
