"""What the heading and the caption say: whose turn or whose tile choice, the final ranking, the
last move. Words only; `board` draws them.

At the end the ranking is given here, one line per player, in its own band above the board so
it covers no card. A face-down play by someone else arrives as a `HiddenPlay` and is told as
"N cards face down", never with a colour (F-I2).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import narration
from engine.flowers.text import end_reason
from engine.flowers.view import FlowersView
from engine.flowers.vocab import ChooseTile, HiddenPlay, Play
from engine.narration import cards as _cards
from render import style
from render.draw import fit
from render.heading import Line
from render.style import SIZE_BODY, SIZE_SMALL, SIZE_STATUS

TILE_NAMES = ("dark tile", "light tile")  # ChooseTile index 0 and 1, as the buttons say


def points_text(points: int, flowers: int) -> str:
    return (f"{points} point{'' if points == 1 else 's'} · "
            f"{flowers} flower{'' if flowers == 1 else 's'}")


def _winners(view: FlowersView, names: Sequence[str], me: int | None) -> str:
    if view.outcome is None:
        return "Game over: no result"
    win = view.outcome.winners
    if me in win:
        return "Game over: you win" if len(win) == 1 else "Game over: you share the win"
    if len(win) == 1:
        return f"Game over: {fit(names[win[0]], SIZE_STATUS, True, 420)} wins"
    return "Game over: a shared win"


def _result(view: FlowersView, names: Sequence[str], me: int | None, note: str | None
            ) -> list[Line]:
    lines = [Line(_winners(view, names, me), SIZE_STATUS, style.TURN, bold=True)]
    reason = note or (end_reason(view.over_reason) if view.over_reason else "")
    if reason:
        lines.append(Line(f"The game ended: {reason}.", SIZE_SMALL, style.MUTED))
    if view.outcome is not None:
        ranks = view.outcome.ranks
        for s in sorted(range(view.players), key=lambda s: (ranks[s], s)):
            sv = view.seats[s]
            who = fit(names[s], SIZE_BODY, True, 300) + (" (you)" if s == me else "")
            left = " · left" if sv.resigned else ""
            lines.append(Line(points_text(sv.points, len(sv.flowers)) + left, SIZE_BODY,
                              style.FAINT if sv.resigned else style.TEXT,
                              lead=f"{ranks[s]}. {who}: "))
    return lines


def _choice(view: FlowersView, names: Sequence[str], me: int | None) -> list[Line]:
    """F-X2: who chooses which mandala's tile, and who gets the other one."""
    c = view.choice
    assert c is not None
    who = ("You choose" if c.holder == me
           else fit(names[c.holder], SIZE_STATUS, True, 220) + " chooses")
    other = "you get" if c.second == me else fit(names[c.second], SIZE_BODY, True, 240) + " gets"
    return [Line(f"▶ {who} a tile at mandala {c.mandala + 1}", SIZE_STATUS, style.TURN, bold=True,
                 right=f"turn {view.turn}"),
            Line(f"Dark tile or light tile: {other} the other one", SIZE_BODY, style.NOTICE_TEXT,
                 bold=True, band=True)]


def _status(view: FlowersView, names: Sequence[str], me: int | None) -> Line:
    turn = f"turn {view.turn}"
    seat = view.to_move
    assert seat is not None
    if seat == me:
        return Line("▶ Your turn", SIZE_STATUS, style.TURN, bold=True, right=turn)
    name = fit(names[seat], SIZE_STATUS, True, 400)
    ink = style.MUTED if me is not None else style.TURN
    return Line(f"▶ {name} to move", SIZE_STATUS, ink, bold=True, right=turn)


def heading(view: FlowersView, names: Sequence[str], me: int | None = None,
            note: str | None = None) -> list[Line]:
    """The heading's lines; `me` is the panel's owner (None on the public table)."""
    if view.is_over:
        return _result(view, names, me, note)
    if view.choice is not None:
        return _choice(view, names, me)
    return [_status(view, names, me)]


def last_move(view: FlowersView, names: Sequence[str], seat: int | None) -> str | None:
    """The caption of `view.last_action`, or None before the first move.

    A `Play` is said to be face up only when the view proves it: on the public table every
    face-down play is hidden, on a panel only the owner's own plays may be face down.
    """
    action = view.last_action
    if action is None:
        return None
    who = narration.who(seat, names, view.viewer) if seat is not None else None
    if isinstance(action, ChooseTile):
        tile = TILE_NAMES[action.index]
        return f"{who} took the {tile}" if who else f"the {tile} was taken"
    where = f"mandala {action.mandala + 1}"
    if isinstance(action, HiddenPlay):
        what = _cards(action.count) + " face down"
    else:
        assert isinstance(action, Play)
        up = view.viewer is None or (seat is not None and seat != view.viewer)
        what = _cards(action.count, action.color.value) + (" face up" if up else "")
    return f"{who} played {what} to {where}" if who else f"{what} played to {where}"
