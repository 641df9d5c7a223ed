"""The board both Flowers pictures share: three mandalas, a band per player, the piles.

Whatever the view knows is drawn: the owner's panel shows the colours of their own face-down
cards; the public table shows every face-down pile as a card back with a count, never a colour.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from PIL import Image

from engine.api import Action
from engine.flowers.scoring import flower_points, flower_sum
from engine.flowers.view import FlowersView, SeatView
from engine.flowers.vocab import TIMES3, Color, Tile
from i18n import DEFAULT, t, tn
from render import style
from render.draw import (
    Box,
    badge,
    badge_width,
    card_back,
    chip,
    outline,
    panel,
    paste,
    put_text,
    text_width,
    tile,
    wrap,
)
from render.flowers.layout import (
    CELLS_H,
    CLAIM_Y,
    DOWN_H,
    FOOTER_H,
    HALF_H,
    HALF_W,
    LEFT,
    MANDALA_W,
    NAME_H,
    RIGHT,
    TILES_Y,
    TITLE_Y,
    WIDTH,
    Layout,
)
from render.marks import mark_moves
from render.names import short_name, without_note
from render.style import CHIP, SIZE_BODY, SIZE_NAME, SIZE_SMALL

TILE_GAP = (MANDALA_W - 2 * HALF_W) // 3
CLAIM_MARK = "⚑ "  # "nobody" holds the claim token (a holder is named in a white pill)
CLAIM_PAD = 6


# the multiplier as the picture prints it: the sign of "×2" on a card, never a Latin "x"
TIMES3_SHOWN = "×3"


def flowers_label(t: Tile) -> str:
    """What a tile shows: "2✿" for two flowers, "×3" for the multiplier."""
    return TIMES3_SHOWN if t.flowers == TIMES3 else f"{t.flowers}✿"


def tile_value(t: Tile) -> str:
    """A tile's worth in a line of text: "2" for two flowers, "×3" for the multiplier."""
    return TIMES3_SHOWN if t.flowers == TIMES3 else str(t.flowers)


# ---- the static layer --------------------------------------------------------------------------


@lru_cache(maxsize=64)
def background(lay: Layout, lang: str = DEFAULT) -> Image.Image:
    """Everything that does not depend on the view: panels, titles, the cells."""
    im = Image.new("RGB", (WIDTH, lay.height), style.BACKGROUND)
    for m in range(3):
        x0, y0, x1, _ = box = lay.mandala_box(m)
        panel(im, box, style.PANEL, style.PANEL_EDGE)
        put_text(im, ((x0 + x1) // 2, y0 + TITLE_Y), t(lang, "pic.mandala", m=m + 1), SIZE_BODY,
                 style.TEXT, bold=True, anchor="mm")
    for seat in lay.order:
        panel(im, lay.seat_box(seat), style.PANEL, style.PANEL_EDGE)
        if lay.cells(seat):
            for m in range(3):
                panel(im, lay.row_box(m, seat), style.SLOT, None, radius=8, width=0)
    if lay.hand_h:
        panel(im, (LEFT, lay.hand_y, RIGHT, lay.hand_y + lay.hand_h), style.PANEL,
              style.PANEL_EDGE)
    return im


# ---- mandalas ----------------------------------------------------------------------------------


def _tiles(im: Image.Image, lay: Layout, view: FlowersView, m: int, lang: str) -> None:
    x0, y0, x1, _ = lay.mandala_box(m)
    mv = view.mandalas[m]
    ty = y0 + TILES_Y
    if mv.closed:
        panel(im, (x0 + TILE_GAP, ty, x1 - TILE_GAP, ty + HALF_H), style.SLOT, style.SLOT_EDGE,
              radius=10)
        room = x1 - x0 - 2 * TILE_GAP - 8
        lines = wrap(t(lang, "pic.f.closed"), room, SIZE_SMALL)[:3]
        step = 22 if len(lines) > 2 else 28
        for i, line in enumerate(lines):
            put_text(im, ((x0 + x1) // 2, ty + HALF_H // 2 + int((i - (len(lines) - 1) / 2)
                                                                  * step)),
                     line, SIZE_SMALL, style.MUTED, anchor="mm", max_width=room)
        return
    choosing = view.choice is not None and view.choice.mandala == m and not view.is_over
    for i, half in enumerate(mv.tiles):
        x = x0 + TILE_GAP + i * (HALF_W + TILE_GAP)
        paste(im, tile(half.color, 0, HALF_W, HALF_H, flowers_label(half), SIZE_TILE,
                        essential=True), x, ty)
        if choosing:
            outline(im, (x - 4, ty - 4, x + HALF_W + 4, ty + HALF_H + 4), style.TURN, width=3)


