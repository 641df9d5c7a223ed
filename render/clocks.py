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
                lang: str = DEFAULT) -> list[Line]:
    """[] or the lines "Time left: ▶ Alice 4:50 · Bob 5:00": a long name is shortened to leave
    room by the one rule of `render.names` (players still told apart), a time never cut; a seat
    with no time left out."""
    if clocks is None or all(c is None for c in clocks):
        return []
    seats = [s for s, c in enumerate(clocks) if c is not None]
    lead = t(lang, "pic.clocks")
    room = RIGHT - LEFT - 12 - text_width(lead, SIZE_BODY, True)  # every line, lead or not

    def part(seat: int, name_w: int | None) -> str:
        name = "" if name_w is None else short_name(names, seat, SIZE_BODY, False, name_w)
        return f"{'▶ ' if seat == running else ''}{name} {clocks[seat]}"

    def name_room(group: Sequence[int]) -> int:
        bare = text_width(SEP.join(part(s, None) for s in group), SIZE_BODY, False)
        return (room - bare) // len(group)

    texts: list[str] = []
    i = 0
    while i < len(seats):
        group = seats[i:i + PER_LINE]
        if len(group) > 1 and name_room(group) < MIN_NAME_W:
            group = group[:1]
        texts.append(SEP.join(part(s, name_room(group)) for s in group))
        i += len(group)
    return [Line(text, SIZE_BODY, style.TEXT, lead=lead if n == 0 else "")
            for n, text in enumerate(texts)]
