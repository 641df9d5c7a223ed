"""Numbered markers for every move since the reader's last turn: with two or more players
moving between someone's turns, one outline alone would hide all but the newest move."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from render import style
from render.draw import Box, badge, badge_width, outline


def mark_moves(im: Image.Image, boxes: Sequence[Box | None]) -> None:
    """Outline each box, the newest (last) one boldest, and number them 1, 2, … in the order
    played when there are two or more, in the box's bottom right corner (names and titles sit
    top left, cards fill from the left); a move with no place on the board (None) keeps its
    number. One move alone gets the plain outline."""
    numbers: dict[Box, list[int]] = {}
    for n, box in enumerate(boxes, start=1):
        if box is None:
            continue
        x0, y0, x1, y1 = box
        outline(im, (x0 + 1, y0 + 1, x1 - 1, y1 - 1), style.LAST_MOVE,
                width=3 if n == len(boxes) else 2, radius=10)
        numbers.setdefault(box, []).append(n)
    if len(boxes) < 2:
        return
    for box, ns in numbers.items():  # one pill a box: "1·3" when it was played twice
        text = "·".join(map(str, ns))
        x0, _, _, y1 = badge_box(box, text)
        badge(im, x0, y1 - 14, text, fill=style.LAST_MOVE)


def badge_box(box: Box, text: str) -> Box:
    """Where a box's order badge goes: its bottom right corner, inside it (a layout leaves the
    room free of cards there)."""
    _, _, x1, y1 = box
    w = badge_width(text)
    return (x1 - 6 - w, y1 - 31, x1 - 6, y1 - 3)
