"""The board both pictures share: two seats, two mandalas, deck, discard pile, last move, key.

Drawn from a layout (which seat is nearest the reader) and a view; whatever the view knows of a
cup is drawn, so a player's panel shows their own setup cards and the public table does not.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from PIL import Image

from engine.api import Action
from engine.mandala.view import MandalaView, SeatView
from engine.mandala.vocab import COLORS, Color
from engine.narration import cards as _cards
from i18n import DEFAULT, t, tn
from render import style
from render.draw import (
    Box,
    badge,
    badge_width,
    card_back,
    chips,
    color_key,
    legend,
    legend_lines,
    outline,
    panel,
    paste,
    put_text,
    river_slot,
    text_width,
    tile,
)
from render.heading import Line, caption_room, draw_caption, draw_heading, titled
from render.mandala.lastmove import LastMove, Target, last_move, target_of
from render.mandala.layout import (
    CUP_Y,
    FOOTER_H,
    KEY_H,
    LEFT,
    MOUNTAIN_ROW,
    RIGHT,
    RIVER_LABEL,
    RIVER_LABEL_X,
    RIVER_X,
    RIVER_Y,
    ROW_LABEL_H,
    SLOT_STEP,
    TILE_STEP,
    WIDTH,
    Layout,
    name_width,
)
from render.marks import mark_moves
from render.names import caption_names, short_name
from render.style import (
    CHIP,
    SIZE_BODY,
    SIZE_NAME,
    SIZE_SMALL,
    SLOT_H,
    SLOT_W,
    TILE_H,
    TILE_W,
)

# ---- the static layer --------------------------------------------------------------------------


@lru_cache(maxsize=32)
def background(lay: Layout, lang: str = DEFAULT) -> Image.Image:
    """Everything that does not depend on the view: panels, fixed labels, the key."""
    im = Image.new("RGB", (WIDTH, lay.height), style.BACKGROUND)
    for seat in (0, 1):
        panel(im, lay.seat_box(seat), style.PANEL, style.PANEL_EDGE)
        y0 = lay.seat_y(seat)
        put_text(im, (RIVER_LABEL_X, y0 + 6), t(lang, RIVER_LABEL), SIZE_SMALL, style.MUTED,
                 bold=True, anchor="rt")
        for i in range(6):
            put_text(im, (RIVER_X + i * SLOT_STEP + SLOT_W // 2, y0 + 6), str(i + 1), SIZE_SMALL,
                     style.MUTED, bold=True, anchor="mt")
    for m in (0, 1):
        x0, y0, _, _ = lay.mandala_box(m)
        panel(im, lay.mandala_box(m), style.PANEL, style.PANEL_EDGE)
        put_text(im, (x0 + 12, y0 + 6), t(lang, "pic.mandala", m=m + 1), SIZE_BODY, style.TEXT,
                 bold=True)
        bx0, by0, bx1, by1 = lay.row_box(m, MOUNTAIN_ROW)
        panel(im, (bx0, by0, bx1, by1), style.MOUNTAIN_BAND, radius=10)
    if lay.hand_h:
        panel(im, (LEFT, lay.hand_y, RIGHT, lay.hand_y + lay.hand_h), style.PANEL,
              style.PANEL_EDGE)
    put_text(im, (LEFT + 4, lay.footer_y + FOOTER_H // 2), t(lang, "pic.deck"), SIZE_BODY,
             style.MUTED,
             bold=True, anchor="lm")
    legend(im, color_key(COLORS, lang), lay.key_y, KEY_H, lang=lang)
    return im


@lru_cache(maxsize=8)
def key_lines(lang: str = DEFAULT) -> int:
    """The colour key's lines in `lang`: one in English."""
    return legend_lines(color_key(COLORS, lang), lang=lang)


# ---- dynamic parts -----------------------------------------------------------------------------


def _tiles(im: Image.Image, counts: Mapping[Color, int], x: int, y: int) -> None:
    for c in COLORS:
        if counts[c]:
            paste(im, tile(c, counts[c], TILE_W, TILE_H), x, y)
            x += TILE_STEP