SIZE_TILE = 30  # a mandala's tiles: essentials, readable in a desktop's box
SIZE_CLAIM = SIZE_NAME  # who holds a claim: an essential, readable in a desktop's box


def _claim_room() -> int:
    """What the claim's pill leaves its holder's name."""
    return MANDALA_W - 4 - 2 * CLAIM_PAD  # "Δάσκαλος" whole at 28 px


def _claim(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str], m: int,
           lang: str) -> None:
    x0, y0, x1, _ = lay.mandala_box(m)
    holder = view.mandalas[m].claim
    cy = y0 + CLAIM_Y
    if holder is None:
        put_text(im, ((x0 + x1) // 2, cy), CLAIM_MARK + t(lang, "pic.f.nobody"), SIZE_SMALL,
                 style.FAINT, anchor="mm", max_width=MANDALA_W - 12)
        return
    label = claim_label(names, holder, lay.owner, lang)
    w = text_width(label, SIZE_CLAIM, True) + 2 * CLAIM_PAD
    x = (x0 + x1) // 2 - w // 2
    panel(im, (x, cy - 16, x + w, cy + 16), style.TEXT, radius=16, width=0)
    put_text(im, (x + CLAIM_PAD, cy), label, SIZE_CLAIM, style.BANNER_BG, bold=True,
             anchor="lm", essential=True)


def claim_label(names: Sequence[str], seat: int, owner: int | None, lang: str) -> str:
    """How a claim names its holder: the names rule in the claim's room, or "You"."""
    room = _claim_room()
    if seat == owner and text_width(names[seat], SIZE_CLAIM, True) > room:
        return t(lang, "pic.you_row")  # the viewer's own claim: "You" rather than "Γιώ…"
    return short_name(names, seat, SIZE_CLAIM, True, room)


def initials_tag(names: Sequence[str], seat: int, owner: int | None, lang: str) -> str:
    """The claim's initials ("AK·1", "M2") where a claim shows them, else "": the band shows
    them beside the name, as the key that says whose they are."""
    label = claim_label(names, seat, owner, lang)
    shown = (names[seat], without_note(names[seat]), t(lang, "pic.you_row"))
    return "" if "…" in label or label in shown else label


def _mandala(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str], m: int,
             lang: str) -> None:
    _claim(im, lay, view, names, m, lang)
    _tiles(im, lay, view, m, lang)
    if view.choice is not None and view.choice.mandala == m and not view.is_over:
        outline(im, lay.mandala_box(m), style.TURN, width=4)


# ---- a player's cards in the mandalas -----------------------------------------------------------


# (chip size, space after a chip, gap after a count): roomy, then closer when a cell is crowded
# (three face-up colours and face-down cards: the digits keep their size, the chips shrink)
DENSITIES = ((CHIP, 3, 8), (CHIP - 6, 2, 3), (CHIP - 9, 1, 1))


def _chips_width(counts: Mapping[Color, int], down: int, size: int, space: int,
                 gap: int) -> int:
    w = sum(size + space + text_width(str(n), SIZE_SMALL, True) + gap
            for n in counts.values() if n)
    if down:
        w += size - 6 + space + text_width(str(down), SIZE_SMALL, True) + gap
    return w - gap if w else 0


