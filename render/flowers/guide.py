"""How to read a Flowers table: a table drawn as the reader sees it (a player's own panel, or
the public table for a spectator), each region ringed, numbered and explained (render/guide),
with the key to the colours' shapes and the other marks under it (the table itself has no room
for it on a phone)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.api import Action
from engine.flowers.view import FlowersView
from engine.flowers.vocab import COLORS
from i18n import DEFAULT, t
from render import style
from render.draw import Legend, card_back, color_key, legend, legend_lines
from render.flowers.layout import LEFT, RIGHT, Layout
from render.flowers.lesson import region_box
from render.flowers.panel import HAND_H, draw_hand
from render.flowers.table import picture
from render.guide import annotate
from render.highlight import to_rgb_png

KEY_H = 40  # a line of the key

# (region, index: the mandala, or 0 for the reader's own seat) and its words' key; "hand"
# only on a player's own view, "flowers" where the reader's band lists them (`shown`)
PARTS = (
    ("turn", 0, "guide.f.turn"),
    ("last", 0, "guide.f.last"),
    ("claim", 1, "guide.f.claim"),  # each in its own column: room for its number
    ("tiles", 0, "guide.f.tiles"),
    ("row", 2, "guide.f.row"),
    ("score", 0, "guide.f.score"),
    ("flowers", 0, "guide.f.flowers"),
    ("hand", 0, "guide.f.hand"),
    ("deck", 0, "guide.f.deck"),
)


def guide_picture(view: FlowersView, *, names: Sequence[str], lang: str = DEFAULT,
                  last_seat: int | None = None, earlier: Sequence[tuple[int, Action]] = (),
                  side: int | None = None, note: str | None = None) -> Image.Image:
    """`view` drawn as its reader sees it, annotated region by region: a player's own view as
    their panel (hand and face-down colours), the public view as the table (seen from `side`,
    as `render_table` draws it). `last_seat`, `earlier` and `note` as for the table, so its
    marks (the last move's outline, the order badges) are the ones the guide explains."""
    me = view.viewer
    hand = None if me is None else view.seats[me].hand
    if me is not None and hand is None:
        raise ValueError("the guide is drawn from a player's own view or the public one")
    if me is None and (any(s.hand is not None for s in view.seats) or any(
            d is not None for mv in view.mandalas for d in mv.down)):
        raise ValueError("the public guide is drawn from the public view only")
    im, lay = picture(view, names, me, HAND_H if hand else 0, last_seat, note, earlier, lang,
                      side=side)
    if hand is not None:
        draw_hand(im, view, lay.hand_y, lang)
    near = lay.order[-1]  # the reader's seat, or the one drawn nearest them
    regions = [(region_box(lay, r, near if r in ("score", "flowers") else i, near),
                t(lang, key)) for r, i, key in PARTS if shown(lay, r, near)]
    return annotate(with_key(im, lang), regions)


def shown(lay: Layout, region: str, near: int) -> bool:
    """Whether the picture has that part: the hand on a panel, a seat's cards in the mandalas
    and the piles while the game goes on, its flowers and halves where its band lists them,
    the last move's caption unless a tile is being chosen."""
    if region == "hand":
        return bool(lay.hand_h)
    if region == "row":
        return lay.cells(near)
    if region == "flowers":
        return lay.tiles(near)
    if region == "deck":
        return not lay.over  # the end table has no piles
    if region == "last":
        return lay.caption_lines > 0  # none while a tile is chosen
    return True


def key_items(lang: str = DEFAULT) -> list[Legend]:
    """The colours' shapes and names, then the marks: a card back, ✿, ×3 and the claim."""
    return [*color_key(COLORS, lang), (card_back(22, 30), t(lang, "pic.f.key.down")),
            (None, t(lang, "pic.f.key.flowers")), (None, t(lang, "pic.f.key.times3"))]


def with_key(im: Image.Image, lang: str) -> Image.Image:
    """`im` with the key under it, wrapped to its width."""
    items = key_items(lang)
    lines = legend_lines(items, x0=LEFT + 4, x1=RIGHT - 4, lang=lang)
    out = Image.new("RGB", (im.width, im.height + lines * KEY_H + 8), style.BACKGROUND)
    out.paste(im.convert("RGB"), (0, 0))
    legend(out, items, im.height, KEY_H, x0=LEFT + 4, x1=RIGHT - 4, lang=lang)
    return out


def render_guide(view: FlowersView, *, names: Sequence[str], lang: str = DEFAULT,
                 last_seat: int | None = None, earlier: Sequence[tuple[int, Action]] = (),
                 side: int | None = None, note: str | None = None) -> bytes:
    return to_rgb_png(guide_picture(view, names=names, lang=lang, last_seat=last_seat,
                                    earlier=earlier, side=side, note=note))
