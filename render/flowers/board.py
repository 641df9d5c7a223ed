"""The board both Flowers pictures share: three mandalas, the players, the piles and the key.

Whatever the view knows is drawn: the owner's panel shows the colours of their own face-down
cards; the public table shows every face-down pile as a card back with a count, never a colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from engine.api import Action
from engine.flowers.scoring import flower_points, flower_sum
from engine.flowers.view import FlowersView, SeatView
from engine.flowers.vocab import COLORS, TIMES3, Tile
from i18n import DEFAULT, t
from render import style
from render.draw import (
    Box,
    Legend,
    badge,
    badge_width,
    card_back,
    chip,
    chips,
    color_key,
    legend,
    legend_lines,
    outline,
    panel,
    paste,
    put_text,
    text_width,
    tile,
)
from render.flowers.layout import (
    CLAIM_LINE,
    CLAIM_Y,
    DOWN_H,
    FOOTER_H,
    HALF_H,
    HALF_W,
    KEY_H,
    KEY_LINES,
    MANDALA_W,
    ROW_H,
    SEAT_LINES,
    WIDTH,
    Layout,
)
from render.heading import LEFT, RIGHT
from render.marks import mark_moves
from render.names import short_name, without_note
from render.style import CHIP, SIZE_BODY, SIZE_NAME, SIZE_SMALL

TILE_GAP = (MANDALA_W - 2 * HALF_W) // 3


# the multiplier as the picture prints it: the sign of "×2" on a card, never a Latin "x"
TIMES3_SHOWN = "×3"


def flowers_label(t: Tile) -> str:
    """What a tile shows: "2✿" for two flowers, "×3" for the multiplier."""
    return TIMES3_SHOWN if t.flowers == TIMES3 else f"{t.flowers}✿"


def _value(t: Tile) -> str:
    return TIMES3_SHOWN if t.flowers == TIMES3 else str(t.flowers)


# ---- the static layer --------------------------------------------------------------------------


@lru_cache(maxsize=64)
def background(lay: Layout, lang: str = DEFAULT) -> Image.Image:
    """Everything that does not depend on the view: panels, titles, labels, the key."""
    im = Image.new("RGB", (WIDTH, lay.height), style.BACKGROUND)
    for m in range(3):
        x0, y0, x1, _ = box = lay.mandala_box(m)
        panel(im, box, style.PANEL, style.PANEL_EDGE)
        put_text(im, (x0 + 10, y0 + 6), t(lang, "pic.mandala", m=m + 1), SIZE_BODY, style.TEXT,
                 bold=True)
        for i, label in enumerate(("pic.f.dark", "pic.f.light")):  # a tile's width
            cx = x0 + TILE_GAP + i * (HALF_W + TILE_GAP) + HALF_W // 2
            put_text(im, (cx, y0 + lay.tiles_y - 3), t(lang, label), SIZE_SMALL, style.MUTED,
                     bold=True, anchor="mb")
    for seat in lay.order:
        x0, y0, _, _ = lay.seat_box(seat)
        panel(im, lay.seat_box(seat), style.PANEL, style.PANEL_EDGE)
        for label, cy in (("pic.f.flowers_row", SEAT_LINES[2]), ("pic.f.halves", SEAT_LINES[3])):
            put_text(im, (x0 + 14, y0 + cy), t(lang, label), SIZE_BODY, style.MUTED, anchor="lm")
    if lay.hand_h:
        panel(im, (LEFT, lay.hand_y, RIGHT, lay.hand_y + lay.hand_h), style.PANEL,
              style.PANEL_EDGE)
    legend(im, _key(lang), lay.key_y, KEY_H, lang=lang)
    return im


def _key(lang: str) -> list[Legend]:
    return [*color_key(COLORS, lang), (card_back(22, 30), t(lang, "pic.f.key.down")),
            (None, t(lang, "pic.f.key.flowers")), (None, t(lang, "pic.f.key.times3"))]


@lru_cache(maxsize=8)
def key_lines(lang: str = DEFAULT) -> int:
    """The key's lines in `lang` (two in English)."""
    return max(KEY_LINES, legend_lines(_key(lang), lang=lang))


# ---- mandalas ----------------------------------------------------------------------------------


