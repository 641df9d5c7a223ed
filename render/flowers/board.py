"""The board both Flowers pictures share: three mandalas, the players, the piles and the key.

Whatever the view knows is drawn: the owner's panel shows the colours of their own face-down
cards; the public table shows every face-down pile as a card back with a count, never a colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from engine.api import Action
from engine.flowers.scoring import flower_sum
from engine.flowers.view import FlowersView, SeatView
from engine.flowers.vocab import COLORS, TIMES3, Tile
from render import style
from render.draw import (
    Box,
    badge,
    card_back,
    chip,
    chips,
    fit,
    outline,
    panel,
    paste,
    put_text,
    text_width,
    tile,
)
from render.flowers.heading import TILE_NAMES
from render.flowers.layout import (
    DOWN_H,
    FOOTER_H,
    HALF_H,
    HALF_W,
    KEY_H,
    MANDALA_W,
    ROW_H,
    TILES_Y,
    WIDTH,
    Layout,
)
from render.heading import LEFT, RIGHT
from render.marks import mark_moves
from render.style import CHIP, SIZE_BODY, SIZE_NAME, SIZE_SMALL, STYLES

TILE_GAP = (MANDALA_W - 2 * HALF_W) // 3
HAND_X, POINTS_X = 500, 640  # the hand size and the points on a player's first line


def flowers_label(t: Tile) -> str:
    """What a tile shows: "2✿" for two flowers, "3x" for the multiplier."""
    return TIMES3 if t.flowers == TIMES3 else f"{t.flowers}✿"


def _value(t: Tile) -> str:
    return TIMES3 if t.flowers == TIMES3 else str(t.flowers)


# ---- the static layer --------------------------------------------------------------------------


@lru_cache(maxsize=32)
def background(lay: Layout) -> Image.Image:
    """Everything that does not depend on the view: panels, titles, labels, the key."""
    im = Image.new("RGB", (WIDTH, lay.height), style.BACKGROUND)
    for m in range(3):
        x0, y0, x1, _ = box = lay.mandala_box(m)
        panel(im, box, style.PANEL, style.PANEL_EDGE)
        put_text(im, (x0 + 10, y0 + 6), f"Mandala {m + 1}", SIZE_BODY, style.TEXT, bold=True)
        for i, label in enumerate(TILE_NAMES):
            cx = x0 + TILE_GAP + i * (HALF_W + TILE_GAP) + HALF_W // 2
            put_text(im, (cx, y0 + TILES_Y - 3), label, SIZE_SMALL, style.MUTED, bold=True,
                     anchor="mb")
    for seat in lay.order:
        panel(im, lay.seat_box(seat), style.PANEL, style.PANEL_EDGE)
        _, y0, _, _ = lay.seat_box(seat)
        put_text(im, (LEFT + 14, y0 + 62), "Flowers", SIZE_BODY, style.MUTED, anchor="lm")
        put_text(im, (LEFT + 14, y0 + 100), "Halves", SIZE_BODY, style.MUTED, anchor="lm")
    if lay.hand_h:
        panel(im, (LEFT, lay.hand_y, RIGHT, lay.hand_y + lay.hand_h), style.PANEL,
              style.PANEL_EDGE)
    _key(im, lay.key_y)
    return im


def _key(im: Image.Image, y: int) -> None:
    cy = y + KEY_H // 2
    x = put_text(im, (LEFT + 4, cy), "Key", SIZE_SMALL, style.FAINT, bold=True, anchor="lm") + 12
    for c in COLORS:
        paste(im, chip(c, CHIP - 2), x, cy - (CHIP - 2) // 2)
        x = put_text(im, (x + CHIP + 2, cy), STYLES[c].name, SIZE_SMALL, style.MUTED,
                     anchor="lm") + 14
    cy += KEY_H
    paste(im, card_back(22, 30), LEFT + 4, cy - 15)
    put_text(im, (LEFT + 32, cy), "face-down cards (a count)   ✿ flowers on a tile   "
             "3x: triples the other half", SIZE_SMALL, style.MUTED, anchor="lm")


# ---- mandalas ----------------------------------------------------------------------------------


def _tiles(im: Image.Image, lay: Layout, view: FlowersView, m: int) -> None:
    x0, y0, x1, _ = lay.mandala_box(m)
    mv = view.mandalas[m]
    ty = y0 + TILES_Y
    if mv.closed:
        panel(im, (x0 + TILE_GAP, ty, x1 - TILE_GAP, ty + HALF_H), style.SLOT, style.SLOT_EDGE,
              radius=10)
        put_text(im, ((x0 + x1) // 2, ty + HALF_H // 2), "closed: no tiles left", SIZE_SMALL,
                 style.MUTED, bold=True, anchor="mm")
        return
    choosing = view.choice is not None and view.choice.mandala == m and not view.is_over
    for i, t in enumerate(mv.tiles):
        x = x0 + TILE_GAP + i * (HALF_W + TILE_GAP)
        paste(im, tile(t.color, 0, HALF_W, HALF_H, flowers_label(t)), x, ty)
        if choosing:
            outline(im, (x - 4, ty - 4, x + HALF_W + 4, ty + HALF_H + 4), style.TURN, width=3)


def _claim(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str], m: int
           ) -> None:
    x0, y0, _, _ = lay.mandala_box(m)
    holder = view.mandalas[m].claim
    x = put_text(im, (x0 + 10, y0 + 48), "Claim", SIZE_SMALL, style.MUTED, anchor="lm") + 8
    if holder is None:
        put_text(im, (x, y0 + 48), "nobody", SIZE_SMALL, style.FAINT, anchor="lm")
    else:
        badge(im, x, y0 + 48, fit(names[holder], SIZE_SMALL, True, MANDALA_W - 100),
              fill=style.TEXT)


def _row(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str], m: int,
         seat: int) -> None:
    """One player's cards in one mandala: name and face-down count, then the face-up cards."""
    x0, y0, x1, _ = lay.row_box(m, seat)
    mv = view.mandalas[m]
    left = view.seats[seat].resigned
    down = mv.down_count[seat]
    right = x1 - 6
    if down:  # a card back and the count, as the deck: never a colour on the table
        x = right - text_width(str(down), SIZE_SMALL, True)
        put_text(im, (x, y0 + 18), str(down), SIZE_SMALL, style.TEXT, bold=True, anchor="lm")
        paste(im, card_back(20, 28), x - 25, y0 + 4)
        right = x - 33
    you = " (you)" if seat == lay.owner else " · left" if left else ""
    put_text(im, (x0 + 6, y0 + 18), fit(names[seat], SIZE_SMALL, True, 150) + you, SIZE_SMALL,
             style.FAINT if left else style.MUTED, bold=True, anchor="lm",
             max_width=right - x0 - 10)
    if sum(mv.up[seat].values()):
        chips(im, mv.up[seat], x0 + 6, y0 + 47, gap=10)
    colors = mv.down[seat]
    if colors is not None and seat == lay.owner:
        cy = y0 + ROW_H + DOWN_H // 2 - 4
        paste(im, card_back(22, 30), x0 + 6, cy - 15)
        if down:
            chips(im, colors, x0 + 36, cy, gap=10)
        else:
            put_text(im, (x0 + 36, cy), "none face down", SIZE_SMALL, style.FAINT, anchor="lm")


