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
from render.draw import text_width
from render.heading import LEFT, RIGHT, Line, draw_heading
from render.mandala.colors import STYLES as COLOR_STYLES
from render.names import name_in, short_name
from render.style import SIZE_BODY, SIZE_SMALL, SIZE_STATUS

__all__ = ["Line", "draw_heading", "heading", "score_formula"]

LAST_ROUND = "pic.m.last_round"  # "LAST ROUND: the next completed mandala ends it"
# the trigger (a reshuffle, M-E1) never happens during picks: a completion being picked after
# it is the last one
LAST_PICKS = "pic.m.last_picks"


def score_terms(sv: SeatView, lang: str = DEFAULT) -> tuple[list[str], int]:
    """Each river colour's "● 3×1" (its shape, as on the cards and in the key: cup cards × its
    river space) and their sum."""
    terms = [f"{COLOR_STYLES[c].glyph} {sv.cup_known[c]}×{i + 1}"
             for i, c in enumerate(sv.river) if sv.cup_known[c]]
    total = sum(sv.cup_known[c] * (i + 1) for i, c in enumerate(sv.river))
    return terms or [t(lang, "pic.m.no_cup_score")], total


def score_formula(sv: SeatView, lang: str = DEFAULT) -> str:
    """"● 3×1 + ■ 2×4 = 11": each river colour's cup cards × its river space, summed."""
    terms, total = score_terms(sv, lang)
    return f"{' + '.join(terms)} = {total}"


ROOM = RIGHT - LEFT - 8  # a heading line's width


def score_lines(who: str, sv: SeatView, tail: str = "", lang: str = DEFAULT) -> list[Line]:
    """One player's sum: "who: R 2×1 + … = 23" on one line when it fits; else "who: 23" and
    the sum below, wrapped at a " + " with "= 23" on its last line: no long name and no
    fifth colour can cut the total."""
    terms, total = score_terms(sv, lang)
    lead, end = f"{who}: ", f" = {total}{tail}"
    one = " + ".join(terms) + end
    if text_width(lead, SIZE_BODY, True) + text_width(one, SIZE_BODY) <= ROOM:
        return [Line(one, SIZE_BODY, style.TEXT, lead=lead, role="total")]
    rows = [""]
    for i, term in enumerate(terms):
        piece = term + (end if i == len(terms) - 1 else "")
        joined = f"{rows[-1]} + {piece}" if rows[-1] else piece
        if rows[-1] and text_width(joined, SIZE_BODY) > ROOM:
            rows.append(f"+ {piece}")
        else:
            rows[-1] = joined
    return [Line(f"{total}{tail}", SIZE_BODY, style.TEXT, lead=lead, role="total"),
            *(Line(r, SIZE_BODY, style.MUTED, role="total") for r in rows)]


def winners_text(win: Sequence[int], names: Sequence[str], me: int | None,
                 lang: str = DEFAULT) -> str:
    """The result's first line, the same for every game."""
    if not win:
        return t(lang, "pic.over.none")
    if me in win:
        return t(lang, "pic.over.you" if len(win) == 1 else "pic.over.you_share")
    if len(win) > 1:
        return t(lang, "pic.over.shared")
    bare = t(lang, "pic.over.they", name="")
    return t(lang, "pic.over.they", name=name_in(bare, names, win[0], SIZE_STATUS, True, ROOM))


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
            who = short_name(names, sv.seat, SIZE_BODY, True, 360)
            lines += score_lines(who, sv, tail, lang)
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

    def say(key: str) -> str:  # the name shortened to what the sentence leaves
        bare = ("▶ " if key == "pic.to_move" and me is None else "") + t(lang, key, name="", at=at)
        name = name_in(bare, names, seat, SIZE_STATUS, True, ROOM)
        return t(lang, key, name=name, at=at)

    if me is not None:  # the opponent's turn, on a player's panel
        text = say("pic.m.picks") if at else say("pic.to_move")
        return Line(text, SIZE_STATUS, style.MUTED, bold=True, right=turn)
    text = say("pic.m.picks_color") if at else "▶ " + say("pic.to_move")
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
