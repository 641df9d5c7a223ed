"""How to read a Mandala table: a table drawn as the reader sees it (a player's own panel, or
the public table for a spectator), each region ringed, numbered and explained (render/guide)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.api import Action
from engine.mandala import KIND
from engine.mandala.view import MandalaView
from i18n import DEFAULT, t
from render.guide import annotate
from render.highlight import to_rgb_png
from render.mandala.board import draw_board, draw_hand, plan
from render.mandala.layout import HAND_H
from render.mandala.lesson import region_box
from render.mandala.table import PUBLIC_SIDE, ended_off_board

# (region, index) and its words' key, in reading order; "hand" only on a player's own view
PARTS = (
    ("turn", 0, "guide.m.turn"),
    ("last", 0, "guide.m.last"),
    ("score", 1, "guide.m.score"),
    ("mandala", 0, "guide.m.mandala"),
    ("river", 0, "guide.m.river"),
    ("cup", 0, "guide.m.cup"),
    ("hand", 0, "guide.m.hand"),
    ("deck", 0, "guide.m.deck"),
    ("discard", 0, "guide.m.discard"),
)
SEAT_WORDS = ("guide.m.river", "guide.m.cup")  # "your …": worded for a seat to a spectator


def guide_picture(view: MandalaView, *, names: Sequence[str], lang: str = DEFAULT,
                  last_seat: int | None = None, earlier: Sequence[tuple[int, Action]] = (),
                  side: int | None = None, note: str | None = None) -> Image.Image:
    """`view` drawn as its reader sees it, annotated region by region: a player's own view as
    their panel (hand and all), the public view as the table (seen from `side`, as
    `render_table` draws it). `last_seat`, `earlier` and `note` as for the table, so its
    marks (the last move's outline, the order badges) are the ones the guide explains."""
    me = view.viewer
    hand = None if me is None else view.seats[me].hand
    if me is not None and hand is None:
        raise ValueError("the guide is drawn from a player's own view or the public one")
    if me is None and any(s.hand is not None for s in view.seats):
        raise ValueError("the public guide is drawn from the public view only")
    if view.is_over:
        hand = None  # the panel at the game's end draws no hand: nor does its guide
    view = ended_off_board(view, note)
    bottom = me if me is not None else PUBLIC_SIDE if side is None else side
    lay, lines = plan(view, names, bottom, me, note, last_seat, lang,
                      hand_h=HAND_H if hand else 0, key=True)
    im = draw_board(view, names, lay, lines, last_seat=last_seat, title=KIND.title, me=me,
                    earlier=earlier, lang=lang)
    if hand is not None and me is not None:
        draw_hand(im, lay, hand, view.seats[me].hand_size, lang)
    seat = {0: bottom, 1: 1 - bottom}
    # a spectator reads of "a player's" river and cup, not "your"
    said = {k: k if me is not None or k not in SEAT_WORDS else f"{k}.seat" for *_, k in PARTS}
    regions = [(region_box(lay, r, seat[i] if r in ("river", "cup", "score") else i, None,
                           lang), t(lang, said[key])) for r, i, key in PARTS
               if r != "hand" or hand is not None]
    return annotate(im, regions)


def render_guide(view: MandalaView, *, names: Sequence[str], lang: str = DEFAULT,
                 last_seat: int | None = None, earlier: Sequence[tuple[int, Action]] = (),
                 side: int | None = None, note: str | None = None) -> bytes:
    return to_rgb_png(guide_picture(view, names=names, lang=lang, last_seat=last_seat,
                                    earlier=earlier, side=side, note=note))
