"""A member's rating over their rated games, as a line (lichess's profile chart): the start at
1500, then the rating after each game, every game drawn (a long history is a denser line, never
a cut one). The games while the rating was provisional lie on a shaded band labelled in the
reader's language, drawn as a dashed muted line; the established stretch is a solid gold line.

Made for a phone: 640 px wide with text at least 10 px tall when shown 320 px wide (the
guide's floor), so its sizes are its own, not the tables' (800 px, 9 px at 400).
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import style
from render.draw import put_text, text_width
from render.fonts import cap_height

W, H = 640, 420
PHONE, PHONE_TEXT = 320, 10  # the narrowest phone, and the least cap height there
TEXT = next(s for s in range(10, 80) if cap_height(s) * PHONE / W >= PHONE_TEXT)
BAND = (44, 52, 66)  # the provisional stretch's background
LINE = style.TURN
PROVISIONAL_LINE = style.MUTED


@dataclass(frozen=True)
class Point:
    rating: int  # shown, after the game (the first point: the start)
    provisional: bool


@dataclass(frozen=True)
class ChartWords:
    """Every word the picture shows, in the reader's language (present/ makes them)."""

    title: str  # "Mandala rating: Alice"
    now: str  # "Now 1630 · 24 games"
    provisional: str  # the band's label
    games: str  # the x axis: "games"


def _ticks(lo: int, hi: int) -> list[int]:
    """About four round values spanning lo..hi."""
    span = max(1, hi - lo)
    step = next(s for s in (10, 20, 25, 50, 100, 200, 250, 500, 1000) if span / s <= 4)
    first = math.floor(lo / step) * step
    return list(range(first, hi + step, step))


def render_rating_chart(points: Sequence[Point], words: ChartWords) -> bytes:
    """`points[0]` is the start (1500, provisional), then one point per rated game."""
    im = Image.new("RGB", (W, H), style.BACKGROUND)
    draw = ImageDraw.Draw(im)
    m = style.MARGIN
    line_h = TEXT + 12
    put_text(im, (m, m), words.title, TEXT, style.TEXT, bold=True, max_width=W - 2 * m,
             role="name")
    put_text(im, (m, m + line_h), words.now, TEXT, style.TURN, bold=True, max_width=W - 2 * m,
             role="score")
    ratings = [p.rating for p in points]
    ticks = _ticks(min(ratings), max(ratings))
    lo, hi = ticks[0], ticks[-1]
    left = m + max(text_width(str(t), TEXT) for t in ticks) + 10
    x0, x1 = left, W - m - 8
    y0, y1 = m + 2 * line_h + 14, H - m - line_h - 6
    games = max(1, len(points) - 1)

    def at(i: int, rating: float) -> tuple[float, float]:
        return x0 + (x1 - x0) * i / games, y1 - (y1 - y0) * (rating - lo) / (hi - lo)

    # the provisional stretch: from the start to the first established game
    last_provisional = max(i for i, p in enumerate(points) if p.provisional) if any(
        p.provisional for p in points) else -1
    if last_provisional >= 0:
        bx = at(min(games, last_provisional + (1 if last_provisional < games else 0)), lo)[0]
        draw.rectangle((x0, y0, max(x0 + 4, bx), y1), fill=BAND)
        # at the band's left, at the top or the bottom, wherever its line runs less (over the
        # band's edge when the band is narrow; never cut)
        near = [at(i, r)[1] for i, r in enumerate(ratings[:last_provisional + 2])
                if at(i, r)[0] < x0 + text_width(words.provisional, TEXT) + 12]
        high = sum(y < (y0 + y1) / 2 for y in near) > len(near) / 2
        put_text(im, (int(x0 + 6), int(y1 - 4 if high else y0 + 4)), words.provisional, TEXT,
                 style.MUTED, anchor="lb" if high else "lt")
    for tick in ticks:
        y = at(0, tick)[1]
        draw.line((x0, y, x1, y), fill=style.PANEL_EDGE, width=1)
        put_text(im, (x0 - 8, int(y)), str(tick), TEXT, style.MUTED, anchor="rm")
    xy = [at(i, r) for i, r in enumerate(ratings)]
    for i in range(1, len(xy)):
        provisional = points[i].provisional
        color = PROVISIONAL_LINE if provisional else LINE
        if provisional:  # dashed: a provisional stretch reads apart without its colour
            _dashed(draw, xy[i - 1], xy[i], color)
        else:
            draw.line((*xy[i - 1], *xy[i]), fill=color, width=4)
    if len(points) <= 40:
        for (x, y), p in zip(xy, points, strict=True):
            r = 5
            if p.provisional:
                draw.ellipse((x - r, y - r, x + r, y + r), outline=PROVISIONAL_LINE, width=2,
                             fill=style.BACKGROUND)
            else:
                draw.ellipse((x - r, y - r, x + r, y + r), fill=LINE)
    # the x axis: the first and the last game's number, and the word for them between
    base = y1 + 6
    put_text(im, (int(x0), base), "0", TEXT, style.MUTED, anchor="lt")
    put_text(im, (int(x1), base), str(games), TEXT, style.MUTED, anchor="rt")
    put_text(im, (int((x0 + x1) / 2), base), words.games, TEXT, style.MUTED, anchor="mt")
    buf = io.BytesIO()
    im.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def _dashed(draw: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float],
            color: style.RGB, dash: float = 9.0, gap: float = 6.0) -> None:
    length = math.dist(a, b)
    if length == 0:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    pos = 0.0
    while pos < length:
        end = min(length, pos + dash)
        draw.line((a[0] + ux * pos, a[1] + uy * pos, a[0] + ux * end, a[1] + uy * end),
                  fill=color, width=3)
        pos = end + gap
