"""A lesson's Flowers picture: the learner's own panel with one place spotlit (render/highlight),
and where each place a lesson can name lies on the board (`region_box`)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.flowers.view import FlowersView
from i18n import DEFAULT
from render.draw import Box
from render.flowers.layout import (
    CLAIM_Y,
    FOOTER_H,
    HALF_H,
    LEFT,
    NAME_H,
    RIGHT,
    TILES_H,
    TILES_Y,
    Layout,
)
from render.flowers.panel import HAND_H, draw_hand
from render.flowers.table import picture
from render.highlight import spotlight, to_rgb_png
from render.style import MARGIN

REGIONS = ("mandala", "tiles", "claim", "row", "hand", "flowers", "halves", "score", "deck",
           "turn", "last")


def region_box(lay: Layout, region: str, index: int = 0, seat: int | None = None) -> Box:
    """The box of a place on the board: `index` is the mandala for "mandala", "tiles",
    "claim" and "row", the seat for "flowers" (with the halves), "halves" and "score";
    `seat` whose row (the panel's owner's when None)."""
    who = (lay.owner if lay.owner is not None else lay.order[-1]) if seat is None else seat
    mx0, my0, mx1, _ = lay.mandala_box(index if region in ("mandala", "tiles", "claim", "row")
                                       else 0)
    band = index if region in ("flowers", "halves", "score") else who
    sx0, sy0, sx1, _ = lay.seat_box(band)
    name_line = (sx0 + 4, sy0 + 2, sx1 - 4, sy0 + NAME_H - 2)
    ty = lay.tiles_y(band)
    # a band without its flowers-and-halves line (another player's, in play) counts them on
    # its name line ("✿2")
    tiles = (sx0 + 4, ty - TILES_H // 2 + 2, sx1 - 4, ty + TILES_H // 2 - 2) if lay.tiles(
        band) else name_line
    boxes: dict[str, Box] = {
        "mandala": lay.column_box(index),
        "tiles": (mx0 + 4, my0 + 2, mx1 - 4, my0 + TILES_Y + HALF_H + 6),  # and its title
        "claim": (mx0 + 4, my0 + CLAIM_Y - 18, mx1 - 4, my0 + CLAIM_Y + 18),
        "row": lay.row_box(index, who),
        "score": name_line,
        "flowers": tiles,
        "halves": tiles,
        "hand": (LEFT, lay.hand_y, RIGHT, lay.hand_y + lay.hand_h),
        "deck": (LEFT, lay.footer_y + 2, RIGHT, lay.footer_y + lay.footer_lines * FOOTER_H - 2),
        "turn": (MARGIN, MARGIN, RIGHT, lay.caption_y),
        "last": (MARGIN, lay.caption_y, RIGHT, lay.mandala_y - 4),
    }
    if region not in boxes:
        raise ValueError(f"no region {region!r} on a Flowers table")
    return boxes[region]


def lesson_picture(view: FlowersView, *, names: Sequence[str], region: str, index: int = 0,
                   label: str, lang: str = DEFAULT) -> Image.Image:
    """The learner's panel (their own view: hand and face-down colours) with `region`
    spotlit."""
    me = view.viewer
    if me is None or view.seats[me].hand is None:
        raise ValueError("a lesson picture is the learner's own view")
    im, lay = picture(view, names, me, HAND_H, None, None, (), lang)
    draw_hand(im, view, lay.hand_y, lang)
    return spotlight(im, region_box(lay, region, index), label)


def render_lesson(view: FlowersView, *, names: Sequence[str], region: str, index: int = 0,
                  label: str, lang: str = DEFAULT) -> bytes:
    """`lesson_picture` as PNG bytes."""
    return to_rgb_png(lesson_picture(view, names=names, region=region, index=index, label=label,
                                     lang=lang))
