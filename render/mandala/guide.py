"""How to read a Mandala table: the learner-side panel of a sample table, each region ringed,
numbered and explained (render/guide)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.mandala import KIND
from engine.mandala.view import MandalaView
from i18n import DEFAULT, t
from render.draw import hand_band
from render.guide import annotate
from render.highlight import to_rgb_png
from render.mandala.board import draw_board, key_lines
from render.mandala.heading import heading
from render.mandala.layout import LEFT, RIGHT, Layout
from render.mandala.lesson import region_box
from render.mandala.panel import HAND_H

# (region, index) and its words' key, in reading order
PARTS = (
    ("turn", 0, "guide.m.turn"),
    ("score", 1, "guide.m.score"),
    ("mandala", 0, "guide.m.mandala"),
    ("river", 0, "guide.m.river"),
    ("cup", 0, "guide.m.cup"),
    ("hand", 0, "guide.m.hand"),
    ("deck", 0, "guide.m.deck"),
    ("discard", 0, "guide.m.discard"),
)


def guide_picture(view: MandalaView, *, names: Sequence[str], lang: str = DEFAULT
                  ) -> Image.Image:
    """`view` (a player's own) drawn as their panel, annotated region by region."""
    me = view.viewer
    if me is None or view.seats[me].hand is None:
        raise ValueError("the guide is drawn from a player's own view")
    hand = view.seats[me].hand
    assert hand is not None
    lines = heading(view, names, me, None, lang)
    lay = Layout(me, len(lines), HAND_H, key_lines(lang))
    im = draw_board(view, names, lay, lines, last_seat=None, title=KIND.title, me=me, lang=lang)
    hand_band(im, LEFT, RIGHT, lay.hand_y, hand, view.seats[me].hand_size, lang)
    seat = {0: me, 1: 1 - me}
    regions = [(region_box(lay, r, seat[i] if r in ("river", "cup", "score") else i, None,
                           lang), t(lang, key)) for r, i, key in PARTS]
    return annotate(im, regions)


def render_guide(view: MandalaView, *, names: Sequence[str], lang: str = DEFAULT) -> bytes:
    return to_rgb_png(guide_picture(view, names=names, lang=lang))
