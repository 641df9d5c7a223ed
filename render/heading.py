"""The text bands above every game's board: heading lines and the last-move caption.

Each game decides what its lines say; how a line is laid out (lead word, muted right note, the
notice band) and how the last move is captioned is the same for every game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from engine import narration
from i18n import DEFAULT, t, tn
from render import style
from render.draw import panel, put_text, text_width
from render.names import name_in
from render.style import MARGIN, PICTURE_WIDTH, SIZE_BODY, SIZE_SMALL, SIZE_STATUS

LEFT, RIGHT = MARGIN, PICTURE_WIDTH - MARGIN
LINE_H = 34  # one line of the heading
CAPTION_H = 36  # the last move


@dataclass(frozen=True)
class Line:
    text: str
    size: int
    ink: style.RGB
    bold: bool = False
    right: str = ""  # a muted note at the right end of the line
    lead: str = ""  # a bold word before the text (whose score it is)
    band: bool = False  # drawn on the notice band (the last round)
    role: str = "text"  # what a cut would hide ("total", "score"): see `draw.clipping`
    big: bool = False  # an essential, drawn at the picture's big size (a game's own heading)


def titled(lines: Sequence[Line], title: str) -> list[Line]:
    """The lines with the game's name at the right end of the first ("Mandala · turn 12")."""
    first = lines[0]
    right = f"{title} · {first.right}" if first.right else title
    return [dataclasses.replace(first, right=right), *lines[1:]]


def draw_heading(im: Image.Image, lines: Sequence[Line], right_edge: int = RIGHT) -> None:
    """The lines from the top; `right_edge`: where they end (a narrower picture's)."""
    for i, line in enumerate(lines):
        cy = MARGIN + i * LINE_H + LINE_H // 2
        if line.band:
            panel(im, (LEFT, cy - LINE_H // 2 + 1, right_edge, cy + LINE_H // 2 - 1),
                  style.NOTICE_BG,
                  style.NOTICE_TEXT, radius=8)
        x = LEFT + (12 if line.band else 4)
        if line.lead:
            x = put_text(im, (x, cy), line.lead, line.size, line.ink, bold=True, anchor="lm")
        right = line.right
        end = _text_end(right, right_edge)
        if right and x + text_width(line.text, line.size, line.bold) > end - 4:
            right = ""  # the line's own text matters more than the muted note ("turn 12")
        put_text(im, (x, cy), line.text, line.size, line.ink, bold=line.bold, anchor="lm",
                 max_width=_text_end(right, right_edge) - x - 4, role=line.role,
                 essential=line.big)
        if right:
            put_text(im, (right_edge - 4, cy), right, SIZE_SMALL, style.MUTED, anchor="rm")


def _text_end(right: str, right_edge: int = RIGHT) -> int:
    """Where a line's text must end to leave room for its right note."""
    return right_edge - (text_width(right, SIZE_SMALL) + 16 if right else 0)


def caption_room(lang: str = DEFAULT, right: int = RIGHT) -> int:
    """The width left for the last move's words after "Last move:" (in a band ending at
    `right`)."""
    return right - 4 - (LEFT + 28 + text_width(t(lang, "pic.last_move"), SIZE_BODY, True))


def winners_text(win: Sequence[int], names: Sequence[str], me: int | None,
                 lang: str = DEFAULT, room: int = RIGHT - LEFT - 8) -> str:
    """The result's first line, the same for every game (`room`: the line's width)."""
    if not win:
        return t(lang, "pic.over.none")
    if me in win:
        return t(lang, "pic.over.you" if len(win) == 1 else "pic.over.you_share")
    if len(win) > 1:
        return t(lang, "pic.over.shared")
    bare = t(lang, "pic.over.they", name="")
    return t(lang, "pic.over.they", name=name_in(bare, names, win[0], SIZE_STATUS, True, room))


def said(lang: str, key: str, seat: int | None, names: Sequence[str], viewer: int | None,
         n: int = 1, **params: object) -> str:
    """`key` said of the mover: `.you`, `.they` (with `{name}`), or `.none` (counted by `n`:
    "2 cards were played") when the mover is not known (every game's captions)."""
    if seat is None:
        return tn(lang, key + ".none", n, **params)
    return narration.person(lang, key, seat, viewer, names, **params)
