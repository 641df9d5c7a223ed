"""What the heading and the caption say: whose turn or whose tile choice, the final ranking, the
last move. Words only; `board` draws them.

At the end the ranking is given here, one line per player, in its own band above the board so
it covers no card. A face-down play by someone else arrives as a `HiddenPlay` and is told as
"N cards face down", never with a colour (F-I2).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from engine.flowers.text import end_reason
from engine.flowers.view import FlowersView
from engine.flowers.vocab import ChooseTile, HiddenPlay, Play
from engine.narration import cards as _cards
from i18n import DEFAULT, t, tn
from render import style
from render.draw import text_width, wrap
from render.flowers.layout import LEFT, RIGHT
from render.heading import Line, said, winners_text
from render.names import name_in
from render.style import SIZE_BODY, SIZE_SMALL, SIZE_STATUS

ROOM = RIGHT - LEFT - 8  # a heading line's width on the narrow picture

# ChooseTile index 0 and 1, as the buttons say ("dark tile", "light tile"): catalogue keys
TILE_NAMES = ("pic.f.dark_tile", "pic.f.light_tile")


def tile_name(index: int, lang: str = DEFAULT) -> str:
    return t(lang, TILE_NAMES[index])


def points_text(points: int, flowers: int, lang: str = DEFAULT) -> str:
    return f"{tn(lang, 'pic.f.points', points)} · {tn(lang, 'pic.f.flowers', flowers)}"


def wrapped(line: Line, room: int = ROOM) -> list[Line]:
    """`line` broken between words into lines no wider than `room` (the narrow picture's)."""
    if text_width(line.text, line.size, line.bold) <= room:
        return [line]
    parts = wrap(line.text, room, line.size, line.bold)
    return [dataclasses.replace(line, text=p, right=line.right if i == 0 else "")
            for i, p in enumerate(parts)]


def _result(view: FlowersView, names: Sequence[str], me: int | None, note: str | None,
            lang: str) -> list[Line]:
    """Who won and why; each player's rank, points and flowers are in their band."""
    win = view.outcome.winners if view.outcome is not None else ()
    bare = t(lang, "pic.over.they", name="")
    short = [name_in(bare, names, s, SIZE_STATUS, True, ROOM) for s in range(len(names))]
    lines = [Line(winners_text(win, short, me, lang), SIZE_STATUS, style.TURN, bold=True,
                  big=True)]
    reason = note or (end_reason(view.over_reason, lang) if view.over_reason else "")
    if reason:
        lines += wrapped(Line(t(lang, "pic.ended", reason=reason), SIZE_SMALL, style.MUTED))
    return lines


def _choice(view: FlowersView, names: Sequence[str], me: int | None, lang: str) -> list[Line]:
    """F-X2: who chooses which mandala's tile, and who gets the other one."""
    c = view.choice
    assert c is not None
    blank = [""] * len(names)
    chooses = "▶ " + said(lang, "pic.f.chooses", c.holder, blank, me, m=c.mandala + 1)
    holder = name_in(chooses, names, c.holder, SIZE_STATUS, True, ROOM)
    # one line, the name shortened to fit it (the players' bands below say it whole): a line
    # more would shrink the whole picture in a desktop client's box
    gets = said(lang, "pic.f.gets_other", c.second, blank, me)
    second = name_in(gets, names, c.second, SIZE_BODY, True, ROOM - 8)
    short = [holder if s == c.holder else second for s in range(len(names))]
    return [*wrapped(Line("▶ " + said(lang, "pic.f.chooses", c.holder, short, me,
                                   m=c.mandala + 1), SIZE_STATUS, style.TURN, bold=True,
                          right=t(lang, "pic.turn", n=view.turn), big=True)),
            *wrapped(Line(said(lang, "pic.f.gets_other", c.second, short, me), SIZE_BODY,
                          style.NOTICE_TEXT, bold=True, band=True), ROOM - 8)]


def _status(view: FlowersView, names: Sequence[str], me: int | None, lang: str) -> Line:
    turn = t(lang, "pic.turn", n=view.turn)
    seat = view.to_move
    assert seat is not None
    if seat == me:
        return Line("▶ " + t(lang, "pic.your_turn"), SIZE_STATUS, style.TURN, bold=True,
                    right=turn, big=True)
    bare = "▶ " + t(lang, "pic.to_move", name="")
    name = name_in(bare, names, seat, SIZE_STATUS, True, ROOM)
    ink = style.MUTED if me is not None else style.TURN
    return Line("▶ " + t(lang, "pic.to_move", name=name), SIZE_STATUS, ink, bold=True,
                right=turn, big=True)


def heading(view: FlowersView, names: Sequence[str], me: int | None = None,
            note: str | None = None, lang: str = DEFAULT, *, replay: bool = False) -> list[Line]:
    """The heading's lines; `me` is the panel's owner (None on the public table). A `replay`
    frame names whoever was to move, never "Your turn": nobody can play it."""
    if view.is_over:
        return _result(view, names, me, note, lang)
    mover = None if replay else me
    if view.choice is not None:
        return _choice(view, names, mover, lang)
    return [_status(view, names, mover, lang)]


def last_move(view: FlowersView, names: Sequence[str], seat: int | None,
              lang: str = DEFAULT) -> str | None:
    """The caption of `view.last_action`, or None before the first move.

    A `Play` is said to be face up only when the view proves it: on the public table every
    face-down play is hidden, on a panel only the owner's own plays may be face down.
    """
    action = view.last_action
    if action is None:
        return None
    if isinstance(action, ChooseTile):
        return said(lang, "pic.f.lm.took", seat, names, view.viewer,
                    tile=tile_name(action.index, lang))
    if isinstance(action, HiddenPlay):
        what = tn(lang, "pic.f.face_down", action.count, cards=_cards(action.count, lang=lang))
    else:
        assert isinstance(action, Play)
        up = view.viewer is None or (seat is not None and seat != view.viewer)
        cards = _cards(action.count, action.color.value, lang)
        if up:  # the caption's short form: Greek leaves "κάρτες" to the agreeing adjectives
            short = tn(lang, "pic.f.lm.colored", action.count,
                       color=tn(lang, f"color.{action.color.value}.card", action.count))
            what = tn(lang, "pic.f.face_up", action.count, cards=short)
        else:
            what = cards
    return said(lang, "pic.f.lm.played", seat, names, view.viewer, action.count, what=what,
                m=action.mandala + 1)
