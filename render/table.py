"""The public table: both mandalas, both players, deck, discard pile, turn and last move."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.mandala.text import END_REASONS
from engine.mandala.view import MandalaView, SeatView
from engine.mandala.vocab import COLORS, Color
from render import style
from render.draw import (
    Box,
    card_back,
    chip,
    fit,
    outline,
    panel,
    paste,
    put_text,
    river_slot,
    text_width,
    tile,
)
from render.lastmove import last_move
from render.palette import to_png
from render.style import (
    CHIP,
    COLOR_STYLES,
    GAP,
    MARGIN,
    SIZE_BODY,
    SIZE_LABEL,
    SIZE_NAME,
    SIZE_SMALL,
    SIZE_STATUS,
    SLOT_H,
    SLOT_W,
    TABLE_HEIGHT,
    TABLE_WIDTH,
    TILE_H,
    TILE_W,
)

# ---- layout ------------------------------------------------------------------------------------
LEFT, RIGHT = MARGIN, TABLE_WIDTH - MARGIN
HEADER_Y = MARGIN
CAPTION_Y = HEADER_Y + style.HEADER_H
TOP_SEAT_Y = CAPTION_Y + style.CAPTION_H
MANDALA_Y = TOP_SEAT_Y + style.SEAT_H + GAP
SEAT_Y = (TOP_SEAT_Y, MANDALA_Y + style.MANDALA_H + GAP)  # seat 0 above the mandalas, 1 below
FOOTER_Y = SEAT_Y[1] + style.SEAT_H + GAP
LEGEND_Y = FOOTER_Y + style.FOOTER_H
MANDALA_W = (RIGHT - LEFT - GAP) // 2
ROW_TOP, ROW_STEP, ROW_H = 40, 92, 88  # mandala rows: top seat's field, mountain, other field
LABEL_W = 112
TILE_STEP = TILE_W + 6
SLOT_STEP = SLOT_W + 6
RIVER_X = RIGHT - 16 - 6 * SLOT_W - 5 * 6


def seat_box(seat: int) -> Box:
    y = SEAT_Y[seat]
    return (LEFT, y, RIGHT, y + style.SEAT_H)


def mandala_box(m: int) -> Box:
    x = LEFT + m * (MANDALA_W + GAP)
    return (x, MANDALA_Y, x + MANDALA_W, MANDALA_Y + style.MANDALA_H)


def row_box(m: int, row: int) -> Box:
    """Row 0: seat 0's field, 1: the mountain, 2: seat 1's field."""
    x0, y0, x1, _ = mandala_box(m)
    y = y0 + ROW_TOP + row * ROW_STEP
    return (x0 + 6, y - 2, x1 - 6, y + ROW_H)


def river_box(seat: int) -> Box:
    _, y0, _, y1 = seat_box(seat)
    return (RIVER_X - 92, y0 + 5, RIGHT - 6, y1 - 5)


FIELD_ROW = (0, 2)  # the row of each seat's field inside a mandala
MOUNTAIN_ROW = 1


@lru_cache(maxsize=4)
def _arrow(size: int, color: style.RGB) -> Image.Image:
    """A right-pointing triangle: the turn marker."""
    k = style.SUPERSAMPLE
    big = Image.new("RGBA", (size * k, size * k), (0, 0, 0, 0))
    ImageDraw.Draw(big).polygon([(0, 0), (size * k, size * k / 2), (0, size * k)], fill=color)
    return big.resize((size, size), Image.Resampling.LANCZOS)


# ---- the static layer --------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _background() -> Image.Image:
    im = Image.new("RGB", (TABLE_WIDTH, TABLE_HEIGHT), style.BACKGROUND)
    for seat in (0, 1):
        panel(im, seat_box(seat), style.PANEL, style.PANEL_EDGE)
        _, y0, _, _ = seat_box(seat)
        put_text(im, (RIVER_X - 14, y0 + 6), "River", SIZE_LABEL, style.MUTED, bold=True,
                 anchor="rt")
        for i in range(6):
            x = RIVER_X + i * SLOT_STEP
            put_text(im, (x + SLOT_W // 2, y0 + 6), str(i + 1), SIZE_LABEL, style.MUTED,
                     bold=True, anchor="mt")
    for m in (0, 1):
        x0, y0, x1, _ = mandala_box(m)
        panel(im, mandala_box(m), style.PANEL, style.PANEL_EDGE)
        put_text(im, (x0 + 16, y0 + 8), f"Mandala {m + 1}", SIZE_BODY, style.TEXT, bold=True)
        bx0, by0, bx1, by1 = row_box(m, MOUNTAIN_ROW)
        panel(im, (bx0 + 2, by0, bx1 - 2, by1), style.MOUNTAIN_BAND, radius=10)
        put_text(im, (x0 + 16, by0 + 14), "Mountain", SIZE_LABEL + 1, style.TEXT, bold=True)
    put_text(im, (LEFT + 4, FOOTER_Y + 28), "Deck", SIZE_BODY, style.MUTED, bold=True,
             anchor="lm")
    _legend(im)
    return im


def _legend(im: Image.Image) -> None:
    y = LEGEND_Y + 18
    x = put_text(im, (LEFT + 4, y), "Key", SIZE_SMALL, style.FAINT, bold=True, anchor="lm") + 18
    step = (RIGHT - x) // 6
    for i, c in enumerate(COLORS):
        st = COLOR_STYLES[c]
        cx = x + i * step
        paste(im, chip(c, 26), cx, y - 13)
        put_text(im, (cx + 34, y), f"{st.letter} {st.name}", SIZE_SMALL, style.MUTED,
                 anchor="lm")


# ---- dynamic parts -----------------------------------------------------------------------------


def _cards(im: Image.Image, counts: Mapping[Color, int], x: int, y: int) -> None:
    for c in COLORS:
        n = counts[c]
        if n:
            paste(im, tile(c, n, TILE_W, TILE_H), x, y)
            x += TILE_STEP


def _chips(im: Image.Image, counts: Mapping[Color, int], x: int, cy: int, size: int = CHIP,
           text_size: int = SIZE_SMALL) -> int:
    """Colour chips each followed by its count; returns the x after the last one."""
    for c in COLORS:
        n = counts[c]
        if n:
            paste(im, chip(c, size), x, cy - size // 2)
            x = put_text(im, (x + size + 4, cy), str(n), text_size, style.TEXT, bold=True,
                         anchor="lm") + 12
    return x


def _mandala(im: Image.Image, view: MandalaView, names: Sequence[str], m: int) -> None:
    x0 = mandala_box(m)[0]
    for seat in (0, 1):
        bx0, by0, _, _ = row_box(m, FIELD_ROW[seat])
        field = view.fields[m][seat]
        put_text(im, (x0 + 16, by0 + 14), names[seat], SIZE_LABEL + 1, style.TEXT, bold=True,
                 max_width=LABEL_W)
        n = sum(field.values())
        put_text(im, (x0 + 16, by0 + 40), f"field · {n}", SIZE_LABEL, style.MUTED)
        if n:
            _cards(im, field, x0 + LABEL_W + 18, by0 + 6)
        else:
            put_text(im, (x0 + LABEL_W + 18, by0 + 46), "no cards", SIZE_SMALL, style.FAINT,
                     anchor="lm")
    bx0, by0, bx1, by1 = row_box(m, MOUNTAIN_ROW)
    mountain = view.mountains[m]
    n = sum(mountain.values())
    if view.completion and view.completion[0] == m:
        outline(im, (bx0 - 2, by0 - 2, bx1 + 2, by1 + 2), style.TURN, width=4)
        put_text(im, (x0 + 16, by0 + 40), "picking", SIZE_LABEL, style.TURN, bold=True)
    else:
        put_text(im, (x0 + 16, by0 + 40), f"{n} card" + ("" if n == 1 else "s"), SIZE_LABEL,
                 style.MUTED)
    if n:
        _cards(im, mountain, x0 + LABEL_W + 18, by0 + 6)
    else:
        put_text(im, (x0 + LABEL_W + 18, by0 + 46), "empty", SIZE_SMALL, style.FAINT,
                 anchor="lm")


def _badge(im: Image.Image, x: int, cy: int, text: str, fill: style.RGB, ink: style.RGB) -> int:
    w = text_width(text, SIZE_LABEL - 2, True) + 20
    panel(im, (x, cy - 14, x + w, cy + 14), fill, radius=14, width=0)
    put_text(im, (x + w // 2, cy), text, SIZE_LABEL - 2, ink, bold=True, anchor="mm")
    return x + w


def _seat(im: Image.Image, view: MandalaView, names: Sequence[str], sv: SeatView) -> None:
    x0, y0, _, y1 = seat_box(sv.seat)
    name_end = put_text(im, (x0 + 20, y0 + 8), names[sv.seat], SIZE_NAME, style.TEXT, bold=True,
                        max_width=360)
    if view.is_over:
        if sv.seat in view.winners:
            _badge(im, name_end + 14, y0 + 27, "WINNER", style.TURN, style.BANNER_BG)
    elif view.to_move == sv.seat:
        outline(im, seat_box(sv.seat), style.TURN, width=4)
        label = "PICKING" if view.phase == "pick" else "TO MOVE"
        _badge(im, name_end + 14, y0 + 27, label, style.TURN, style.BANNER_BG)
    # line 2: hand size and score
    ly = y0 + 64
    paste(im, card_back(20, 28), x0 + 20, ly - 14)
    x = put_text(im, (x0 + 48, ly), "Hand ", SIZE_BODY, style.MUTED, anchor="lm")
    x = put_text(im, (x, ly), str(sv.hand_size), SIZE_BODY, style.TEXT, bold=True, anchor="lm")
    x = put_text(im, (x + 36, ly), "Score ", SIZE_BODY, style.MUTED, anchor="lm")
    if view.final_scores is not None:
        score = str(view.final_scores[sv.seat])
    else:
        score = f"≥ {sv.score}" if sv.cup_unknown else str(sv.score)
    put_text(im, (x, ly), score, SIZE_BODY + 2, style.TEXT, bold=True, anchor="lm")
    # line 3: the cup
    ly = y0 + 96
    x = put_text(im, (x0 + 20, ly), "Cup ", SIZE_BODY, style.MUTED, anchor="lm")
    x = put_text(im, (x, ly), str(sv.cup_size), SIZE_BODY, style.TEXT, bold=True, anchor="lm")
    x += 16
    x = _chips(im, sv.cup_known, x, ly, size=26)
    if sv.cup_unknown:
        paste(im, card_back(20, 28), x, ly - 14)
        put_text(im, (x + 26, ly), f"+{sv.cup_unknown} hidden", SIZE_SMALL, style.MUTED,
                 anchor="lm")
    # the river, right
    for i in range(6):
        color = sv.river[i] if i < len(sv.river) else None
        paste(im, river_slot(color, SLOT_W, SLOT_H), RIVER_X + i * SLOT_STEP, y0 + 30)


def _status(im: Image.Image, view: MandalaView, names: Sequence[str]) -> None:
    y = HEADER_Y + style.HEADER_H // 2 - 4
    if view.is_over:
        put_text(im, (LEFT + 4, y), "Game over", SIZE_STATUS + 2, style.TURN, bold=True,
                 anchor="lm")
    elif view.to_move is not None:
        name = fit(names[view.to_move], SIZE_STATUS + 2, True, 330)
        x = LEFT + 4
        paste(im, _arrow(22, style.TURN), x, y - 11)
        x += 32
        x = put_text(im, (x, y), name, SIZE_STATUS + 2, style.TURN, bold=True, anchor="lm")
        if view.phase == "pick" and view.completion:
            rest = f" picks a colour at mandala {view.completion[0] + 1}"
        else:
            rest = " to move"
        put_text(im, (x, y), rest, SIZE_STATUS, style.TEXT, anchor="lm")
    if view.end_triggered and not view.is_over:
        line1, line2 = "LAST ROUND", "the next completed mandala ends the game"
        w = max(text_width(line1, SIZE_BODY, True), text_width(line2, SIZE_SMALL)) + 32
        box = (RIGHT - w, HEADER_Y - 6, RIGHT, HEADER_Y + style.HEADER_H - 4)
        panel(im, box, style.NOTICE_BG, style.NOTICE_TEXT, radius=10)
        cx = (box[0] + box[2]) // 2
        put_text(im, (cx, box[1] + 6), line1, SIZE_BODY, style.NOTICE_TEXT, bold=True,
                 anchor="mt")
        put_text(im, (cx, box[1] + 34), line2, SIZE_SMALL, style.NOTICE_TEXT, anchor="mt")


def _footer(im: Image.Image, view: MandalaView, title: str | None) -> Box:
    """Deck, discard pile and title; returns the box of the discard pile."""
    cy = FOOTER_Y + 28
    x = LEFT + 4 + text_width("Deck", SIZE_BODY, True) + 12
    paste(im, card_back(30, 42), x, cy - 21)
    x = put_text(im, (x + 40, cy), str(view.deck_size), SIZE_BODY + 2, style.TEXT, bold=True,
                 anchor="lm")
    dx = x + 40
    x = put_text(im, (dx, cy), "Discard ", SIZE_BODY, style.MUTED, bold=True, anchor="lm")
    total = sum(view.discard.values())
    x = put_text(im, (x, cy), str(total), SIZE_BODY + 2, style.TEXT, bold=True, anchor="lm")
    x = _chips(im, view.discard, x + 18, cy) if total else x + 12
    put_text(im, (RIGHT - 4, cy - 12), title or "Mandala", SIZE_SMALL, style.MUTED, bold=True,
             anchor="rm", max_width=RIGHT - x - 24)
    put_text(im, (RIGHT - 4, cy + 14), f"turn {view.turn}", SIZE_SMALL, style.FAINT,
             anchor="rm")
    return (dx - 10, cy - 26, x + 2, cy + 26)


def _caption(im: Image.Image, text: str | None) -> None:
    cy = CAPTION_Y + style.CAPTION_H // 2 - 4
    if text is None:
        put_text(im, (LEFT + 4, cy), "New game: no move yet", SIZE_BODY, style.MUTED,
                 anchor="lm")
        return
    panel(im, (LEFT + 4, cy - 9, LEFT + 22, cy + 9), style.LAST_MOVE, radius=4, width=0)
    x = put_text(im, (LEFT + 32, cy), "Last move: ", SIZE_BODY, style.LAST_MOVE, bold=True,
                 anchor="lm")
    put_text(im, (x, cy), text, SIZE_BODY, style.TEXT, anchor="lm", max_width=RIGHT - x - 4)


def _banner(im: Image.Image, view: MandalaView, names: Sequence[str], note: str | None) -> None:
    x0, y0 = LEFT + 150, MANDALA_Y + 44
    box = (x0, y0, RIGHT - 150, y0 + 230)
    panel(im, box, style.BANNER_BG, style.TURN, radius=18, width=4)
    cx = (box[0] + box[2]) // 2
    put_text(im, (cx, y0 + 20), "Game over", SIZE_STATUS + 6, style.TURN, bold=True, anchor="mt")
    win = list(view.winners)
    if not win:
        who = "No result"
    elif len(win) == 1:
        who = f"{fit(names[win[0]], SIZE_STATUS, True, 480)} wins"
    else:
        who = " and ".join(fit(names[w], SIZE_STATUS, True, 240) for w in win) + " share the win"
    put_text(im, (cx, y0 + 76), who, SIZE_STATUS, style.TEXT, bold=True, anchor="mt",
             max_width=box[2] - box[0] - 40)
    scores = view.final_scores
    sy = y0 + 140
    # a match ended by forfeit, timeout or cancel has no final score: the cups stay secret
    score = f"{scores[0]} – {scores[1]}" if scores else "vs"
    half = text_width(score, SIZE_STATUS + 2, True) // 2 + 18
    put_text(im, (cx, sy), score, SIZE_STATUS + 2, style.TEXT, bold=True, anchor="mm")
    put_text(im, (cx - half, sy), names[0], SIZE_BODY + 2, style.MUTED, anchor="rm",
             max_width=240)
    put_text(im, (cx + half, sy), names[1], SIZE_BODY + 2, style.MUTED, anchor="lm",
             max_width=240)
    reason = note or (END_REASONS[view.over_reason] if view.over_reason else "")
    if reason:
        put_text(im, (cx, y0 + 180), f"The game ended: {reason}.", SIZE_SMALL, style.MUTED,
                 anchor="mt", max_width=box[2] - box[0] - 40)


def _highlight(im: Image.Image, target: tuple[object, ...], discard_box: Box) -> None:
    kind = target[0]
    if kind == "mountain":
        box = row_box(int(target[1]), MOUNTAIN_ROW)  # type: ignore[call-overload]
    elif kind == "field":
        box = row_box(int(target[1]), FIELD_ROW[int(target[2])])  # type: ignore[call-overload]
    elif kind == "fields":
        box = mandala_box(int(target[1]))  # type: ignore[call-overload]
    elif kind == "river":
        box = river_box(int(target[1]))  # type: ignore[call-overload]
    else:
        box = discard_box
    x0, y0, x1, y1 = box
    outline(im, (x0 + 2, y0 + 2, x1 - 2, y1 - 2), style.LAST_MOVE, width=3, radius=10)


def render_table(
    view: MandalaView,
    *,
    names: Sequence[str] = ("Seat 1", "Seat 2"),
    title: str | None = None,
    last_seat: int | None = None,
    note: str | None = None,
) -> bytes:
    """The public table as PNG bytes; refuses any view that is not the public one.

    `last_seat` is the seat that made `view.last_action` (the view does not carry it); when
    given, the caption names that player and the outline marks their own field or river.
    `note` says how a match ended off the board ("alice forfeited", "cancelled"): the banner
    shows it, and with no result when the game itself is not over.
    """
    if view.viewer is not None or any(s.hand is not None for s in view.seats):
        raise ValueError("render_table draws only the public view (viewer None)")
    if len(names) != len(view.seats):
        raise ValueError(f"expected {len(view.seats)} names, got {len(names)}")
    if last_seat is None:
        last_seat = getattr(view, "last_seat", None)
    if note and not view.is_over:  # ended off the board: drawn as over, with no result
        view = dataclasses.replace(view, is_over=True, phase="over", to_move=None,
                                   completion=None, winners=())
    im = _background().copy()
    _status(im, view, names)
    short = tuple(fit(n, SIZE_BODY, False, 280) for n in names)  # the caption keeps its verb
    move = last_move(view, short, last_seat)
    _caption(im, move.text if move else None)
    for sv in view.seats:
        _seat(im, view, names, sv)
    for m in (0, 1):
        _mandala(im, view, names, m)
    discard_box = _footer(im, view, title)
    if move and move.target:
        _highlight(im, move.target, discard_box)
    if view.is_over or note:
        _banner(im, view, names, note)
    return to_png(im)
