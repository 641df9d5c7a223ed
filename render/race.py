"""The score race of a finished match: each seat's points after every round, one line each.

Colour-blind safe: the Okabe-Ito colours, and each line also has its own marker shape and its
player's name at its end, so no reader needs to tell the colours apart. Every text is drawn
through `put_text` at `MIN_TEXT` or more, on a picture `NARROW_WIDTH` wide (≥ 10 px cap height
when shown 320 px wide, as on a phone).
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image, ImageDraw

from i18n import DEFAULT, t
from render import style
from render.draw import put_text, text_width
from render.names import short_name

# Okabe & Ito (2008): told apart with every common colour-vision deficiency
LINE_COLORS: tuple[style.RGB, ...] = ((230, 159, 0), (86, 180, 233), (0, 158, 115),
                                      (240, 228, 66), (213, 94, 0), (204, 121, 167))
MARKERS = ("circle", "square", "triangle", "diamond", "circle", "square")
# narrow, so its words stay 10 px tall on a phone (style.NARROW_WIDTH), and wide rather than
# tall, so a desktop client's box (about 550 x 350) shrinks it little
W, H = style.NARROW_WIDTH, 400
TOP, BOTTOM, LEFT = 56, 52, 56  # room for the title, the round numbers and the points
NAME_W = 200  # the names at the right of the lines
MARK = 7


def _marker(draw: ImageDraw.ImageDraw, shape: str, x: float, y: float, fill: style.RGB) -> None:
    r = MARK
    if shape == "square":
        draw.rectangle((x - r, y - r, x + r, y + r), fill=fill)
    elif shape == "triangle":
        draw.polygon([(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)], fill=fill)
    elif shape == "diamond":
        draw.polygon([(x, y - r - 2), (x + r + 2, y), (x, y + r + 2), (x - r - 2, y)], fill=fill)
    else:
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)


def marked_rounds(race: Sequence[Sequence[int]], seat: int) -> list[int]:
    """The rounds where a seat's line gets its marker: where its score changed, and its end
    (a marker every round made a flat stretch look like a bar)."""
    last = len(race) - 1
    return [r for r in range(len(race))
            if r == last or r > 0 and race[r][seat] != race[r - 1][seat]]


SPREAD = 4  # px between lines that run together (a 0-0 start), each as thick as this


def _ticks(top: int) -> list[int]:
    """About five round steps from 0 to `top`."""
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500) if top / s <= 5)
    return list(range(0, top + 1, step))


def render_race(race: Sequence[Sequence[int]], names: Sequence[str], lang: str = DEFAULT
                ) -> bytes:
    """`race[r][seat]`: the points after round r (r = 0 is the start) as a PNG."""
    im = Image.new("RGB", (W, H), style.BACKGROUND)
    draw = ImageDraw.Draw(im)
    title = t(lang, "pic.race.title")
    # the status size when it fits the narrow picture, else smaller (never under MIN_TEXT)
    size = next((s for s in range(style.SIZE_STATUS, style.MIN_TEXT - 1, -1)
                 if text_width(title, s, True) <= W - 2 * style.MARGIN), style.MIN_TEXT)
    put_text(im, (style.MARGIN, style.MARGIN), title, size, style.TEXT, bold=True,
             max_width=W - 2 * style.MARGIN)
    x0, x1, y0, y1 = LEFT, W - NAME_W, TOP + 12, H - BOTTOM
    top = max(1, *(max(r) for r in race))
    ticks = _ticks(top)
    top = max(top, ticks[-1])
    rounds = max(1, len(race) - 1)

    def at(r: int, points: int) -> tuple[float, float]:
        return x0 + (x1 - x0) * r / rounds, y1 - (y1 - y0) * points / top

    for tick in ticks:
        y = at(0, tick)[1]
        draw.line((x0, y, x1, y), fill=style.PANEL_EDGE, width=1)
        put_text(im, (x0 - 8, int(y)), str(tick), style.SIZE_SMALL, style.MUTED, anchor="rm")
    every = max(1, -(-rounds // 8))  # at most about eight round numbers under the axis
    for r in range(0, rounds + 1, every):
        put_text(im, (int(at(r, 0)[0]), y1 + 8), str(r), style.SIZE_SMALL, style.MUTED,
                 anchor="mt")
    put_text(im, (x1 + 22, y1 + 8), t(lang, "pic.race.round"), style.SIZE_SMALL, style.MUTED)
    ends: list[tuple[float, int]] = []
    for seat in range(len(names)):
        color, shape = LINE_COLORS[seat % len(LINE_COLORS)], MARKERS[seat % len(MARKERS)]
        dy = (seat - (len(names) - 1) / 2) * SPREAD  # equal scores: lines side by side
        points = [(x, y + dy) for x, y in (at(r, row[seat]) for r, row in enumerate(race))]
        if len(points) > 1:
            draw.line(points, fill=color, width=SPREAD, joint="curve")
        for r in marked_rounds(race, seat):
            _marker(draw, shape, *points[r], color)
        ends.append((points[-1][1], seat))
    # the names at the right, in the order of the lines' ends, pushed apart so none overlap
    line_h = style.SIZE_BODY + 6
    placed: list[float] = []
    for y, _ in sorted(ends):
        placed.append(max(y, placed[-1] + line_h) if placed else max(y, y0))
    # the lowest name stays above the axis: "← round" sits under it, beside the round numbers
    shift = max(0.0, placed[-1] - (y1 - line_h // 2)) if placed else 0.0
    for (_, seat), y in zip(sorted(ends), placed, strict=True):
        y -= shift
        color, shape = LINE_COLORS[seat % len(LINE_COLORS)], MARKERS[seat % len(MARKERS)]
        _marker(draw, shape, x1 + 22, y, color)
        score = f"{race[-1][seat]} "  # the points stay whole; the name follows the names rule
        room = NAME_W - 40 - text_width(score, style.SIZE_BODY, True)
        label = score + short_name(names, seat, style.SIZE_BODY, True, room)
        put_text(im, (x1 + 36, int(y)), label, style.SIZE_BODY, color, bold=True, anchor="lm")
    buf = io.BytesIO()  # not the tables' fixed palette: it lacks these line colours
    im.save(buf, "PNG", optimize=True)
    return buf.getvalue()
