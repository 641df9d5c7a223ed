"""The public table: what every spectator sees, drawn from the public view only."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from engine.api import Action
from engine.mandala.view import MandalaView
from i18n import DEFAULT
from render.clocks import clock_lines
from render.mandala.board import draw_board, plan
from render.mandala.layout import RIGHT
from render.palette import to_png

PUBLIC_SIDE = 1  # the public table is seen from seat 1's side: seat 0 sits on top


def check_names(view: MandalaView, names: Sequence[str]) -> None:
    if len(names) != len(view.seats):
        raise ValueError(f"expected {len(view.seats)} names, got {len(names)}")


def ended_off_board(view: MandalaView, note: str | None) -> MandalaView:
    """A match ended off the board (cancelled) is drawn as over, with no result."""
    if note and not view.is_over:
        return dataclasses.replace(view, is_over=True, phase="over", to_move=None,
                                   completion=None, winners=())
    return view


def render_table(
    view: MandalaView,
    *,
    names: Sequence[str] = ("Seat 1", "Seat 2"),
    title: str | None = None,
    last_seat: int | None = None,
    note: str | None = None,
    earlier: Sequence[tuple[int, Action]] = (),
    lang: str = DEFAULT,
    clocks: Sequence[str | None] | None = None,
    side: int | None = None,
) -> bytes:
    """The public table as PNG bytes; refuses any view that is not the public one.

    `last_seat` is the seat that made `view.last_action` (the view does not carry it); when
    given, the caption names that player and the outline marks their own field or river.
    `note` says how a match ended off the board ("alice forfeited", "a moderator cancelled
    the match"): the heading gives it as the reason, with no result when the game itself is
    not over. `earlier` are the (seat, action) of the moves just before it, marked with it.
    `side`: the seat drawn nearest the reader (the bottom); seat 1 when None. A practice
    passes the member's seat, so the table shows them where their panel does.
    """
    if view.viewer is not None or any(s.hand is not None for s in view.seats):
        raise ValueError("render_table draws only the public view (viewer None)")
    check_names(view, names)
    view = ended_off_board(view, note)
    lay, lines = plan(view, names, PUBLIC_SIDE if side is None else side, None, note,
                      last_seat, lang,
                      extra=clock_lines(clocks, names, view.to_move, lang, RIGHT))
    im = draw_board(view, names, lay, lines, last_seat=last_seat, title=title or "Mandala",
                    earlier=earlier, lang=lang)
    return to_png(im)
