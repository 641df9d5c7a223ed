"""A player's private panel: the whole table from their side, with their hand and full cup.

One picture is enough to decide a move: the board (their seat at the bottom, the opponent on
top), the hand as big cards, and their cup including the two setup cards only they know.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.api import Action
from engine.mandala.view import MandalaView
from i18n import DEFAULT
from render.mandala.board import draw_board, draw_hand, plan
from render.mandala.layout import HAND_H
from render.mandala.table import check_names, ended_off_board
from render.palette import to_png

__all__ = ["HAND_H", "render_panel"]


def render_panel(
    view: MandalaView,
    *,
    names: Sequence[str] = ("Seat 1", "Seat 2"),
    last_seat: int | None = None,
    title: str | None = None,
    note: str | None = None,
    earlier: Sequence[tuple[int, Action]] = (),
    lang: str = DEFAULT,
    replay: bool = False,
) -> bytes:
    """The viewer's panel as PNG bytes; refuses the public view and a view without their hand.

    `last_seat` and `note` are as for `render_table`; `replay`: a frame of a replay (its
    heading never says "Your turn").
    """
    me = view.viewer
    if me is None or not 0 <= me < len(view.seats) or view.seats[me].hand is None:
        raise ValueError("render_panel needs a player's own view (viewer is a seat with a hand)")
    check_names(view, names)
    hand = view.seats[me].hand
    assert hand is not None
    # at the game's own end the hand plays no more: the panel is the table from its owner's
    # side (a match ended off the board keeps the hand it ended with)
    held = not view.is_over
    view = ended_off_board(view, note)
    lay, lines = plan(view, names, me, me, note, last_seat, lang,
                      hand_h=HAND_H if held else 0, replay=replay)
    im = draw_board(view, names, lay, lines, last_seat=last_seat, title=title or "Mandala",
                    me=me, earlier=earlier, lang=lang)
    if held:
        draw_hand(im, lay, hand, view.seats[me].hand_size, lang)
    return to_png(im)