def _tiles(im: Image.Image, lay: Layout, view: FlowersView, m: int, lang: str) -> None:
    x0, y0, x1, _ = lay.mandala_box(m)
    mv = view.mandalas[m]
    ty = y0 + lay.tiles_y
    if mv.closed:
        panel(im, (x0 + TILE_GAP, ty, x1 - TILE_GAP, ty + HALF_H), style.SLOT, style.SLOT_EDGE,
              radius=10)
        said, room = t(lang, "pic.f.closed"), x1 - x0 - 2 * TILE_GAP - 12
        head, sep, tail = said.partition(": ")
        # "closed:" over its reason when the line is wider than the empty slot
        lines = [head + sep.strip(), tail] if sep and text_width(said, SIZE_SMALL,
                                                                 True) > room else [said]
        for i, line in enumerate(lines):
            put_text(im, ((x0 + x1) // 2, ty + HALF_H // 2 + (i * 2 + 1 - len(lines)) * 14),
                     line, SIZE_SMALL, style.MUTED, bold=True, anchor="mm", max_width=room)
        return
    choosing = view.choice is not None and view.choice.mandala == m and not view.is_over
    for i, half in enumerate(mv.tiles):
        x = x0 + TILE_GAP + i * (HALF_W + TILE_GAP)
        paste(im, tile(half.color, 0, HALF_W, HALF_H, flowers_label(half)), x, ty)
        if choosing:
            outline(im, (x - 4, ty - 4, x + HALF_W + 4, ty + HALF_H + 4), style.TURN, width=3)


def _claim(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str], m: int,
           lang: str) -> None:
    x0, y0, _, _ = lay.mandala_box(m)
    holder = view.mandalas[m].claim
    cy = y0 + CLAIM_Y
    x = put_text(im, (x0 + 10, cy), t(lang, "pic.f.claim"), SIZE_SMALL, style.MUTED,
                 anchor="lm") + 8
    if holder is None:
        put_text(im, (x, cy), t(lang, "pic.f.nobody"), SIZE_SMALL, style.FAINT, anchor="lm")
    elif lay.claim_h:  # the holder on a line of their own, the mandala's whole width
        badge(im, x0 + 10, cy + lay.claim_h, claim_label(names, holder, lay.owner, lang),
              fill=style.TEXT)
    else:
        badge(im, x, cy, claim_label(names, holder, lay.owner, lang), fill=style.TEXT)


CLAIM_NAME_W = 120  # the least a holder's name gets beside the label ("Bot 2" with room)


def _beside_room(lang: str) -> int:
    """What the claim's label leaves for its holder's pill on the same line."""
    return MANDALA_W - 28 - (10 + text_width(t(lang, "pic.f.claim"), SIZE_SMALL) + 8)


@lru_cache(maxsize=8)
def claim_h(lang: str = DEFAULT) -> int:
    """0, or the holder's own line when the label ("Διεκδίκηση") leaves a name too little room
    (initials "Μ2" where "Μποτ 2" fits the line below)."""
    return CLAIM_LINE if _beside_room(lang) < CLAIM_NAME_W else 0


def _claim_room(lang: str) -> int:
    if claim_h(lang):
        return MANDALA_W - 20 - badge_width("")
    return _beside_room(lang)


def claim_label(names: Sequence[str], seat: int, owner: int | None, lang: str) -> str:
    """How a claim names its holder: the names rule in the claim's room, or "You"."""
    room = _claim_room(lang)
    if seat == owner and text_width(names[seat], SIZE_SMALL, True) > room:
        return t(lang, "pic.you_row")  # the viewer's own claim: "You" rather than "Γιώ…"
    return short_name(names, seat, SIZE_SMALL, True, room)


def initials_tag(names: Sequence[str], seat: int, owner: int | None, lang: str) -> str:
    """The claim's initials ("AK·1", "M2") where a claim shows them, else "": the seat box
    shows them beside the name, as the key that says whose they are."""
    label = claim_label(names, seat, owner, lang)
    shown = (names[seat], without_note(names[seat]), t(lang, "pic.you_row"))
    return "" if "…" in label or label in shown else label


