"""How to read a Flowers table: the learner-side panel of a sample table, each region ringed,
numbered and explained (render/guide)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.flowers.view import FlowersView
from i18n import DEFAULT, t
from render.draw import hand_band
from render.flowers.lesson import region_box
from render.flowers.panel import HAND_H
from render.flowers.table import picture
from render.guide import annotate
from render.heading import LEFT, RIGHT
from render.highlight import to_rgb_png

# (region, index: the mandala, or 0 for the reader's own seat) and its words' key
PARTS = (
    ("turn", 0, "guide.f.turn"),
    ("claim", 0, "guide.f.claim"),
    ("tiles", 0, "guide.f.tiles"),
    ("row", 0, "guide.f.row"),
    ("score", 0, "guide.f.score"),
    ("flowers", 0, "guide.f.flowers"),
    ("hand", 0, "guide.f.hand"),
    ("deck", 0, "guide.f.deck"),
)


def guide_picture(view: FlowersView, *, names: Sequence[str], lang: str = DEFAULT
                  ) -> Image.Image:
    """`view` (a player's own) drawn as their panel, annotated region by region."""
    me = view.viewer
    if me is None or view.seats[me].hand is None:
        raise ValueError("the guide is drawn from a player's own view")
    hand = view.seats[me].hand
    assert hand is not None
    im, lay = picture(view, names, me, HAND_H, None, None, (), lang)
    hand_band(im, LEFT, RIGHT, lay.hand_y, hand, view.seats[me].hand_size, lang)
    regions = [(region_box(lay, r, me if r in ("score", "flowers") else i), t(lang, key))
               for r, i, key in PARTS]
    return annotate(im, regions)


def render_guide(view: FlowersView, *, names: Sequence[str], lang: str = DEFAULT) -> bytes:
    return to_rgb_png(guide_picture(view, names=names, lang=lang))
