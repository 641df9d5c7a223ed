"""A player's private panel: the whole table from their side, with their hand and full cup.

One picture is enough to decide a move: the board (their seat at the bottom, the opponent on
top), the hand as big cards, and their cup including the two setup cards only they know.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image

from engine.mandala.view import MandalaView
from engine.mandala.vocab import COLORS, Color
from render import style
from render.draw import big_tile, paste, put_text
from render.mandala.board import draw_board
from render.mandala.heading import heading
from render.mandala.layout import LEFT, RIGHT, Layout
from render.mandala.table import check_names, ended_off_board
from render.palette import to_png
from render.style import BIG_TILE_H, BIG_TILE_W, SIZE_BODY

HAND_H = BIG_TILE_H + 56
BIG_STEP = BIG_TILE_W + 12


def _hand(im: Image.Image, y0: int, hand: Mapping[Color, int], n: int) -> None:
    x = put_text(im, (LEFT + 14, y0 + 8), "Your hand", SIZE_BODY, style.TEXT, bold=True)
    put_text(im, (x + 10, y0 + 8), f"· {n} card" + ("" if n == 1 else "s"), SIZE_BODY,
             style.MUTED)
    held = [c for c in COLORS if hand[c]]
    if not held:
        put_text(im, ((LEFT + RIGHT) // 2, y0 + 40 + BIG_TILE_H // 2), "no cards", SIZE_BODY,
                 style.FAINT, anchor="mm")
        return
    x = (LEFT + RIGHT - (len(held) * BIG_STEP - 12)) // 2
    for c in held:
        paste(im, big_tile(c, hand[c], BIG_TILE_W, BIG_TILE_H), x, y0 + 40)
        x += BIG_STEP


def render_panel(
    view: MandalaView,
    *,
    names: Sequence[str] = ("Seat 1", "Seat 2"),
    last_seat: int | None = None,
    title: str | None = None,
    note: str | None = None,
) -> bytes:
    """The viewer's panel as PNG bytes; refuses the public view and a view without their hand.

    `last_seat` and `note` are as for `render_table`.
    """
    me = view.viewer
    if me is None or not 0 <= me < len(view.seats) or view.seats[me].hand is None:
        raise ValueError("render_panel needs a player's own view (viewer is a seat with a hand)")
    check_names(view, names)
    hand = view.seats[me].hand
    assert hand is not None
    view = ended_off_board(view, note)
    lines = heading(view, names, me, note)
    lay = Layout(me, len(lines), HAND_H)
    im = draw_board(view, names, lay, lines, last_seat=last_seat, title=title or "Mandala",
                    me=me)
    _hand(im, lay.hand_y, hand, view.seats[me].hand_size)
    return to_png(im)