def _row(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str], m: int,
         seat: int, lang: str) -> None:
    """One player's cards in one mandala: name and face-down count, then the face-up cards."""
    x0, y0, x1, _ = lay.row_box(m, seat)
    mv = view.mandalas[m]
    left = view.seats[seat].resigned
    down = mv.down_count[seat]
    right = x1 - 6
    if down:  # a card back and the count, as the deck: never a colour on the table
        x = right - text_width(str(down), SIZE_SMALL, True)
        put_text(im, (x, y0 + 17), str(down), SIZE_SMALL, style.TEXT, bold=True, anchor="lm")
        paste(im, card_back(20, 28), x - 25, y0 + 3)
        right = x - 33
    # a player who left has no cards here (F-I rules discard them): the row's card line says
    # "left the game" and the name keeps the whole first line, never "B… · left"
    below = left and not sum(mv.up[seat].values()) and not down
    you = (t(lang, "pic.you_tag") if seat == lay.owner else
           t(lang, "pic.f.left") if left and not below else "")
    room = right - x0 - 10 - text_width(you, SIZE_SMALL, True)  # "(you)" stays whole
    if seat == lay.owner and text_width(names[seat], SIZE_SMALL, True) > room:
        label = t(lang, "pic.you_row")  # a cut name beside "(you)" says less than "You" alone
    else:
        label = short_name(names, seat, SIZE_SMALL, True, room) + you
    put_text(im, (x0 + 6, y0 + 17), label, SIZE_SMALL,
             style.FAINT if left else style.MUTED, bold=True, anchor="lm")
    if below:
        put_text(im, (x0 + 6, y0 + 45), t(lang, "pic.badge.left"), SIZE_SMALL, style.FAINT,
                 anchor="lm", max_width=x1 - x0 - 12)
    if sum(mv.up[seat].values()):
        chips(im, mv.up[seat], x0 + 6, y0 + 45, gap=10)
    colors = mv.down[seat]
    if colors is not None and seat == lay.owner:
        cy = y0 + ROW_H + DOWN_H // 2 - 4
        paste(im, card_back(22, 30), x0 + 6, cy - 15)
        if down:
            chips(im, colors, x0 + 36, cy, gap=10)
        else:
            put_text(im, (x0 + 36, cy), t(lang, "pic.f.none_down"), SIZE_SMALL, style.FAINT,
                     anchor="lm")


def _mandala(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str], m: int,
             lang: str) -> None:
    _claim(im, lay, view, names, m, lang)
    _tiles(im, lay, view, m, lang)
    for seat in lay.order:
        _row(im, lay, view, names, m, seat, lang)
    if view.choice is not None and view.choice.mandala == m and not view.is_over:
        outline(im, lay.mandala_box(m), style.TURN, width=4)


# ---- players -----------------------------------------------------------------------------------


ITEMS_X = 108  # after the "Flowers" and "Halves" labels (in English)


@lru_cache(maxsize=8)
def items_x(lang: str = DEFAULT) -> int:
    """Where the chips start: after the longer of the two labels in `lang`."""
    widest = max(text_width(t(lang, k), SIZE_BODY) for k in ("pic.f.flowers_row", "pic.f.halves"))
    return max(ITEMS_X, widest + 12)
ITEM_GAP = 12
Item = tuple[Tile, str, str]  # a chip's tile, its text ("3 + 2×1 = 5") and a short one ("5")


def _items_width(texts: Sequence[str]) -> int:
    return sum(CHIP + 5 + text_width(t, SIZE_BODY, True) + ITEM_GAP for t in texts) - ITEM_GAP