def _mandala(im: Image.Image, lay: Layout, view: MandalaView, names: Sequence[str],
             m: int, lang: str) -> None:
    picking = view.completion is not None and view.completion[0] == m and not view.is_over
    for row in range(3):
        bx0, by0, bx1, by1 = lay.row_box(m, row)
        if row == MOUNTAIN_ROW:
            counts = view.mountains[m]
            n = sum(counts.values())
            label = t(lang, "pic.m.mountain") + (
                t(lang, "pic.m.picking") if picking else f" · {_cards(n, lang=lang)}" if n else "")
            ink = style.TURN if picking else style.TEXT
            if picking:
                outline(im, (bx0 - 2, by0 - 2, bx1 + 2, by1 + 2), style.TURN, width=4)
        else:
            seat = lay.top if row == 0 else lay.bottom
            counts = view.fields[m][seat]
            label = t(lang, "pic.m.field", name=short_name(names, seat, SIZE_SMALL, True, 220))
            ink = style.MUTED
        put_text(im, (bx0 + 8, by0 + 4), label, SIZE_SMALL, ink, bold=True,
                 max_width=bx1 - bx0 - 16)
        if sum(counts.values()):
            _tiles(im, counts, bx0 + 6, by0 + ROW_LABEL_H + 2)
        else:
            put_text(im, (bx0 + 10, (by0 + ROW_LABEL_H + by1) // 2), t(lang, "pic.empty"),
                     SIZE_SMALL,
                     style.FAINT, anchor="lm")


def score_parts(sv: SeatView, lang: str = DEFAULT) -> tuple[str, str]:
    """The running score and why it is a floor: exact when the whole cup is known, else
    "≥ 12" and " (+2 hidden)", the cup cards not counted yet (the cup line says the same)."""
    if not sv.cup_unknown:
        return str(sv.score), ""
    return f"≥ {sv.score}", tn(lang, "pic.m.more_hidden", sv.cup_unknown)


def score_text(sv: SeatView, lang: str = DEFAULT) -> str:
    return "".join(score_parts(sv, lang))


def _seat(im: Image.Image, lay: Layout, view: MandalaView, names: Sequence[str],
          sv: SeatView, me: int | None, lang: str) -> None:
    box = lay.seat_box(sv.seat)
    x0, y0 = box[0] + 14, box[1]
    you = t(lang, "pic.you_tag") if sv.seat == me else ""
    turn = not view.is_over and view.to_move == sv.seat
    word = t(lang, "pic.badge.picking" if view.phase == "pick" else "pic.badge.to_move")
    # the name and its badge end before the river's label: a badge shortens the name
    room = (name_width(lang) - text_width(you, SIZE_NAME, True)
            - (badge_width(word) + 12 if turn else 0))
    name = short_name(names, sv.seat, SIZE_NAME, True, room) + you
    end = put_text(im, (x0, y0 + 22), name, SIZE_NAME, style.TEXT, bold=True, anchor="lm")
    if turn:
        outline(im, box, style.TURN, width=4)
        badge(im, end + 12, y0 + 22, word)
    cy = y0 + 62  # hand and score
    paste(im, card_back(18, 26), x0, cy - 13)
    x = put_text(im, (x0 + 26, cy), t(lang, "pic.hand"), SIZE_BODY, style.MUTED, anchor="lm")
    x = put_text(im, (x, cy), str(sv.hand_size), SIZE_BODY, style.TEXT, bold=True, anchor="lm")
    if not view.is_over:  # at the end the heading gives the counted scores
        x = put_text(im, (x + 22, cy), t(lang, "pic.score"), SIZE_BODY, style.MUTED, anchor="lm")
        value, why = score_parts(sv, lang)
        x = put_text(im, (x, cy), value, SIZE_BODY, style.TEXT, bold=True, anchor="lm")
        if why:
            put_text(im, (x, cy), why, SIZE_BODY, style.MUTED, anchor="lm",
                     max_width=RIVER_X - 14 - x)
    cy = y0 + CUP_Y  # the cup, full width
    x = put_text(im, (x0, cy), t(lang, "pic.cup"), SIZE_BODY, style.MUTED, anchor="lm")
    x = put_text(im, (x, cy), str(sv.cup_size), SIZE_BODY, style.TEXT, bold=True,
                 anchor="lm") + 20
    x = chips(im, sv.cup_known, x, cy)
    if sv.cup_unknown:
        paste(im, card_back(CHIP - 6, CHIP + 2, "?"), x, cy - CHIP // 2 - 1)
        put_text(im, (x + CHIP, cy), tn(lang, "pic.hidden", sv.cup_unknown), SIZE_BODY,
                 style.MUTED,
                 anchor="lm")
    for i in range(6):
        color = sv.river[i] if i < len(sv.river) else None
        paste(im, river_slot(color, SLOT_W, SLOT_H), RIVER_X + i * SLOT_STEP, y0 + RIVER_Y)


def _footer(im: Image.Image, lay: Layout, view: MandalaView, lang: str) -> Box:
    """Deck and discard pile; returns the box of the discard pile."""
    cy = lay.footer_y + FOOTER_H // 2
    x = LEFT + 4 + text_width(t(lang, "pic.deck"), SIZE_BODY, True) + 10
    paste(im, card_back(26, 36), x, cy - 18)
    x = put_text(im, (x + 34, cy), str(view.deck_size), SIZE_BODY, style.TEXT, bold=True,
                 anchor="lm")
    dx = x + 24  # room for a longer word ("Απόρριψη") before six colour chips
    x = put_text(im, (dx, cy), t(lang, "pic.discard"), SIZE_BODY, style.MUTED, bold=True,
                 anchor="lm")
    total = sum(view.discard.values())
    x = put_text(im, (x, cy), str(total), SIZE_BODY, style.TEXT, bold=True, anchor="lm")
    x = chips(im, view.discard, x + 16, cy) if total else x + 12
    return (dx - 10, cy - 22, max(x + 34, RIGHT), cy + 22)  # to the edge: room for numbers


def _caption(im: Image.Image, lay: Layout, move: LastMove | None, fresh: bool,
             lang: str) -> None:
    draw_caption(im, lay.caption_y, move.text if move else None, lang, fresh)


def _box(lay: Layout, target: Target, discard: Box) -> Box:
    """The part of the board a move touched."""
    kind, args = target[0], target[1:]
    if kind == "mountain":
        box = lay.row_box(args[0], MOUNTAIN_ROW)
    elif kind == "field":
        box = lay.row_box(args[0], lay.field_row(args[1]))
    elif kind == "fields":
        box = lay.mandala_box(args[0])
    elif kind == "river":
        box = lay.river_box(args[0])
    else:
        box = discard
    return box


def draw_board(view: MandalaView, names: Sequence[str], lay: Layout, lines: Sequence[Line], *,
               last_seat: int | None, title: str, me: int | None = None,
               earlier: Sequence[tuple[int, Action]] = (), lang: str = DEFAULT) -> Image.Image:
    """The whole picture but the panel's hand: heading, last move, seats, mandalas, piles.
    `earlier`: the (seat, action) of the moves before the last one that the reader has not
    seen yet, oldest first; marked and numbered with it."""
    im = background(lay, lang).copy()
    draw_heading(im, titled(lines, title))
    def words(n: Sequence[str]) -> str | None:
        said = last_move(view, n, last_seat, lang)
        return said.text if said else None

    short = caption_names(names, words, SIZE_BODY, caption_room(lang))
    move = last_move(view, short, last_seat, lang)
    _caption(im, lay, move, view.turn == 0, lang)
    for sv in view.seats:
        _seat(im, lay, view, names, sv, me, lang)
    for m in (0, 1):
        _mandala(im, lay, view, names, m, lang)
    discard = _footer(im, lay, view, lang)
    if move:
        targets = [*(target_of(a, s) for s, a in earlier), move.target]
        mark_moves(im, [_box(lay, t, discard) if t else None for t in targets])
    return im
