"""The heading above the board: whose turn, the last-round notice, and at the end the result.

The result is said here once (who won, why, and each score as the physical game counts it:
cup cards of a colour × that colour's river space), in its own band so it covers no card.
Whose turn and each final total are essentials (`Line.big`): drawn at the layout's big size
(`size` here, which shortens names to fit), so a desktop client's box still shows them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.mandala.text import end_reason
from engine.mandala.view import MandalaView, SeatView
from i18n import DEFAULT, t, tn
from render import style
from render.draw import panel, put_text, text_width, wrap
from render.heading import Line, titled, winners_text
from render.mandala.colors import STYLES as COLOR_STYLES
from render.mandala.layout import LEFT, RIGHT, Layout
from render.names import name_in, short_name
from render.style import MARGIN, SIZE_BODY, SIZE_NAME, SIZE_SMALL, SIZE_STATUS

__all__ = ["Line", "draw_lines", "heading", "score_formula"]

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


NARROW = RIGHT - LEFT - 8  # on Mandala's 560 px pictures (#48)
NAME_ROOM = 300  # a name before its final total


def score_lines(who: str, sv: SeatView, tail: str = "", lang: str = DEFAULT) -> list[Line]:
    """One player's sum: "who: 23" (the total big, an essential; `tail` after it) and the sum
    below, "R 2×1 + … = 23", wrapped at a " + " with "= 23" on its last line: no long name
    and no fifth colour can cut the total."""
    terms, total = score_terms(sv, lang)
    end = f" = {total}"
    rows = [""]
    for i, term in enumerate(terms):
        piece = term + (end if i == len(terms) - 1 else "")
        joined = f"{rows[-1]} + {piece}" if rows[-1] else piece
        if rows[-1] and text_width(joined, SIZE_BODY) > NARROW:
            rows.append(f"+ {piece}")
        else:
            rows[-1] = joined
    return [Line(str(total), SIZE_BODY, style.TEXT, lead=f"{who}: ", right=tail, role="total",
                 big=True),
            *(Line(r, SIZE_BODY, style.MUTED, role="total") for r in rows)]


def _result(view: MandalaView, names: Sequence[str], me: int | None, note: str | None,
            lang: str, size: int = SIZE_STATUS) -> list[Line]:
    """Who won, big (an essential, as whose turn is while the game goes on), then why it ended
    and each player's total."""
    win = view.winners
    if len(win) == 1 and me not in win:  # the name, shortened to leave a line its words
        name = short_name(names, win[0], size, True, NARROW * 2 // 3)
        text = t(lang, "pic.over.they", name=name)
    else:
        text = winners_text(win, names, me, lang, NARROW)
    rows = wrap(text, NARROW, size, True)
    lines = [Line(row, size, style.TURN, bold=True, big=True) for row in rows]
    reason = note or (end_reason(view.over_reason, lang) if view.over_reason else "")
    if reason:  # wrapped: the narrow picture cuts no reason
        lines += [Line(r, SIZE_SMALL, style.MUTED)
                  for r in wrap(t(lang, "pic.ended", reason=reason), NARROW, SIZE_SMALL)]
    if view.final_scores is not None:
        tied = len(set(view.final_scores)) == 1
        for sv in view.seats:
            tail = tn(lang, "pic.m.cup_cards", sv.cup_size) if tied else ""
            who = short_name(names, sv.seat, SIZE_NAME, True, NAME_ROOM)
            lines += score_lines(who, sv, tail, lang)
    return lines


def named(sentence: str, names: Sequence[str], seat: int, size: int) -> list[str]:
    """`sentence` (with "{name}" once) in lines of NARROW at `size`, bold: one line when the
    name keeps 150 px there (shortened to what the words leave); else the name, shortened to
    leave room for what is glued to it ("Alex:") and the next word, starts the first line and
    the words follow on the next ones."""
    before, after = sentence.split("{name}")
    bare = before + after
    if text_width(bare, size, True) + 150 <= NARROW:
        return [before + name_in(bare, names, seat, size, True, NARROW) + after]
    glue, _, rest = ("", "", after.strip()) if after.startswith(" ") else after.partition(" ")
    words = rest.split()
    head = before + glue + (" " + words[0] if words else "")
    name = short_name(names, seat, size, True, NARROW - text_width(head, size, True) - 4)
    rows = [before + name + glue]
    for word in words:
        joined = f"{rows[-1]} {word}"
        if text_width(joined, size, True) <= NARROW:
            rows[-1] = joined
        else:
            rows.append(word)
    return rows


def _status(view: MandalaView, names: Sequence[str], me: int | None, lang: str,
            size: int) -> list[Line]:
    """Whose turn, big (an essential), on as many lines as its words need at `size`."""
    seat = view.to_move
    assert seat is not None
    picking = view.phase == "pick" and view.completion
    at = t(lang, "pic.m.at", m=view.completion[0] + 1) if picking and view.completion else ""
    turn = t(lang, "pic.turn", n=view.turn)
    if seat == me:
        text = t(lang, "pic.m.your_pick", at=at) if at else "▶ " + t(lang, "pic.your_turn")
        rows, ink = wrap(text, NARROW, size, True), style.TURN
    elif me is not None:  # the opponent's turn, on a player's panel
        rows = named(t(lang, "pic.m.picks" if at else "pic.to_move", name="{name}", at=at),
                     names, seat, size)
        ink = style.MUTED
    else:
        sentence = (t(lang, "pic.m.picks_color", name="{name}", at=at) if at
                    else "▶ " + t(lang, "pic.to_move", name="{name}"))
        rows, ink = named(sentence, names, seat, size), style.TURN
    return [Line(row, size, ink, bold=True, right=turn if i == 0 else "", big=True)
            for i, row in enumerate(rows)]


def heading(view: MandalaView, names: Sequence[str], me: int | None = None,
            note: str | None = None, lang: str = DEFAULT, *, replay: bool = False,
            size: int = SIZE_STATUS) -> list[Line]:
    """The heading's lines; `me` is the panel's owner (None on the public table). A `replay`
    frame names whoever was to move, never "Your turn": nobody can play it. `size`: the
    layout's big size, which whose turn is said at (a name shortened to fit it)."""
    if view.is_over:
        return _result(view, names, me, note, lang, size)
    lines = _status(view, names, None if replay else me, lang, size)
    if view.end_triggered:
        for row in wrap(t(lang, LAST_PICKS if view.phase == "pick" else LAST_ROUND), NARROW - 16,
                        SIZE_BODY, True):
            lines.append(Line(row, SIZE_BODY, style.NOTICE_TEXT, bold=True, band=True))
    return lines


def draw_lines(im: Image.Image, lines: Sequence[Line], lay: Layout, title: str) -> None:
    """The heading's lines from the top: a big line (whose turn, a final total) at the
    layout's big size, an essential; the game's name and the move number at the first line's
    right end when its words leave room."""
    y = MARGIN
    shown = titled(lines, title)
    for i, line in enumerate(shown):
        h = lay.line_h(line.big)
        cy = y + h // 2
        if line.band and (i == 0 or not shown[i - 1].band):  # one band round its lines
            n = next((k for k in range(i, len(shown)) if not shown[k].band), len(shown)) - i
            panel(im, (LEFT, y + 1, RIGHT, y + n * h - 1), style.NOTICE_BG, style.NOTICE_TEXT,
                  radius=8)
        x = LEFT + (12 if line.band else 4)
        size = lay.big if line.big else line.size
        if line.lead:
            x = put_text(im, (x, cy), line.lead, SIZE_NAME if line.big else line.size,
                         line.ink, bold=True, anchor="lm")
        if line.lead and line.big:  # "who: 23 (12 cup cards)": the total, then its tail
            x = put_text(im, (x, cy), line.text, size, line.ink, bold=True, anchor="lm",
                         role=line.role, essential=True)
            if line.right:
                put_text(im, (x + 8, cy), line.right, SIZE_SMALL, style.MUTED, anchor="lm",
                         max_width=RIGHT - x - 12)
        else:
            right = line.right
            end = RIGHT - (text_width(right, SIZE_SMALL) + 16 if right else 0)
            if right and x + text_width(line.text, size, line.bold) > end - 4:
                right, end = "", RIGHT  # the line's own words matter more than "move 12"
            put_text(im, (x, cy), line.text, size, line.ink, bold=line.bold, anchor="lm",
                     max_width=end - x - 4, role=line.role, essential=line.big)
            if right:  # on a big line, low: a guide's number sits on the heading's top edge
                put_text(im, (RIGHT - 4, y + h - 4 if line.big else cy), right, SIZE_SMALL,
                         style.MUTED, anchor="rb" if line.big else "rm")
        y += h
