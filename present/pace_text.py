"""The words of a pace and a clock, without discord: a pace's name (an option's choice, a
setting's answer), time left as players read it, the table picture's clock argument, and the
lines of `/games mine`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from i18n import DEFAULT, t, tn
from play import clock
from play.mine import MyMatch
from play.pace import CHOICES, Pace, PaceKind, choice_value, parse_pace
from present.gameui import ui_for
from store import Match


def pace_label(pace: Pace, lang: str = DEFAULT) -> str:
    """"live: 5 min + 20 s a move", "daily: 2 days a move", "standard pace"."""
    if pace.kind == PaceKind.LIVE:
        return t(lang, "pace.live", min=pace.base // 60, inc=pace.increment)
    if pace.kind == PaceKind.DAILY:
        return tn(lang, "pace.daily", pace.base)
    return t(lang, "pace.fixed")


def pace_line(code: str | None, lang: str = DEFAULT) -> str:
    """A challenge's or open table's "Pace: live: 5 min + 20 s a move" line, so whoever accepts
    knows the pace; "" when it chose none (the server's default applies when it starts)."""
    try:
        pace = parse_pace(code)
    except ValueError:
        return ""
    return "" if code is None else t(lang, "ch.pace", pace=pace_label(pace, lang))


def pace_choices(lang: str = DEFAULT) -> list[tuple[str, str]]:
    """(label, value) of every pace a challenge, practice, open table or server may choose."""
    return [(pace_label(p, lang), choice_value(p)) for p in CHOICES]


def clock_text(seconds: float, lang: str = DEFAULT) -> str:
    """"4:05" under an hour (a live clock, whole seconds down), "3 h 07 min" under a day,
    "1 d 6 h" beyond."""
    whole = max(0, int(seconds))
    if whole < 3600:
        return t(lang, "clock.ms", m=whole // 60, s=whole % 60)
    if whole < 86_400:
        return t(lang, "clock.hm", h=whole // 3600, m=whole % 3600 // 60)
    return t(lang, "clock.dh", d=whole // 86_400, h=whole % 86_400 // 3600)


def seat_clocks(match: Match, to_move: int | None, now: float, lang: str = DEFAULT
                ) -> tuple[str | None, ...] | None:
    """The table picture's `clocks` at `now` (the time of the move it shows: it doesn't tick):
    each seat's time left, None for a seat without one; None for the fixed pace or a match
    over (no line)."""
    if match.pace is None or not match.is_live:
        return None
    return tuple(None if left is None else clock_text(left, lang)
                 for left in clock.time_left(match, to_move, now))


def clock_summary(match: Match, to_move: int | None, now: float, names: Sequence[str],
                  lang: str = DEFAULT) -> str:
    """The panel's (and a DM notice's) line of time left, as the table picture shows it: "Time
    left: ▶ Alice 4:50 · Bob 5:00"; "" at the fixed pace or once the match is over."""
    clocks = seat_clocks(match, to_move, now, lang)
    if clocks is None or all(c is None for c in clocks):
        return ""
    parts = [f"{'▶ ' if seat == to_move else ''}{names[seat]} {c}"
             for seat, c in enumerate(clocks) if c is not None]
    return t(lang, "pic.clocks") + " · ".join(parts)


def dm_notice(match: Match, server: str, link: str, clock_line: str, *, remind: bool = False,
              lang: str = DEFAULT) -> str:
    """A turn notice (or reminder) sent by DM: public facts only (the game, the match, the
    server, the jump link, the clocks as the table shows them), never the member's hand."""
    title = ui_for(match.kind).title
    if remind:
        text = t(lang, "notice.dm_remind", title=title, id=match.id, server=server,
                 by=f"<t:{int(match.forfeit_at or 0)}:R>", link=link)
    else:
        text = t(lang, "notice.dm_turn", title=title, id=match.id, server=server, link=link)
    return f"{text}\n{clock_line}" if clock_line else text


def mine_line(entry: MyMatch, name: Callable[[int], str], link: str,
              lang: str = DEFAULT) -> str:
    """One match of `/games mine`: game, number, opponents, whose turn, time left, its table.
    `name` words a seat's user id (a mention, or the bot at its level)."""
    turn = (t(lang, "mine.your_turn") if entry.my_turn
            else t(lang, "mine.their_turn", name=name(entry.to_move))
            if entry.to_move is not None else "")
    left = "" if entry.left is None else t(lang, "mine.left", left=clock_text(entry.left, lang))
    return t(lang, "mine.line", title=ui_for(entry.kind).title, id=entry.match_id,
             opponents=t(lang, "and").join(name(u) for u in entry.opponents), turn=turn,
             left=left, link=link)


def mine_text(entries: list[MyMatch], name: Callable[[int], str], link: Callable[[MyMatch], str],
              lang: str = DEFAULT) -> str:
    """The whole private answer (most urgent first, as `my_matches` sorted them)."""
    if not entries:
        return t(lang, "mine.none")
    return "\n".join(mine_line(e, name, link(e), lang) for e in entries)