def _cell_marks(im: Image.Image, x: int, cy: int, x1: int, counts: Mapping[Color, int],
                down: int) -> None:
    """Face-up colours with their counts, then a card back with the face-down count; closer
    together (smaller chips) when the cell is crowded."""
    size, space, gap = next((d for d in DENSITIES if x + _chips_width(counts, down, *d) <= x1),
                            DENSITIES[-1])
    for c in sorted(counts, key=style.ORDER.__getitem__):
        if counts[c]:
            paste(im, chip(c, size), x, cy - size // 2)
            x = put_text(im, (x + size + space, cy), str(counts[c]), SIZE_SMALL, style.TEXT,
                         bold=True, anchor="lm") + gap
    if down:
        back = card_back(size - 6, size + 2)
        paste(im, back, x, cy - back.height // 2)
        put_text(im, (x + back.width + space, cy), str(down), SIZE_SMALL, style.TEXT,
                 bold=True, anchor="lm")


def _cells(im: Image.Image, lay: Layout, view: FlowersView, seat: int, lang: str) -> None:
    for m, mv in enumerate(view.mandalas):
        x0, y0, x1, _ = lay.row_box(m, seat)
        _cell_marks(im, x0 + 6, y0 + CELLS_H // 2, x1 - 4, mv.up[seat], mv.down_count[seat])
        colors = mv.down[seat]
        if colors is not None and lay.down(seat):
            cy = y0 + CELLS_H + DOWN_H // 2 - 2
            back = card_back(20, 28)
            paste(im, back, x0 + 6, cy - back.height // 2)
            if mv.down_count[seat]:
                _cell_marks(im, x0 + 30, cy, x1 - 4, colors, 0)
            else:
                put_text(im, (x0 + 32, cy), "—", SIZE_SMALL, style.FAINT, anchor="lm")


# ---- a player's band ---------------------------------------------------------------------------


ITEM_GAP = 12
Item = tuple[Tile, str, str]  # a chip's tile, its text ("3 + 2×1 = 5") and a short one ("5")


def _items_width(texts: Sequence[str]) -> int:
    return sum(CHIP + 5 + text_width(t, SIZE_BODY, True) + ITEM_GAP for t in texts) - ITEM_GAP


def _items(im: Image.Image, x: int, x1: int, cy: int, items: Sequence[Item],
           lang: str = DEFAULT) -> int:
    """Chips with a text each, between x and x1: the long texts when they all fit, else the
    short ones, then as many as fit and "+N" for the rest; "none" when there are none.
    Returns the x after them."""
    if not items:
        return put_text(im, (x, cy), t(lang, "pic.f.none"), SIZE_BODY, style.FAINT, anchor="lm")
    long = _items_width([text for _, text, _ in items]) <= x1 - x
    for i, (tl, text, short) in enumerate(items):
        text = text if long else short
        more = f"+{len(items) - i}"
        rest = text_width(more, SIZE_BODY, True) if i < len(items) - 1 else 0
        if x + _items_width([text]) + (ITEM_GAP + rest if rest else 0) > x1:
            return put_text(im, (x, cy), more, SIZE_BODY, style.MUTED, bold=True, anchor="lm")
        paste(im, chip(tl.color, CHIP), x, cy - CHIP // 2)
        x = put_text(im, (x + CHIP + 5, cy), text, SIZE_BODY, style.TEXT, bold=True,
                     anchor="lm") + ITEM_GAP
    return x - ITEM_GAP


BADGE_ROOM = badge_width("1·2") + 4  # an order badge of up to two moves, and its gap


def _tiles_line(im: Image.Image, lay: Layout, sv: SeatView, lang: str) -> None:
    """"Flowers" and each completed flower with its sum, then "Halves" and each lone half:
    what the seat holds (and, at the end, what scored)."""
    _, _, x1, _ = lay.seat_box(sv.seat)
    x1 -= BADGE_ROOM  # the band's bottom right: a move's order badge (render.marks) goes there
    cy, x = lay.tiles_y(sv.seat), LEFT + 14
    flowers = [(a, flower_sum(a, b).replace(TIMES3, TIMES3_SHOWN), str(flower_points(a, b)))
               for a, b in sv.flowers]
    halves = [(h, tile_value(h), tile_value(h)) for h in sv.halves]
    half_label = t(lang, "pic.f.halves")
    half_w = text_width(half_label, SIZE_BODY) + 8 + max(
        _items_width([s for _, _, s in halves]) if halves else
        text_width(t(lang, "pic.f.none"), SIZE_BODY), 0)
    x = put_text(im, (x, cy), t(lang, "pic.f.flowers_row"), SIZE_BODY, style.MUTED,
                 anchor="lm") + 8
    # the flowers take what the halves leave (all of them, short, when they fit)
    x = _items(im, x, max(x + 60, x1 - 14 - half_w - 20), cy, flowers, lang) + 20
    x = put_text(im, (x, cy), half_label, SIZE_BODY, style.MUTED, anchor="lm") + 8
    _items(im, x, x1 - 10, cy, halves, lang)


def _seat(im: Image.Image, lay: Layout, view: FlowersView, names: Sequence[str],
          sv: SeatView, lang: str) -> None:
    box = lay.seat_box(sv.seat)
    x0, y0, x1 = box[0] + 12, box[1], box[2] - 12
    cy = y0 + NAME_H // 2 + 1
    ink = style.FAINT if sv.resigned else style.TEXT
    turn = not sv.resigned and not view.is_over and view.to_move == sv.seat
    # the right end, from the right: hand (a card back and its count), flowers, points
    right = x1
    if not view.is_over and not sv.resigned:
        n = str(sv.hand_size)
        right -= text_width(n, SIZE_BODY, True)
        put_text(im, (right, cy), n, SIZE_BODY, style.MUTED, bold=True, anchor="lm")
        back = card_back(20, 28)
        right -= back.width + 4
        paste(im, back, right, cy - back.height // 2)
        right -= 14
    flowers = f"✿{len(sv.flowers)}"
    right -= text_width(flowers, SIZE_NAME, True)
    put_text(im, (right, cy), flowers, SIZE_NAME, ink, bold=True, anchor="lm", essential=True)
    points = tn(lang, "pic.f.points", sv.points)
    right -= text_width(points, SIZE_NAME, True) + 14
    put_text(im, (right, cy), points, SIZE_NAME, ink, bold=True, anchor="lm", essential=True)
    right -= 14
    # the left end: rank at the end, whose turn, the claims' initials, the name, "left"
    x = x0
    if view.is_over and view.outcome is not None:
        x = put_text(im, (x, cy), f"{view.outcome.ranks[sv.seat]}.", SIZE_NAME, ink,
                     bold=True, anchor="lm") + 8
    elif turn:
        outline(im, box, style.TURN, width=4)
        x = put_text(im, (x, cy), "▶", SIZE_NAME, style.TURN, bold=True, anchor="lm") + 8
    tag = initials_tag(names, sv.seat, lay.owner, lang)
    if tag:
        x = badge(im, x, cy, tag, fill=style.TEXT) + 8  # the key to the claims' initials
    you = t(lang, "pic.you_tag") if sv.seat == lay.owner else ""
    # a player who left has no cards on the mandalas (the F-I rules discard them): their
    # cells line says "left the game" and the name keeps the whole line, never "B… · left"
    below = sv.resigned and lay.cells(sv.seat) and not any(
        sum(mv.up[sv.seat].values()) or mv.down_count[sv.seat] for mv in view.mandalas)
    left = t(lang, "pic.badge.left") if sv.resigned and not below else ""
    room = right - x - text_width(you, SIZE_NAME, True) - (badge_width(left) + 8 if left else 0)
    if sv.seat == lay.owner and text_width(names[sv.seat], SIZE_NAME, True) > room:
        name = t(lang, "pic.you_row")  # a cut name beside "(you)" says less than "You" alone
    else:
        name = short_name(names, sv.seat, SIZE_NAME, True, room) + you
    x = put_text(im, (x, cy), name, SIZE_NAME, ink, bold=True, anchor="lm")
    if left:
        badge(im, x + 8, cy, left, fill=style.FAINT)
    if below:
        x0, y0, _, y1 = lay.row_box(0, sv.seat)
        panel(im, (x0, y0, lay.row_box(2, sv.seat)[2], y1), style.PANEL, None, radius=0,
              width=0)
        put_text(im, (x0 + 6, (y0 + y1) // 2), t(lang, "pic.badge.left"), SIZE_BODY,
                 style.FAINT, anchor="lm")
    elif lay.cells(sv.seat):
        _cells(im, lay, view, sv.seat, lang)
    if lay.tiles(sv.seat):
        _tiles_line(im, lay, sv, lang)


# ---- piles and highlights ----------------------------------------------------------------------


def _footer_parts(view_deck: int, discard: int, dark: int, light: int, out: int, lang: str
                  ) -> list[list[tuple[str, str]]]:
    """The piles' words in (label, value) runs, one list a line: one line when it fits the
    picture, else the tiles on a line of their own."""
    first = [(t(lang, "pic.f.footer.discard").strip() + " ", str(discard))]
    tiles = [(t(lang, "pic.f.footer.dark").strip() + " ", str(dark)),
             (t(lang, "pic.f.footer.light"), str(light))]
    if out:
        tiles.append((t(lang, "pic.f.footer.out"), str(out)))
    deck_w = text_width(t(lang, "pic.deck"), SIZE_BODY, True) + 40 + text_width(
        str(view_deck), SIZE_BODY, True)
    one = deck_w + sum(text_width(a + b, SIZE_BODY, True) + 24 for a, b in first + tiles)
    return [first + tiles] if one <= RIGHT - LEFT - 8 else [first, tiles]


@lru_cache(maxsize=8)
def footer_lines(lang: str = DEFAULT) -> int:
    """The piles' lines in `lang`, for the widest counts they can show."""
    return len(_footer_parts(90, 90, 18, 18, 36, lang))


def _footer(im: Image.Image, lay: Layout, view: FlowersView, lang: str) -> None:
    """Deck, discard pile and the tiles left (and set aside)."""
    cy = lay.footer_y + FOOTER_H // 2
    x = put_text(im, (LEFT + 4, cy), t(lang, "pic.deck"), SIZE_BODY, style.MUTED, bold=True,
                 anchor="lm")
    paste(im, card_back(24, 32), x + 8, cy - 16)
    x = put_text(im, (x + 38, cy), str(view.deck_size), SIZE_BODY, style.TEXT, bold=True,
                 anchor="lm")
    parts = _footer_parts(view.deck_size, view.discard_size, *view.tiles_left,
                          len(view.tile_discard), lang)
    if lay.footer_lines < len(parts):  # never: the layout asks for the widest counts
        parts = [[p for line in parts for p in line]]
    for i, line in enumerate(parts):
        if i:
            x, cy = LEFT + 4, cy + FOOTER_H
        else:
            x += 24
        for j, (label, value) in enumerate(line):
            x = put_text(im, (x, cy), label, SIZE_BODY, style.MUTED, bold=True, anchor="lm")
            x = put_text(im, (x, cy), value, SIZE_BODY, style.TEXT, bold=True, anchor="lm")
            x += 24 if j + 1 < len(line) and not line[j + 1][0].startswith(" ") else 0


def _box(lay: Layout, action: object, seat: int | None) -> Box | None:
    """What a move touched: the player's cell in the mandala played to (the whole mandala when
    the player is unknown), or the player who took a tile. Only the place is read, never a
    face-down colour."""
    m = getattr(action, "mandala", None)
    if m is not None:
        return lay.row_box(m, seat) if seat is not None else lay.column_box(m)
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
    if not lay.over:
        _footer(im, lay, view, lang)
    if view.last_action is not None:
        mark_moves(im, [*(_box(lay, a, s) for s, a in earlier),
                        _box(lay, view.last_action, last_seat)])
    return im
