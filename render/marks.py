"""Numbered markers for every move since the reader's last turn: with two or more players
moving between someone's turns, one outline alone would hide all but the newest move."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from render import style
from render.draw import Box, badge, outline

STEP = 32  # a second marker on the same box goes left of the first


def mark_moves(im: Image.Image, boxes: Sequence[Box | None]) -> None:
    """Outline each box, the newest (last) one boldest, and number them 1, 2, … in the order
    played when there are two or more, in the box's bottom right corner (names and titles sit
    top left, cards fill from the left); a move with no place on the board (None) keeps its
    number. One move alone gets the plain outline."""
    numbered = len(boxes) > 1
    seen: dict[Box, int] = {}
    for n, box in enumerate(boxes, start=1):
        if box is None:
            continue
        x0, y0, x1, y1 = box
        outline(im, (x0 + 1, y0 + 1, x1 - 1, y1 - 1), style.LAST_MOVE,
                width=3 if n == len(boxes) else 2, radius=10)
        if numbered:
            k = seen.get(box, 0)
            seen[box] = k + 1
            badge(im, x1 - 6 - (k + 1) * STEP, y1 - 17, str(n), fill=style.LAST_MOVE)
