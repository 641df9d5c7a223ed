"""A lesson's Mandala picture: the learner's own panel with one place spotlit (render/highlight),
and where each place a lesson can name lies on the board (`region_box`)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.mandala import KIND
from engine.mandala.view import MandalaView
from i18n import DEFAULT, t
from render.draw import Box, hand_band, text_width
from render.heading import CAPTION_H
from render.highlight import spotlight, to_rgb_png
from render.mandala.board import draw_board, key_lines
from render.mandala.heading import heading
from render.mandala.layout import (
    CUP_Y,
    FOOTER_H,
    LEFT,
    MOUNTAIN_ROW,
    RIGHT,
    RIVER_X,
    RIVER_Y,
    Layout,
)
from render.mandala.panel import HAND_H
from render.style import MARGIN, SIZE_BODY, SLOT_H

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
    split = LEFT + 4 + text_width(t(lang, "pic.deck"), SIZE_BODY, True) + 10 + 34 + 40
    if region == "mountain":
        return lay.row_box(index, MOUNTAIN_ROW)
    if region == "field":
        return lay.row_box(index, lay.field_row(who))
    if region == "mandala":
        return lay.mandala_box(index)
    river = lay.river_box(index)  # (its badges' room below the cards is not part of it)
    boxes: dict[str, Box] = {
        "river": river[:3] + (river[1] + RIVER_Y + SLOT_H + 4,),  # the spaces, clear of the cup
        "cup": (x0 + 4, y0 + CUP_Y - 18, x1 - 4, y0 + CUP_Y + 18),
        "score": (x0 + 4, y0 + 44, RIVER_X - 12, y0 + 80),
        "hand": (LEFT, lay.hand_y, RIGHT, lay.hand_y + lay.hand_h),
        "deck": (LEFT, fy + 2, split, fy + FOOTER_H - 2),
        "discard": (split + 2, fy + 2, RIGHT, fy + FOOTER_H - 2),
        "turn": (MARGIN, MARGIN, RIGHT, lay.caption_y),
        "last": (MARGIN, lay.caption_y, RIGHT, lay.caption_y + CAPTION_H),
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
    lines = heading(view, names, me, None, lang)
    lay = Layout(me, len(lines), HAND_H, key_lines(lang))
    im = draw_board(view, names, lay, lines, last_seat=None, title=KIND.title, me=me, lang=lang)
    hand_band(im, LEFT, RIGHT, lay.hand_y, hand, view.seats[me].hand_size, lang)
    return spotlight(im, region_box(lay, region, index, None, lang), label)


def render_lesson(view: MandalaView, *, names: Sequence[str], region: str, index: int = 0,
                  label: str, lang: str = DEFAULT) -> bytes:
    """`lesson_picture` as PNG bytes."""
    return to_rgb_png(lesson_picture(view, names=names, region=region, index=index, label=label,
                                     lang=lang))
