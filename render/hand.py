"""One player's private picture: their hand, river, cup and exact score."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from engine.mandala.view import MandalaView
from engine.mandala.vocab import COLORS
from render import style
from render.draw import big_tile, chip, panel, paste, put_text, river_slot, text_width
from render.palette import to_png
from render.style import (
    BIG_TILE_H,
    BIG_TILE_W,
    HAND_HEIGHT,
    HAND_SLOT_H,
    HAND_SLOT_W,
    HAND_WIDTH,
    MARGIN,
    SIZE_BODY,
    SIZE_LABEL,
    SIZE_NAME,
    SIZE_SMALL,
)

LEFT, RIGHT = MARGIN, HAND_WIDTH - MARGIN
HAND_BOX = (LEFT, 84, RIGHT, 340)
RIVER_BOX = (LEFT, 350, 560, HAND_HEIGHT - MARGIN)
CUP_BOX = (568, 350, RIGHT, HAND_HEIGHT - MARGIN)
BIG_STEP = BIG_TILE_W + 24
SLOT_STEP = HAND_SLOT_W + 10
RIVER_X = RIVER_BOX[0] + 24


@lru_cache(maxsize=1)
def _background() -> Image.Image:
    im = Image.new("RGB", (HAND_WIDTH, HAND_HEIGHT), style.BACKGROUND)
    for box in (HAND_BOX, RIVER_BOX, CUP_BOX):
        panel(im, box, style.PANEL, style.PANEL_EDGE)
    put_text(im, (RIVER_BOX[0] + 20, RIVER_BOX[1] + 12), "Your river", SIZE_BODY, style.TEXT,
             bold=True)
    put_text(im, (RIVER_BOX[2] - 20, RIVER_BOX[1] + 16), "space = points per cup card",
             SIZE_LABEL - 2, style.MUTED, anchor="rt")
    for i in range(6):
        x = RIVER_X + i * SLOT_STEP + HAND_SLOT_W // 2
        put_text(im, (x, RIVER_BOX[1] + 52), str(i + 1), SIZE_BODY, style.MUTED, bold=True,
                 anchor="mt")
    put_text(im, (CUP_BOX[0] + 20, CUP_BOX[1] + 12), "Your cup", SIZE_BODY, style.TEXT,
             bold=True)
    return im


def _status(view: MandalaView, names: Sequence[str], me: int) -> tuple[str, style.RGB]:
    other = names[1 - me]
    if view.is_over:
        if me in view.winners:
            return ("Game over: you share the win" if len(view.winners) > 1
                    else "Game over: you win"), style.TURN
        return f"Game over: {other} wins", style.MUTED
    if view.to_move == me:
        if view.phase == "pick" and view.completion:
            return f"Your pick at mandala {view.completion[0] + 1}", style.TURN
        return "Your turn", style.TURN
    if view.phase == "pick" and view.completion:
        return f"{other} picks at mandala {view.completion[0] + 1}", style.MUTED
    return f"{other} to move", style.MUTED


def render_hand(view: MandalaView, *, names: Sequence[str] = ("Seat 1", "Seat 2")) -> bytes:
    """The viewer's own hand, river, cup and exact score as PNG bytes (a player view only)."""
    me = view.viewer
    if me is None or not 0 <= me < len(view.seats) or view.seats[me].hand is None:
        raise ValueError("render_hand needs a player's own view (viewer is a seat)")
    if len(names) != len(view.seats):
        raise ValueError(f"expected {len(view.seats)} names, got {len(names)}")
    sv = view.seats[me]
    hand = sv.hand
    assert hand is not None
    im = _background().copy()

    # header: name, whose turn, last-round notice
    cy = MARGIN + 28
    status, tone = _status(view, names, me)
    sw = text_width(status, SIZE_BODY + 2, True)
    notice = view.end_triggered and not view.is_over
    nw = text_width("LAST ROUND", SIZE_SMALL, True) + 24 if notice else 0
    status_x = RIGHT - 4 - (nw + 16 if notice else 0)
    put_text(im, (LEFT + 4, cy), names[me], SIZE_NAME + 2, style.TEXT, bold=True, anchor="lm",
             max_width=status_x - sw - LEFT - 40)
    put_text(im, (status_x, cy), status, SIZE_BODY + 2, tone, bold=True, anchor="rm")
    if notice:
        panel(im, (RIGHT - nw, cy - 17, RIGHT, cy + 17), style.NOTICE_BG, style.NOTICE_TEXT,
              radius=10)
        put_text(im, (RIGHT - nw // 2, cy), "LAST ROUND", SIZE_SMALL, style.NOTICE_TEXT,
                 bold=True, anchor="mm")

    # the hand
    x0, y0, x1, y1 = HAND_BOX
    x = put_text(im, (x0 + 20, y0 + 12), "Your hand", SIZE_BODY, style.TEXT, bold=True)
    n = sv.hand_size
    put_text(im, (x + 12, y0 + 14), f"{n} card" + ("" if n == 1 else "s"), SIZE_BODY - 2,
             style.MUTED)
    held = [c for c in COLORS if hand[c]]
    if held:
        x = (x0 + x1 - (len(held) * BIG_STEP - 24)) // 2
        for c in held:
            paste(im, big_tile(c, hand[c], BIG_TILE_W, BIG_TILE_H), x, y0 + 46)
            x += BIG_STEP
    else:
        put_text(im, ((x0 + x1) // 2, (y0 + y1) // 2 + 16), "no cards", SIZE_BODY, style.FAINT,
                 anchor="mm")

    # the river
    for i in range(6):
        color = sv.river[i] if i < len(sv.river) else None
        paste(im, river_slot(color, HAND_SLOT_W, HAND_SLOT_H), RIVER_X + i * SLOT_STEP,
              RIVER_BOX[1] + 82)

    # the cup and the score
    x0, y0, x1, y1 = CUP_BOX
    put_text(im, (x0 + 20 + text_width("Your cup", SIZE_BODY, True) + 12, y0 + 14),
             f"{sv.cup_size} card" + ("" if sv.cup_size == 1 else "s"), SIZE_BODY - 2,
             style.MUTED)
    score_x = x1 - 150  # the score column, right
    x, cy = x0 + 20, y0 + 80
    if sv.cup_size:
        for c in COLORS:
            if sv.cup_known[c]:
                if x > score_x - 100:  # wrap: at most three colours a row
                    x, cy = x0 + 20, cy + 52
                paste(im, chip(c, 36), x, cy - 18)
                x = put_text(im, (x + 42, cy), f"×{sv.cup_known[c]}", SIZE_BODY, style.TEXT,
                             bold=True, anchor="lm") + 16
    else:
        put_text(im, (x, cy), "empty", SIZE_BODY, style.FAINT, anchor="lm")
    score = view.final_scores[me] if view.final_scores is not None else sv.score
    sx = (score_x + x1) // 2
    put_text(im, (sx, y0 + 58), "Score", SIZE_BODY, style.MUTED, anchor="mt")
    put_text(im, (sx, y0 + 124), str(score), 56, style.TURN, bold=True, anchor="mm")
    return to_png(im)
