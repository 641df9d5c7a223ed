"""The heading above the board: whose turn, the last-round notice, and at the end the result.

The result is said here once (who won, why, and each score as the physical game counts it:
cup cards of a colour × that colour's river space), in its own band so it covers no card.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.mandala.text import end_reason
from engine.mandala.view import MandalaView, SeatView
from i18n import DEFAULT, t, tn
from render import style
from render.draw import fit
from render.heading import Line, draw_heading
from render.mandala.colors import STYLES as COLOR_STYLES
from render.style import SIZE_BODY, SIZE_SMALL, SIZE_STATUS

__all__ = ["Line", "draw_heading", "heading", "score_formula"]

LAST_ROUND = "pic.m.last_round"  # "LAST ROUND: the next completed mandala ends it"
# the trigger (a reshuffle, M-E1) never happens during picks: a completion being picked after
# it is the last one
LAST_PICKS = "pic.m.last_picks"


def score_formula(sv: SeatView, lang: str = DEFAULT) -> str:
    """"R 3×1 + G 2×4 = 11": each river colour's cup cards × its river space, summed."""
    terms = [f"{COLOR_STYLES[c].letter} {sv.cup_known[c]}×{i + 1}"
             for i, c in enumerate(sv.river) if sv.cup_known[c]]
    total = sum(sv.cup_known[c] * (i + 1) for i, c in enumerate(sv.river))
    return f"{' + '.join(terms) or t(lang, 'pic.m.no_cup_score')} = {total}"


def winners_text(win: Sequence[int], names: Sequence[str], me: int | None,
                 lang: str = DEFAULT) -> str:
    """The result's first line, the same for every game."""
    if not win:
        return t(lang, "pic.over.none")
    if me in win:
        return t(lang, "pic.over.you" if len(win) == 1 else "pic.over.you_share")
    if len(win) > 1:
        return t(lang, "pic.over.shared")
    return t(lang, "pic.over.they", name=fit(names[win[0]], SIZE_STATUS, True, 420))


def _result(view: MandalaView, names: Sequence[str], me: int | None, note: str | None,
            lang: str) -> list[Line]:
    lines = [Line(winners_text(view.winners, names, me, lang), SIZE_STATUS, style.TURN,
                  bold=True)]
    reason = note or (end_reason(view.over_reason, lang) if view.over_reason else "")
    if reason:
        lines.append(Line(t(lang, "pic.ended", reason=reason), SIZE_SMALL, style.MUTED))
    if view.final_scores is not None:
        tied = len(set(view.final_scores)) == 1
        for sv in view.seats:
            tail = tn(lang, "pic.m.cup_cards", sv.cup_size) if tied else ""
            who = fit(names[sv.seat], SIZE_BODY, True, 220)
            lines.append(Line(f"{score_formula(sv, lang)}{tail}", SIZE_BODY, style.TEXT,
                              lead=f"{who}: "))
    return lines


def _status(view: MandalaView, names: Sequence[str], me: int | None, lang: str) -> Line:
    seat = view.to_move
    assert seat is not None
    picking = view.phase == "pick" and view.completion
    at = t(lang, "pic.m.at", m=view.completion[0] + 1) if picking and view.completion else ""
    turn = t(lang, "pic.turn", n=view.turn)
    if seat == me:
        text = t(lang, "pic.m.your_pick", at=at) if at else "▶ " + t(lang, "pic.your_turn")
        return Line(text, SIZE_STATUS, style.TURN, bold=True, right=turn)
    name = fit(names[seat], SIZE_STATUS, True, 360)
    if me is not None:  # the opponent's turn, on a player's panel
        text = (t(lang, "pic.m.picks", name=name, at=at) if at
                else t(lang, "pic.to_move", name=name))
        return Line(text, SIZE_STATUS, style.MUTED, bold=True, right=turn)
    text = (t(lang, "pic.m.picks_color", name=name, at=at) if at
            else "▶ " + t(lang, "pic.to_move", name=name))
    return Line(text, SIZE_STATUS, style.TURN, bold=True, right=turn)


def heading(view: MandalaView, names: Sequence[str], me: int | None = None,
            note: str | None = None, lang: str = DEFAULT, *, replay: bool = False) -> list[Line]:
    """The heading's lines; `me` is the panel's owner (None on the public table). A `replay`
    frame names whoever was to move, never "Your turn": nobody can play it."""
    if view.is_over:
        return _result(view, names, me, note, lang)
    lines = [_status(view, names, None if replay else me, lang)]
    if view.end_triggered:
        text = LAST_PICKS if view.phase == "pick" else LAST_ROUND
        lines.append(Line(t(lang, text), SIZE_BODY, style.NOTICE_TEXT, bold=True, band=True))
    return lines
