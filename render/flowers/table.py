"""The public Flowers table: what every spectator sees, drawn from the public view only."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PIL import Image

from engine.api import Action
from engine.flowers.view import FlowersView
from i18n import DEFAULT, t
from render import style
from render.clocks import clock_lines
from render.draw import panel, put_text, text_width
from render.flowers.board import draw_board, footer_lines
from render.flowers.heading import heading, last_move
from render.flowers.layout import CAPTION_LINE, LEFT, RIGHT, Layout, order_from
from render.heading import draw_heading
from render.names import caption_names
from render.palette import to_png
from render.style import SIZE_BODY


def check_names(view: FlowersView, names: Sequence[str]) -> None:
    if len(names) != view.players or len(view.seats) != view.players:
        raise ValueError(f"expected {view.players} names, got {len(names)}")


def ended_off_board(view: FlowersView, note: str | None) -> FlowersView:
    """A match ended off the board (cancelled) is drawn as over, with no result."""
    if note and not view.is_over:
        return dataclasses.replace(view, is_over=True, phase="over", to_move=None, choice=None,
                                   outcome=None, over_reason=None)
    return view


def picture(view: FlowersView, names: Sequence[str], owner: int | None, hand_h: int,
            last_seat: int | None, note: str | None,
            earlier: Sequence[tuple[int, Action]] = (), lang: str = DEFAULT,
            replay: bool = False,
            clocks: Sequence[str | None] | None = None,
            side: int | None = None) -> tuple[Image.Image, Layout]:
    """The board with its heading and caption, seen from `owner`'s side (None: the table,
    in seat order, or seen from seat `side`'s, that seat at the bottom)."""
    check_names(view, names)
    view = ended_off_board(view, note)
    lines = heading(view, names, owner, note, lang, replay=replay) + clock_lines(
        clocks, names, view.to_move, lang, RIGHT)
    seen_from = owner if owner is not None else side
    short = caption_names(names, lambda n: last_move(view, n, last_seat, lang), SIZE_BODY,
                          _first_room(lang))
    # while a tile is chosen (F-X2) the heading says what happens now and the cyan outline
    # shows the move that led to it: no caption, so a 4-player table still reads in a desktop
    # client's box (issue 48)
    choosing = view.choice is not None and not view.is_over
    caption = [] if choosing else caption_lines(last_move(view, short, last_seat, lang), lang,
                                                view.turn == 0)
    order = order_from(view.players, seen_from)
    if view.outcome is not None and not hand_h:  # the end table lists the players by rank
        ranks = view.outcome.ranks
        order = tuple(sorted(order, key=lambda s: (ranks[s], order.index(s))))
    lay = Layout(order, len(lines), hand_h,
                 len(caption) if choosing else max(1, len(caption)), footer_lines(lang),
                 view.is_over)
    im = draw_board(view, names, lay, last_seat=last_seat, earlier=earlier, lang=lang)
    draw_heading(im, lines, RIGHT)
    _caption(im, lay.caption_y, caption, lang)
    return im, lay


CAPTION_X = LEFT + 28  # after the last move's cyan square


def _first_room(lang: str) -> int:
    """The width "Last move:" leaves on the caption's first line."""
    return RIGHT - 4 - CAPTION_X - text_width(t(lang, "pic.last_move"), SIZE_BODY, True)


def caption_lines(text: str | None, lang: str, fresh: bool) -> list[str]:
    """The last move's words in one line after "Last move:", or two (broken between words)
    on the narrow picture; none before any move, or on a lesson's hand-built table."""
    if text is None:
        return [t(lang, "pic.no_move_yet")] if fresh else []
    first = _first_room(lang)
    if text_width(text, SIZE_BODY) <= first:
        return [text]
    words, line = text.split(" "), ""
    while words and text_width(f"{line} {words[0]}".strip(), SIZE_BODY) <= first:
        line = f"{line} {words.pop(0)}".strip()
    return [line, " ".join(words)] if line else [text]


def _caption(im: Image.Image, y: int, lines: Sequence[str], lang: str) -> None:
    if not lines:
        return
    cy = y + CAPTION_LINE // 2
    if lines == [t(lang, "pic.no_move_yet")]:
        put_text(im, (LEFT + 4, cy), lines[0], SIZE_BODY, style.MUTED, anchor="lm")
        return
    panel(im, (LEFT + 4, cy - 8, LEFT + 20, cy + 8), style.LAST_MOVE, radius=4, width=0)
    x = put_text(im, (CAPTION_X, cy), t(lang, "pic.last_move"), SIZE_BODY, style.LAST_MOVE,
                 bold=True, anchor="lm")
    for line in lines:
        put_text(im, (x, cy), line, SIZE_BODY, style.TEXT, anchor="lm", max_width=RIGHT - x - 4)
        x, cy = CAPTION_X, cy + CAPTION_LINE


def render_table(
    view: FlowersView,
    *,
    names: Sequence[str],
    last_seat: int | None = None,
    note: str | None = None,
    earlier: Sequence[tuple[int, Action]] = (),
    lang: str = DEFAULT,
    clocks: Sequence[str | None] | None = None,
    side: int | None = None,
) -> bytes:
    """The public table as PNG bytes; refuses any view that is not the public one.

    `last_seat` is the seat that made `view.last_action` (the view does not carry it): the
    caption names that player and the outline marks their row. `note` says how a match ended
    off the board ("alice forfeited", "a moderator cancelled the match"): the picture shows the
    match as over with that note as the reason. `earlier` are the (seat, action) of the moves
    just before it, marked with it (only where they were played: no face-down colour).
    `side`: the seat drawn at the bottom (after the others in seat order), as on that seat's
    panel; None: every seat in seat order. A practice passes the member's seat.
    """
    if view.viewer is not None or any(s.hand is not None for s in view.seats) or any(
            d is not None for mv in view.mandalas for d in mv.down):
        raise ValueError("render_table draws only the public view (viewer None)")
    im, _ = picture(view, names, None, 0, last_seat, note, earlier, lang, clocks=clocks,
                    side=side)
    return to_png(im)