def _items(im: Image.Image, x: int, x1: int, cy: int, items: Sequence[Item],
           lang: str = DEFAULT) -> None:
    """Chips with a text each, between x and x1: the long texts when they all fit, else the
    short ones, then as many as fit and "+N" for the rest; "none" when there are none."""
    if not items:
        put_text(im, (x, cy), t(lang, "pic.f.none"), SIZE_BODY, style.FAINT, anchor="lm")
        return
    long = _items_width([text for _, text, _ in items]) <= x1 - x
    for i, (tl, text, short) in enumerate(items):
        text = text if long else short
        more = f"+{len(items) - i}"
        rest = text_width(more, SIZE_BODY, True) if i < len(items) - 1 else 0
        if x + _items_width([text]) + (ITEM_GAP + rest if rest else 0) > x1:
            put_text(im, (x, cy), more, SIZE_BODY, style.MUTED, bold=True, anchor="lm")
            return
        paste(im, chip(tl.color, CHIP), x, cy - CHIP // 2)
        x = put_text(im, (x + CHIP + 5, cy), text, SIZE_BODY, style.TEXT, bold=True,
                     anchor="lm") + ITEM_GAP


def _seat(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str],
          sv: SeatView, lang: str) -> None:
    box = lay.seat_box(sv.seat)
    x0, y0, x1 = box[0] + 14, box[1], box[2] - 12
    you = t(lang, "pic.you_tag") if sv.seat == lay.owner else ""
    ink = style.FAINT if sv.resigned else style.TEXT
    turn = not sv.resigned and not view.is_over and view.to_move == sv.seat
    word = t(lang, "pic.badge.left" if sv.resigned else "pic.badge.choosing" if view.choice
             else "pic.badge.to_move")
    tag = initials_tag(names, sv.seat, lay.owner, lang)
    room = x1 - x0 - text_width(you, SIZE_NAME, True)
    room -= badge_width(word) + 12 if sv.resigned or turn else 0  # a badge shortens the name
    room -= badge_width(tag) + 8 if tag else 0
    name = short_name(names, sv.seat, SIZE_NAME, True, room) + you
    cy = y0 + SEAT_LINES[0]
    nx = badge(im, x0, cy, tag, fill=style.TEXT) + 8 if tag else x0  # the key to the claims'
    end = put_text(im, (nx, cy), name, SIZE_NAME, ink, bold=True, anchor="lm")  # initials
    if sv.resigned:
        badge(im, end + 12, cy, word, fill=style.FAINT)
    elif turn:
        outline(im, box, style.TURN, width=4)
        badge(im, end + 12, cy, word)
    cy = y0 + SEAT_LINES[1]
    x = x0
    for label, value in (("pic.hand", sv.hand_size), ("pic.f.points_label", sv.points)):
        x = put_text(im, (x, cy), t(lang, label), SIZE_BODY, style.MUTED, anchor="lm")
        x = put_text(im, (x, cy), str(value), SIZE_BODY, ink, bold=True, anchor="lm") + 24
    flowers = [(a, flower_sum(a, b).replace(TIMES3, TIMES3_SHOWN), str(flower_points(a, b)))
               for a, b in sv.flowers]
    halves = [(h, _value(h), _value(h)) for h in sv.halves]
    _items(im, x0 + items_x(lang), x1, y0 + SEAT_LINES[2], flowers, lang)
    _items(im, x0 + items_x(lang), x1, y0 + SEAT_LINES[3], halves, lang)


# ---- piles and highlights ----------------------------------------------------------------------


def _footer(im: Image.Image, lay: Layout, view: FlowersView, lang: str) -> None:
    """Deck, discard pile and the tiles left (and set aside): one line, 800 px at the most."""
    cy = lay.footer_y + FOOTER_H // 2
    x = put_text(im, (LEFT + 4, cy), t(lang, "pic.deck"), SIZE_BODY, style.MUTED, bold=True,
                 anchor="lm")
    paste(im, card_back(26, 36), x + 8, cy - 18)
    x = put_text(im, (x + 40, cy), str(view.deck_size), SIZE_BODY, style.TEXT, bold=True,
                 anchor="lm")
    parts = [("pic.f.footer.discard", view.discard_size),
             ("pic.f.footer.dark", view.tiles_left[0]), ("pic.f.footer.light", view.tiles_left[1])]
    if view.tile_discard:
        parts.append(("pic.f.footer.out", len(view.tile_discard)))
    for label, value in parts:
        x = put_text(im, (x, cy), t(lang, label), SIZE_BODY, style.MUTED, bold=True, anchor="lm")
        x = put_text(im, (x, cy), str(value), SIZE_BODY, style.TEXT, bold=True, anchor="lm")


def _box(lay: Layout, action: object, seat: int | None) -> Box | None:
    """What a move touched: the player's row in the mandala played to (the whole mandala when
    the player is unknown), or the player who took a tile. Only the place is read, never a
    face-down colour."""
    m = getattr(action, "mandala", None)
    if m is not None:
        return lay.row_box(m, seat) if seat is not None else lay.mandala_box(m)
    return lay.seat_box(seat) if seat is not None else None


def draw_board(view: FlowersView, names: Sequence[str], lay: Layout, *,
               last_seat: int | None, earlier: Sequence[tuple[int, Action]] = (),
               lang: str = DEFAULT) -> Image.Image:
    """Everything but the heading, the caption and the panel's hand. `earlier`: the (seat,
    action) of the moves before the last one that the reader has not seen yet, oldest first;
    marked and numbered with it."""
    im = background(lay, lang).copy()
    for m in range(3):
        _mandala(im, lay, view, names, m, lang)
    for seat in lay.order:
        _seat(im, lay, view, names, view.seats[seat], lang)
    _footer(im, lay, view, lang)
    if view.last_action is not None:
        mark_moves(im, [*(_box(lay, a, s) for s, a in earlier),
                        _box(lay, view.last_action, last_seat)])
    return im
