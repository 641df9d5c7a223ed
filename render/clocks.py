"""The clock line under a table's heading: each player's time left at the move it shows (it
doesn't tick), the running clock marked ▶, so whose clock runs is seen at a glance. The caller
words the times (present.pace_text); no line at the fixed pace (`clocks` None)."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT, t
from render import style
from render.draw import text_width
from render.heading import LEFT, RIGHT, Line
from render.names import short_name
from render.style import SIZE_BODY

PER_LINE = 2  # seats a line, while each name keeps MIN_NAME_W: else one a line
MIN_NAME_W = 90
SEP = " · "


def clock_lines(clocks: Sequence[str | None] | None, names: Sequence[str], running: int | None,
                lang: str = DEFAULT, width: int = RIGHT - LEFT) -> list[Line]:
    """[] or the lines "Time left: ▶ Bob 5:00" (the running clock, gold and bold) then
    "Alice 4:50 · …": a long name is shortened to leave
    room by the one rule of `render.names` (players still told apart), a time never cut; a seat
    with no time left out. `width`: the lines' (a narrower picture's)."""
    if clocks is None or all(c is None for c in clocks):
        return []
    seats = [s for s, c in enumerate(clocks) if c is not None]
    lead = t(lang, "pic.clocks")
    room = width - 12 - text_width(lead, SIZE_BODY, True)  # every line, lead or not

    def part(seat: int, name_w: int | None, bold: bool = False) -> str:
        name = "" if name_w is None else short_name(names, seat, SIZE_BODY, bold, name_w)
        return f"{'▶ ' if seat == running else ''}{name} {clocks[seat]}"

    def name_room(group: Sequence[int], bold: bool = False) -> int:
        bare = text_width(SEP.join(part(s, None, bold) for s in group), SIZE_BODY, bold)
        return (room - bare) // len(group)

    # the running clock first, on a line of its own in the turn's gold, bold: at 400 px a ▶
    # alone was not seen; the others follow in the usual ink
    lines: list[Line] = []
    if running in seats:
        lines.append(Line(part(running, name_room([running], True), True), SIZE_BODY, style.TURN,
                          bold=True, lead=lead))
        seats = [s for s in seats if s != running]
    i = 0
    while i < len(seats):
        group = seats[i:i + PER_LINE]
        if len(group) > 1 and name_room(group) < MIN_NAME_W:
            group = group[:1]
        lines.append(Line(SEP.join(part(s, name_room(group)) for s in group), SIZE_BODY,
                          style.TEXT, lead="" if lines else lead))
        i += len(group)
    return lines