def _mandala(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str], m: int
             ) -> None:
    _claim(im, lay, view, names, m)
    _tiles(im, lay, view, m)
    for seat in lay.order:
        _row(im, lay, view, names, m, seat)
    if view.choice is not None and view.choice.mandala == m and not view.is_over:
        outline(im, lay.mandala_box(m), style.TURN, width=4)


# ---- players -----------------------------------------------------------------------------------


def _items(im: Image.Image, x: int, cy: int, items: Sequence[tuple[Tile, str]]) -> None:
    """Chips with a text each ("3 + 2×1 = 5", "3x"); "none" when there are none."""
    if not items:
        put_text(im, (x, cy), "none", SIZE_BODY, style.FAINT, anchor="lm")
        return
    for t, text in items:
        paste(im, chip(t.color, CHIP), x, cy - CHIP // 2)
        x = put_text(im, (x + CHIP + 5, cy), text, SIZE_BODY, style.TEXT, bold=True,
                     anchor="lm") + 20


def _seat(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str],
          sv: SeatView) -> None:
    box = lay.seat_box(sv.seat)
    x0, y0 = box[0] + 14, box[1]
    you = " (you)" if sv.seat == lay.owner else ""
    ink = style.FAINT if sv.resigned else style.TEXT
    name = fit(names[sv.seat], SIZE_NAME, True, 300) + you
    end = put_text(im, (x0, y0 + 22), name, SIZE_NAME, ink, bold=True, anchor="lm")
    if sv.resigned:
        badge(im, end + 12, y0 + 22, "left the game", fill=style.FAINT)
    elif not view.is_over and view.to_move == sv.seat:
        outline(im, box, style.TURN, width=4)
        badge(im, end + 12, y0 + 22, "CHOOSING" if view.choice else "TO MOVE")
    x = put_text(im, (HAND_X, y0 + 22), "Hand ", SIZE_BODY, style.MUTED, anchor="lm")
    put_text(im, (x, y0 + 22), str(sv.hand_size), SIZE_BODY, ink, bold=True, anchor="lm")
    x = put_text(im, (POINTS_X, y0 + 22), "Points ", SIZE_BODY, style.MUTED, anchor="lm")
    put_text(im, (x, y0 + 22), str(sv.points), SIZE_BODY, ink, bold=True, anchor="lm")
    flowers = [(a, flower_sum(a, b)) for a, b in sv.flowers]
    _items(im, x0 + 100, y0 + 62, flowers)
    _items(im, x0 + 100, y0 + 100, [(t, _value(t)) for t in sv.halves])


