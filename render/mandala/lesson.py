"""A lesson's Mandala picture: the learner's own panel with one place spotlit (render/highlight),
and where each place a lesson can name lies on the board (`region_box`)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.mandala import KIND
from engine.mandala.view import MandalaView
from i18n import DEFAULT
from render.draw import Box
from render.heading import CAPTION_H
from render.highlight import spotlight, to_rgb_png
from render.mandala.board import draw_board, draw_hand, plan
from render.mandala.layout import (
    FOOTER_H,
    FOOTER_LINE,
    HAND_H,
    LEFT,
    MOUNTAIN_ROW,
    RIGHT,
    RIVER_END,
    RIVER_X,
    SCORE_X,
    SLOT_H,
    Layout,
)
from render.style import MARGIN

REGIONS = ("mountain", "field", "mandala", "river", "cup", "score", "hand", "deck", "discard",
           "turn", "last")


def region_box(lay: Layout, region: str, index: int = 0, seat: int | None = None,
               lang: str = DEFAULT) -> Box:
    """The box of a place on the board: `index` is the mandala for "mountain", "field" and
    "mandala", the seat for "river", "cup" and "score"; `seat` whose field (the bottom
    seat's when None)."""
    who = lay.bottom if seat is None else seat
    x0, y0, x1, _ = lay.seat_box(index if region in ("river", "cup", "score") else who)
    fy = lay.footer_y
    if region == "mountain":
        return lay.row_box(index, MOUNTAIN_ROW)
    if region == "field":
        return lay.row_box(index, lay.field_row(who))
    if region == "mandala":
        return lay.mandala_box(index)
    ny, sy, cy = lay.numbers_y(index), lay.slots_y(index), lay.cup_cy(index)
    boxes: dict[str, Box] = {
        "river": (RIVER_X - 8, ny - 4, RIVER_END + 8, sy + SLOT_H + 4),  # numbers and spaces
        "cup": (x0 + 4, cy - 18, x1 - 4, cy + 18),
        "score": (SCORE_X - 8, ny - 4, x1 - 4, sy + SLOT_H + 4),
        "hand": (LEFT, lay.hand_y, RIGHT, lay.hand_y + lay.hand_h),
        "deck": (LEFT, fy + 2, RIGHT, fy + FOOTER_LINE - 2),
        "discard": (LEFT, fy + FOOTER_LINE + 2, RIGHT, fy + FOOTER_H - 2),
        "turn": (MARGIN, MARGIN, RIGHT, lay.caption_y),
        "last": (MARGIN, lay.caption_y, RIGHT, lay.caption_y + lay.caption_lines * CAPTION_H),
    }
    if region not in boxes:
        raise ValueError(f"no region {region!r} on a Mandala table")
    return boxes[region]


def lesson_picture(view: MandalaView, *, names: Sequence[str], region: str, index: int = 0,
                   label: str, lang: str = DEFAULT) -> Image.Image:
    """The learner's panel (their own view: hand and cup) with `region` spotlit."""
    me = view.viewer
    if me is None or view.seats[me].hand is None:
        raise ValueError("a lesson picture is the learner's own view")
    hand = view.seats[me].hand
    assert hand is not None
    lay, lines = plan(view, names, me, me, None, None, lang, hand_h=HAND_H)
    im = draw_board(view, names, lay, lines, last_seat=None, title=KIND.title, me=me, lang=lang)
    draw_hand(im, lay, hand, view.seats[me].hand_size, lang)
    return spotlight(im, region_box(lay, region, index, None, lang), label)


def render_lesson(view: MandalaView, *, names: Sequence[str], region: str, index: int = 0,
                  label: str, lang: str = DEFAULT) -> bytes:
    """`lesson_picture` as PNG bytes."""
    return to_rgb_png(lesson_picture(view, names=names, region=region, index=index, label=label,
                                     lang=lang))
