"""The board every Mandala picture shares: heading, last move, two seats, two mandalas, deck,
discard pile (and the guide's key); the panel's hand band is drawn here too.

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
    hand_band,
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
from render.heading import CAPTION_H, Line, caption_room
from render.mandala.heading import draw_lines, heading
from render.mandala.lastmove import LastMove, Target, last_move, target_of
from render.mandala.layout import (
    CARD_H,
    CARD_W,
    FOOTER_LINE,
    KEY_H,
    LEFT,
    MOUNTAIN_ROW,
    NAME_H,
    RIGHT,
    RIVER_X,
    ROW_LABEL_H,
    SCORE_X,
    SLOT_H,
    SLOT_STEP,
    SLOT_W,
    TILE_H,
    TILE_STEP,
    TILE_W,
    WIDTH,
    Layout,
)
from render.marks import mark_moves
from render.names import caption_names, short_name
from render.style import CHIP, MIN_TEXT, SIZE_BODY, SIZE_NAME, SIZE_SMALL

# ---- the static layer --------------------------------------------------------------------------


@lru_cache(maxsize=32)
def background(lay: Layout, lang: str = DEFAULT) -> Image.Image:
    """Everything that does not depend on the view: panels, the river's numbered spaces,
    fixed labels, the key (the guide's only)."""
    im = Image.new("RGB", (WIDTH, lay.height), style.BACKGROUND)
    for seat in (0, 1):
        panel(im, lay.seat_box(seat), style.PANEL, style.PANEL_EDGE)
        cy = lay.numbers_y(seat) + (lay.cap + 12) // 2
        for i in range(6):  # the spaces' worth: an essential, drawn big
            put_text(im, (RIVER_X + i * SLOT_STEP + SLOT_W // 2, cy), str(i + 1), lay.big,
                     style.MUTED, bold=True, anchor="mm", essential=True)
    for m in (0, 1):
        x0, y0, _, _ = lay.mandala_box(m)
        panel(im, lay.mandala_box(m), style.PANEL, style.PANEL_EDGE)
        put_text(im, (x0 + 10, y0 + 5), t(lang, "pic.mandala", m=m + 1), SIZE_BODY, style.TEXT,
                 bold=True)
        panel(im, lay.row_box(m, MOUNTAIN_ROW), style.MOUNTAIN_BAND, radius=10)
    if lay.hand_h:
        panel(im, (LEFT, lay.hand_y, RIGHT, lay.hand_y + lay.hand_h), style.PANEL,
              style.PANEL_EDGE)
    put_text(im, (LEFT + 4, lay.footer_y + FOOTER_LINE // 2), t(lang, "pic.deck"), SIZE_BODY,
             style.MUTED, bold=True, anchor="lm")
    if lay.key_lines:
        legend(im, color_key(COLORS, lang), lay.key_y, KEY_H, x1=RIGHT - 4, lang=lang)
    return im


@lru_cache(maxsize=8)
def key_lines(lang: str = DEFAULT) -> int:
    """The colour key's lines in `lang` on the narrow picture (the guide's key)."""
    return legend_lines(color_key(COLORS, lang), x1=RIGHT - 4, lang=lang)


# ---- dynamic parts -----------------------------------------------------------------------------


def _tiles(im: Image.Image, counts: Mapping[Color, int], x: int, y: int) -> None:
    for c in COLORS:
        if counts[c]:
            paste(im, tile(c, counts[c], TILE_W, TILE_H, size=MIN_TEXT), x, y)
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
            if text_width(label, SIZE_SMALL, True) > bx1 - bx0 - 10:
                label = t(lang, "pic.m.mountain")  # its cards' counts are on them
            ink = style.TURN if picking else style.TEXT
            if picking:
                outline(im, (bx0 - 2, by0 - 2, bx1 + 2, by1 + 2), style.TURN, width=4)
        else:
            seat = lay.top if row == 0 else lay.bottom
            counts = view.fields[m][seat]
            bare = t(lang, "pic.m.field", name="")  # regular: a name keeps more of the row
            room = bx1 - bx0 - 12 - text_width(bare, SIZE_SMALL)
            label = t(lang, "pic.m.field", name=short_name(names, seat, SIZE_SMALL, False, room))
            ink = style.MUTED
        put_text(im, (bx0 + 6, by0 + 3), label, SIZE_SMALL, ink, bold=row == MOUNTAIN_ROW,
                 max_width=bx1 - bx0 - 10)
        if sum(counts.values()):
            _tiles(im, counts, bx0 + 4, by0 + ROW_LABEL_H + 2)
        else:
            put_text(im, (bx0 + 8, (by0 + ROW_LABEL_H + by1) // 2), t(lang, "pic.empty"),
                     SIZE_SMALL, style.FAINT, anchor="lm")


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
    """Name (and whose turn) and the hand's size; the river's spaces with the score beside
    them, an essential drawn big ("≥ 12": the cup's hidden cards not counted, the cup line
    says how many); the cup."""
    box = lay.seat_box(sv.seat)
    x0, y0 = box[0] + 14, box[1]
    cy = y0 + NAME_H // 2 + 2
    you = t(lang, "pic.you_tag") if sv.seat == me else ""
    turn = not view.is_over and view.to_move == sv.seat
    word = t(lang, "pic.badge.picking" if view.phase == "pick" else "pic.badge.to_move")
    hand = t(lang, "pic.hand")
    hand_w = 26 + text_width(hand, SIZE_BODY) + text_width(str(sv.hand_size), SIZE_BODY, True)
    hand_x = RIGHT - 14 - hand_w
    # the name and its badge end before the hand's size: a badge shortens the name
    room = (hand_x - 16 - x0 - text_width(you, SIZE_NAME, True)
            - (badge_width(word) + 12 if turn else 0))
    name = short_name(names, sv.seat, SIZE_NAME, True, room) + you
    end = put_text(im, (x0, cy), name, SIZE_NAME, style.TEXT, bold=True, anchor="lm")
    if turn:
        outline(im, box, style.TURN, width=4)
        badge(im, end + 12, cy, word)
    paste(im, card_back(18, 26), hand_x, cy - 13)
    x = put_text(im, (hand_x + 26, cy), hand, SIZE_BODY, style.MUTED, anchor="lm")
    put_text(im, (x, cy), str(sv.hand_size), SIZE_BODY, style.TEXT, bold=True, anchor="lm")
    sy = lay.slots_y(sv.seat)
    for i in range(6):
        color = sv.river[i] if i < len(sv.river) else None
        paste(im, river_slot(color, SLOT_W, SLOT_H), RIVER_X + i * SLOT_STEP, sy)
    if view.final_scores is None:  # at the end the heading gives the counted scores
        put_text(im, (SCORE_X, lay.numbers_y(sv.seat) + (lay.cap + 12) // 2),
                 t(lang, "pic.score"), SIZE_BODY, style.MUTED, anchor="lm")
        value, _ = score_parts(sv, lang)
        put_text(im, (SCORE_X, sy + SLOT_H // 2), value, lay.big, style.TEXT, bold=True,
                 anchor="lm", max_width=RIGHT - 8 - SCORE_X, role="score", essential=True)
    cy = lay.cup_cy(sv.seat)  # the cup, full width
    x = put_text(im, (x0, cy), t(lang, "pic.cup"), SIZE_BODY, style.MUTED, anchor="lm")
    x = put_text(im, (x, cy), str(sv.cup_size), SIZE_BODY, style.TEXT, bold=True,
                 anchor="lm") + 16
    x = chips(im, sv.cup_known, x, cy, gap=8)
    if sv.cup_unknown:
        paste(im, card_back(CHIP - 6, CHIP + 2, "?"), x, cy - CHIP // 2 - 1)
        put_text(im, (x + CHIP, cy), tn(lang, "pic.hidden", sv.cup_unknown), SIZE_BODY,
                 style.MUTED, anchor="lm", max_width=RIGHT - 8 - x - CHIP)


def _footer(im: Image.Image, lay: Layout, view: MandalaView, lang: str) -> Box:
    """Deck, then the discard pile under it; returns the box of the discard pile."""
    cy = lay.footer_y + FOOTER_LINE // 2
    x = LEFT + 4 + text_width(t(lang, "pic.deck"), SIZE_BODY, True) + 10
    paste(im, card_back(26, 36), x, cy - 18)
    put_text(im, (x + 34, cy), str(view.deck_size), SIZE_BODY, style.TEXT, bold=True,
             anchor="lm")
    cy += FOOTER_LINE
    x = put_text(im, (LEFT + 4, cy), t(lang, "pic.discard"), SIZE_BODY, style.MUTED, bold=True,
                 anchor="lm")
    total = sum(view.discard.values())
    x = put_text(im, (x, cy), str(total), SIZE_BODY, style.TEXT, bold=True, anchor="lm")
    if total:
        chips(im, view.discard, x + 14, cy, gap=8)
    return (LEFT, cy - 20, RIGHT, cy + 20)  # to the edge: room for the order numbers


def caption_lines(words: str | None, lang: str = DEFAULT) -> list[str]:
    """The last move's words in lines, broken between words: the first after "Last move:",
    the next ones under it (as wide as the band leaves after the mark)."""
    if words is None:
        return []
    rows, room = [""], caption_room(lang, RIGHT)
    for word in words.split(" "):
        joined = f"{rows[-1]} {word}" if rows[-1] else word
        if rows[-1] and text_width(joined, SIZE_BODY) > room:
            rows.append(word)
            room = RIGHT - 4 - (LEFT + 28)
        else:
            rows[-1] = joined
    return rows


def _captioned(view: MandalaView, names: Sequence[str], last_seat: int | None,
               lang: str) -> tuple[LastMove | None, list[str]]:
    """The last move said with names short enough for two caption lines, and its lines."""
    def words(n: Sequence[str]) -> str | None:
        said = last_move(view, n, last_seat, lang)
        return said.text if said else None

    first = caption_room(lang, RIGHT)  # one line when the names, shortened, leave room
    move = last_move(view, caption_names(names, words, SIZE_BODY, first), last_seat, lang)
    if move is None or text_width(move.text, SIZE_BODY) <= first:
        return move, caption_lines(move.text if move else None, lang)
    room = first + RIGHT - LEFT - 80  # two lines, less what breaking between words loses
    move = last_move(view, caption_names(names, words, SIZE_BODY, room), last_seat, lang)
    return move, caption_lines(move.text if move else None, lang)


def _caption(im: Image.Image, lay: Layout, rows: Sequence[str], fresh: bool,
             lang: str) -> None:
    y = lay.caption_y
    if not rows:
        if fresh:
            put_text(im, (LEFT + 4, y + CAPTION_H // 2), t(lang, "pic.no_move_yet"), SIZE_BODY,
                     style.MUTED, anchor="lm")
        return
    cy = y + CAPTION_H // 2
    panel(im, (LEFT + 4, cy - 8, LEFT + 20, cy + 8), style.LAST_MOVE, radius=4, width=0)
    x = put_text(im, (LEFT + 28, cy), t(lang, "pic.last_move"), SIZE_BODY, style.LAST_MOVE,
                 bold=True, anchor="lm")
    for row in rows:
        put_text(im, (x, cy), row, SIZE_BODY, style.TEXT, anchor="lm", max_width=RIGHT - x - 4)
        x, cy = LEFT + 28, cy + CAPTION_H


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


def plan(view: MandalaView, names: Sequence[str], bottom: int, me: int | None,
         note: str | None, last_seat: int | None, lang: str, *, hand_h: int = 0,
         key: bool = False, replay: bool = False, extra: Sequence[Line] = ()
         ) -> tuple[Layout, list[Line]]:
    """The layout of a picture of `view` and its heading's lines (whose names fit the big
    size the layout picks); `extra`: lines after the heading's own (the clocks)."""
    _, rows = _captioned(view, names, last_seat, lang)
    lines = [*heading(view, names, me, note, lang, replay=replay), *extra]
    for _ in range(4):  # whose turn may take two lines at the big size, which grows with them
        lay = Layout(bottom, tuple(line.big for line in lines), hand_h,
                     key_lines(lang) if key else 0, max(1, len(rows)))
        lines = [*heading(view, names, me, note, lang, replay=replay, size=lay.big), *extra]
        if tuple(line.big for line in lines) == lay.lines:
            return lay, lines
    raise AssertionError("the heading's lines do not settle")  # each pass only grows them


def draw_board(view: MandalaView, names: Sequence[str], lay: Layout, lines: Sequence[Line], *,
               last_seat: int | None, title: str, me: int | None = None,
               earlier: Sequence[tuple[int, Action]] = (), lang: str = DEFAULT) -> Image.Image:
    """The whole picture but the panel's hand: heading, last move, seats, mandalas, piles.
    `earlier`: the (seat, action) of the moves before the last one that the reader has not
    seen yet, oldest first; marked and numbered with it."""
    im = background(lay, lang).copy()
    draw_lines(im, lines, lay, title)
    move, rows = _captioned(view, names, last_seat, lang)
    _caption(im, lay, rows, view.turn == 0, lang)
    for sv in view.seats:
        _seat(im, lay, view, names, sv, me, lang)
    for m in (0, 1):
        _mandala(im, lay, view, names, m, lang)
    discard = _footer(im, lay, view, lang)
    if move:
        targets = [*(target_of(a, s) for s, a in earlier), move.target]
        mark_moves(im, [_box(lay, t, discard) if t else None for t in targets])
    return im


def draw_hand(im: Image.Image, lay: Layout, hand: Mapping[Color, int], n: int,
              lang: str = DEFAULT) -> None:
    """The panel's hand band: a card a colour held, its count big (an essential); the cards
    as wide as the band leaves (six colours: CARD_W each)."""
    held = max(1, sum(1 for c in hand if hand[c]))
    w = max(CARD_W, min(104, (RIGHT - LEFT - 28 - (held - 1) * 8) // held))
    hand_band(im, LEFT, RIGHT, lay.hand_y, hand, n, lang, card=(w, CARD_H), size=lay.big)
