"""A lesson's Flowers picture: the learner's own panel with one place spotlit (render/highlight),
and where each place a lesson can name lies on the board (`region_box`)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.flowers.view import FlowersView
from i18n import DEFAULT
from render.draw import Box, hand_band
from render.flowers.layout import (
    CLAIM_Y,
    FOOTER_H,
    SEAT_LINES,
    Layout,
)
from render.flowers.panel import HAND_H
from render.flowers.table import picture
from render.fonts import font
from render.heading import CAPTION_H, LEFT, RIGHT
from render.highlight import spotlight, to_rgb_png
from render.style import MARGIN, SIZE_SMALL

REGIONS = ("mandala", "tiles", "claim", "row", "hand", "flowers", "halves", "score", "deck",
           "turn", "last")


def region_box(lay: Layout, region: str, index: int = 0, seat: int | None = None) -> Box:
    """The box of a place on the board: `index` is the mandala for "mandala", "tiles",
    "claim" and "row", the seat for "flowers" (with the halves), "halves" and "score";
    `seat` whose row (the panel's owner's when None)."""
    who = (lay.owner if lay.owner is not None else lay.order[-1]) if seat is None else seat
    mx0, my0, mx1, _ = lay.mandala_box(index if region in ("mandala", "tiles", "claim", "row")
                                       else 0)
    sx0, sy0, sx1, _ = lay.seat_box(index if region in ("flowers", "halves", "score") else who)
    boxes: dict[str, Box] = {
        "mandala": lay.mandala_box(index),
        "tiles": (mx0 + 4, my0 + _labels_top(lay), mx1 - 4, my0 + lay.rows_y - 4),
        "claim": (mx0 + 4, my0 + CLAIM_Y - 20, mx1 - 4, my0 + CLAIM_Y + lay.claim_h + 20),
        "row": lay.row_box(index, who),
        "score": (sx0 + 4, sy0 + SEAT_LINES[1] - 16, sx1 - 4, sy0 + SEAT_LINES[1] + 16),
        "flowers": (sx0 + 4, sy0 + SEAT_LINES[2] - 16, sx1 - 4, sy0 + SEAT_LINES[3] + 16),
        "halves": (sx0 + 4, sy0 + SEAT_LINES[3] - 16, sx1 - 4, sy0 + SEAT_LINES[3] + 16),
        "hand": (LEFT, lay.hand_y, RIGHT, lay.hand_y + lay.hand_h),
        "deck": (LEFT, lay.footer_y + 2, RIGHT, lay.footer_y + FOOTER_H - 2),
        "turn": (MARGIN, MARGIN, RIGHT, lay.caption_y),
        "last": (MARGIN, lay.caption_y, RIGHT, lay.caption_y + CAPTION_H),
    }
    if region not in boxes:
        raise ValueError(f"no region {region!r} on a Flowers table")
    return boxes[region]


def _labels_top(lay: Layout) -> int:
    """Where the ring round the tiles starts: above the ink of their labels, the font's whole
    ascent (a Greek accent, «σκούρο», «ανοιχτό», rises above a capital), so the ring's
    5 px never cross a letter. The labels end 3 px above the tiles (board.background)."""
    ascent, descent = font(SIZE_SMALL, True).getmetrics()
    return lay.tiles_y - 3 - descent - ascent + 1


def lesson_picture(view: FlowersView, *, names: Sequence[str], region: str, index: int = 0,
                   label: str, lang: str = DEFAULT) -> Image.Image:
    """The learner's panel (their own view: hand and face-down colours) with `region`
    spotlit."""
    me = view.viewer
    if me is None or view.seats[me].hand is None:
        raise ValueError("a lesson picture is the learner's own view")
    hand = view.seats[me].hand
    assert hand is not None
    im, lay = picture(view, names, me, HAND_H, None, None, (), lang)
    hand_band(im, LEFT, RIGHT, lay.hand_y, hand, view.seats[me].hand_size, lang)
    return spotlight(im, region_box(lay, region, index), label)


def render_lesson(view: FlowersView, *, names: Sequence[str], region: str, index: int = 0,
                  label: str, lang: str = DEFAULT) -> bytes:
    """`lesson_picture` as PNG bytes."""
    return to_rgb_png(lesson_picture(view, names=names, region=region, index=index, label=label,
                                     lang=lang))
