"""The heading above the board: whose turn, the last-round notice, and at the end the result.

The result is said here once (who won, why, and each score as the physical game counts it:
cup cards of a colour × that colour's river space), in its own band so it covers no card.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.mandala.text import end_reason
from engine.mandala.view import MandalaView, SeatView
from render import style
from render.draw import fit
from render.heading import Line, draw_heading
from render.mandala.colors import STYLES as COLOR_STYLES
from render.style import SIZE_BODY, SIZE_SMALL, SIZE_STATUS

__all__ = ["Line", "draw_heading", "heading", "score_formula"]

LAST_ROUND = "LAST ROUND: the next completed mandala ends the game"
# the trigger (a reshuffle, M-E1) never happens during picks: a completion being picked after
# it is the last one
LAST_PICKS = "LAST ROUND: the game ends when this mandala's picks are done"


def score_formula(sv: SeatView) -> str:
    """"R 3×1 + G 2×4 = 11": each river colour's cup cards × its river space, summed."""
    terms = [f"{COLOR_STYLES[c].letter} {sv.cup_known[c]}×{i + 1}"
             for i, c in enumerate(sv.river) if sv.cup_known[c]]
    total = sum(sv.cup_known[c] * (i + 1) for i, c in enumerate(sv.river))
    return f"{' + '.join(terms) or 'no cup card scores'} = {total}"


def _winners(view: MandalaView, names: Sequence[str], me: int | None) -> str:
    win = list(view.winners)
    if not win:
        return "Game over: no result"
    if len(win) > 1:
        return "Game over: a shared win" if me is None else "Game over: you share the win"
    if win[0] == me:
        return "Game over: you win"
    return f"Game over: {fit(names[win[0]], SIZE_STATUS, True, 420)} wins"


def _result(view: MandalaView, names: Sequence[str], me: int | None, note: str | None
            ) -> list[Line]:
    lines = [Line(_winners(view, names, me), SIZE_STATUS, style.TURN, bold=True)]
    reason = note or (end_reason(view.over_reason) if view.over_reason else "")
    if reason:
        lines.append(Line(f"The game ended: {reason}.", SIZE_SMALL, style.MUTED))
    if view.final_scores is not None:
        tied = len(set(view.final_scores)) == 1
        for sv in view.seats:
            tail = f"  ({sv.cup_size} cup cards)" if tied else ""
            who = fit(names[sv.seat], SIZE_BODY, True, 220)
            lines.append(Line(f"{score_formula(sv)}{tail}", SIZE_BODY, style.TEXT,
                              lead=f"{who}: "))
    return lines


def _status(view: MandalaView, names: Sequence[str], me: int | None) -> Line:
    seat = view.to_move
    assert seat is not None
    at = f" at mandala {view.completion[0] + 1}" if view.phase == "pick" and view.completion else ""
    turn = f"turn {view.turn}"
    if seat == me:
        text = f"▶ Your pick{at}: choose a colour" if at else "▶ Your turn"
        return Line(text, SIZE_STATUS, style.TURN, bold=True, right=turn)
    name = fit(names[seat], SIZE_STATUS, True, 360)
    if me is not None:  # the opponent's turn, on a player's panel
        text = f"{name} picks{at}" if at else f"{name} to move"
        return Line(text, SIZE_STATUS, style.MUTED, bold=True, right=turn)
    text = f"▶ {name} picks a colour{at}" if at else f"▶ {name} to move"
    return Line(text, SIZE_STATUS, style.TURN, bold=True, right=turn)


def heading(view: MandalaView, names: Sequence[str], me: int | None = None,
            note: str | None = None) -> list[Line]:
    """The heading's lines; `me` is the panel's owner (None on the public table)."""
    if view.is_over:
        return _result(view, names, me, note)
    lines = [_status(view, names, me)]
    if view.end_triggered:
        text = LAST_PICKS if view.phase == "pick" else LAST_ROUND
        lines.append(Line(text, SIZE_BODY, style.NOTICE_TEXT, bold=True, band=True))
    return lines