# ---- piles and highlights ----------------------------------------------------------------------


def _footer(im: Image.Image, lay: Layout, view: FlowersView) -> None:
    cy = lay.footer_y + FOOTER_H // 2
    x = put_text(im, (LEFT + 4, cy), "Deck", SIZE_BODY, style.MUTED, bold=True, anchor="lm")
    paste(im, card_back(26, 36), x + 10, cy - 18)
    x = put_text(im, (x + 44, cy), str(view.deck_size), SIZE_BODY, style.TEXT, bold=True,
                 anchor="lm") + 30
    for label, value in (("Discard ", view.discard_size), ("Tiles left: dark ",
                         view.tiles_left[0]), (" · light ", view.tiles_left[1])):
        x = put_text(im, (x, cy), label, SIZE_BODY, style.MUTED, bold=True, anchor="lm")
        x = put_text(im, (x, cy), str(value), SIZE_BODY, style.TEXT, bold=True, anchor="lm")
        x += 30 if label == "Discard " else 0
    if view.tile_discard:
        x = put_text(im, (x + 30, cy), "Tiles out ", SIZE_BODY, style.MUTED, bold=True,
                     anchor="lm")
        put_text(im, (x, cy), str(len(view.tile_discard)), SIZE_BODY, style.TEXT, bold=True,
                 anchor="lm")


def _box(lay: Layout, action: object, seat: int | None) -> Box | None:
    """What a move touched: the player's row in the mandala played to (the whole mandala when
    the player is unknown), or the player who took a tile. Only the place is read, never a
    face-down colour."""
    m = getattr(action, "mandala", None)
    if m is not None:
        return lay.row_box(m, seat) if seat is not None else lay.mandala_box(m)
    return lay.seat_box(seat) if seat is not None else None


def draw_board(view: FlowersView, names: Sequence[str], lay: Layout, *,
               last_seat: int | None, earlier: Sequence[tuple[int, Action]] = ()
               ) -> Image.Image:
    """Everything but the heading, the caption and the panel's hand. `earlier`: the (seat,
    action) of the moves before the last one that the reader has not seen yet, oldest first;
    marked and numbered with it."""
    im = background(lay).copy()
    for m in range(3):
        _mandala(im, lay, view, names, m)
    for seat in lay.order:
        _seat(im, lay, view, names, view.seats[seat])
    _footer(im, lay, view)
    if view.last_action is not None:
        mark_moves(im, [*(_box(lay, a, s) for s, a in earlier),
                        _box(lay, view.last_action, last_seat)])
    return im
