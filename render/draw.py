"""Drawing primitives every game's pictures share: text in any script, colour symbols, card
tiles, chips, panels and outlines.

Everything that does not depend on the view (text masks, tiles, chips, symbols) is built once
and cached, so a picture is mostly pastes of ready-made pieces. No text is drawn smaller than
`style.MIN_TEXT`, the size whose capitals stay 9 px tall on a phone.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import TypeVar

from PIL import Image, ImageDraw

from i18n import DEFAULT, t, tn
from render import style
from render.fonts import cap_height, face_font, font, runs
from render.style import ORDER, RGB, STYLES, SUPERSAMPLE
from render.style import CardColor as Color

# One game's colour (Mapping keys are invariant, so a Mapping[mandala Color, int] is no
# Mapping[CardColor, int]; a type variable accepts either game's counts)
C = TypeVar("C", bound=Color)

Box = tuple[int, int, int, int]

# ---- text --------------------------------------------------------------------------------------

# Every text drawn while a list is set here is appended to it as (text, font size, cap height,
# all in px), so a test can check that each one stays readable when the picture is shown 400 px
# wide.
_record: list[tuple[str, int, int]] | None = None


# Likewise (text, the box its ink covers, the picture or piece it is drawn on, that one's size),
# so a test can check that no text runs off its picture or over another text.
Placed = tuple[str, Box, int, tuple[int, int]]
_placed: list[Placed] | None = None


# And (role, the text asked for, the text drawn) of every text `fit` shortened, so a test can
# tell a harmless cut (a long label) from one that hides a total, a score or who holds what.
# Roles: "total" and "score" (a number a player needs), "name" (who someone is), "text".
Clip = tuple[str, str, str]
_clipped: list[Clip] | None = None


# And (text, cap height) of every text drawn as one of a picture's essentials (whose turn, a
# score, a river space, a count in the hand: `put_text(..., essential=True)`), so a test can
# check them at the size a desktop client's inline box shows the whole picture (issue #48).
_essential: list[tuple[str, int]] | None = None


@contextmanager
def essentials() -> Iterator[list[tuple[str, int]]]:
    """Record the (text, cap height) of every essential text drawn inside the block."""
    global _essential
    saved, _essential = _essential, []
    try:
        yield _essential
    finally:
        _essential = saved


@contextmanager
def clipping() -> Iterator[list[Clip]]:
    """Record every text that `fit` (or `put_text`'s `max_width`) cuts inside the block."""
    global _clipped
    saved, _clipped = _clipped, []
    try:
        yield _clipped
    finally:
        _clipped = saved


@contextmanager
def placing() -> Iterator[list[Placed]]:
    """Record where every `put_text` call inside the block puts its ink."""
    global _placed
    saved, _placed = _placed, []
    try:
        yield _placed
    finally:
        _placed = saved


@contextmanager
def recording() -> Iterator[list[tuple[str, int, int]]]:
    """Record the (text, size, cap height) of every `put_text` call inside the block."""
    global _record
    saved, _record = _record, []
    try:
        yield _record
    finally:
        _record = saved


@lru_cache(maxsize=4096)
def text_mask(text: str, size: int, bold: bool = False) -> Image.Image:
    """An "L" mask of one line of text, each run in the first font that has its glyphs.

    Its height is DejaVu's line box (ascent + descent), grown only if a fallback glyph
    (CJK, emoji) reaches above or below it; the baseline is the same for every run.
    """
    parts = [(face_font(i, size, bold), s) for i, s in runs(text)]
    ascent, descent = font(size, bold).getmetrics()
    x, boxes = 0, []
    for f, s in parts:
        left, top, right, bottom = f.getbbox(s, anchor="ls", direction="ltr")
        left, top, right, bottom = int(left), int(top), int(right), int(bottom)  # ints already
        boxes.append((x - min(0, left), f, s))
        x += max(right - min(0, left), int(f.getlength(s, direction="ltr")))
        ascent, descent = max(ascent, -top), max(descent, bottom)
    mask = Image.new("L", (max(1, x), ascent + descent))
    draw = ImageDraw.Draw(mask)
    for bx, f, s in boxes:
        draw.text((bx, ascent), s, font=f, fill=255, anchor="ls", direction="ltr")
    return mask


def text_width(text: str, size: int, bold: bool = False) -> int:
    return text_mask(text, size, bold).width


def wrap(text: str, width: int, size: int = style.SIZE_BODY, bold: bool = False) -> list[str]:
    """`text` in lines no wider than `width` px, broken between words."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


def record_clip(role: str, text: str, shown: str) -> None:
    """Note a cut made elsewhere (a name cut in its middle) while `clipping` is on."""
    if _clipped is not None and shown != text:
        _clipped.append((role, text, shown))


def fit(text: str, size: int, bold: bool, max_width: int, role: str = "text") -> str:
    """`text`, shortened with an ellipsis when it is wider than `max_width` pixels; a cut is
    recorded with its `role` while `clipping` is on."""
    shown = _fit(text, size, bold, max_width)
    if _clipped is not None and shown != text:
        _clipped.append((role, text, shown))
    return shown


@lru_cache(maxsize=1024)
def _fit(text: str, size: int, bold: bool, max_width: int) -> str:
    if text_width(text, size, bold) <= max_width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # the longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if text_width(text[:mid].rstrip() + "…", size, bold) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def put_text(
    im: Image.Image,
    xy: tuple[int, int],
    text: str,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    anchor: str = "lt",
    max_width: int | None = None,
    role: str = "text",
    essential: bool = False,
) -> int:
    """Draw one line; anchor is horizontal l/m/r + vertical t/m/b (of the line box). `role`
    says what a cut would hide (see `clipping`); `essential`: one of the picture's essentials
    (see `essentials`).

    Returns the x just right of the text.
    """
    if max_width is not None:
        text = fit(text, size, bold, max_width, role)
    if _record is not None and text.strip():
        _record.append((text, size, cap_height(size, bold)))
    if essential and _essential is not None and text.strip():
        _essential.append((text, cap_height(size, bold)))
    mask = text_mask(text, size, bold)
    x, y = xy
    w, h = mask.size
    if anchor[0] == "m":
        x -= w // 2
    elif anchor[0] == "r":
        x -= w
    if anchor[1] == "m":
        y -= h // 2
    elif anchor[1] == "b":
        y -= h
    im.paste(fill if im.mode == "RGB" else (*fill, 255), (x, y, x + w, y + h), mask)
    if _placed is not None and text.strip() and (ink := mask.getbbox()):
        _placed.append((text, (x + ink[0], y + ink[1], x + ink[2], y + ink[3]), id(im),
                        im.size))
    return x + w


# ---- shapes ------------------------------------------------------------------------------------


def _points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if shape == "triangle":
        return [
            (cx + r * math.cos(a), cy + r * 0.12 + r * math.sin(a))
            for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        ]
    if shape == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((cx + rr * math.cos(a), cy + r * 0.06 + rr * math.sin(a)))
        return pts
    if shape == "square":
        s = r * 0.8
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.78, cy), (cx, cy + r), (cx - r * 0.78, cy)]
    if shape == "hexagon":
        return [(cx + r * math.cos(a), cy + r * math.sin(a))
                for a in (math.pi / 3 * i for i in range(6))]
    if shape == "circle":
        return [(cx + r * 0.86 * math.cos(a), cy + r * 0.86 * math.sin(a))
                for a in (math.pi / 24 * i for i in range(48))]
    raise ValueError(f"unknown shape {shape!r}")


def draw_symbol(draw: ImageDraw.ImageDraw, color: Color, cx: float, cy: float, r: float,
                fill: RGB, outline: RGB | None = None, width: int = 0) -> None:
    """The colour's shape centred at (cx, cy), about 2r across (drawn at any scale)."""
    draw.polygon(_points(STYLES[color].shape, cx, cy, r), fill=fill,
                 outline=outline, width=width)


def _reduce(big: Image.Image, size: tuple[int, int]) -> Image.Image:
    return big.resize(size, Image.Resampling.LANCZOS)


def _face(color: Color, w: int, h: int, radius: int, edge: int, cy: float, r: float,
          cx: float | None = None) -> Image.Image:
    """A card's face drawn supersampled, then reduced: fill, light edge and the colour's
    symbol centred at (cx, cy), by default (w / 2, cy), with radius r (output pixels)."""
    k = SUPERSAMPLE
    st = STYLES[color]
    big = Image.new("RGBA", (w * k, h * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    d.rounded_rectangle((0, 0, w * k - 1, h * k - 1), radius=radius * k, fill=st.fill,
                        outline=style.CARD_EDGE, width=edge * k)
    draw_symbol(d, color, (w / 2 if cx is None else cx) * k, cy * k, r * k, st.ink)
    return _reduce(big, (w, h))


@lru_cache(maxsize=512)
def tile(color: Color, count: int, w: int, h: int, label: str = "", size: int = 0,
         essential: bool = False) -> Image.Image:
    """An RGBA card: colour fill, light edge, symbol and "×count" (count 0: no count).

    With a count the symbol sits at the top and the count fills the bottom;
    `label` replaces "×count" where the number means something else (a tile's flowers, "3x");
    `size`: the count's font size (0: `SIZE_BODY + 2`; a narrow card takes `MIN_TEXT`);
    `essential`: its words must read in a desktop client's box (a Flowers tile's flowers).
    """
    st = STYLES[color]
    if count or label:
        im = _face(color, w, h, 7, 2, h * 0.27, min(w, h) * 0.21, w / 2)
        text = label or (f"×{count}" if count < 10 else str(count))
        put_text(im, (w // 2, h - 3), text, size or style.SIZE_BODY + 2, st.ink, bold=True,
                 anchor="mb", essential=essential)
    else:
        im = _face(color, w, h, 7, 2, h / 2, min(w, h) * 0.3, w / 2)
    return im


@lru_cache(maxsize=64)
def chip(color: Color, size: int) -> Image.Image:
    """A small RGBA colour mark: rounded square, light edge and the colour's shape."""
    return _face(color, size, size, 6, 1, size / 2, size * 0.34)


@lru_cache(maxsize=16)
def card_back(w: int, h: int, label: str = "") -> Image.Image:
    """A face-down card (deck, hand size, hidden cup cards), with an optional centred label.

    Neutral grey with a light diamond: it must not pass for a purple card.
    """
    k = SUPERSAMPLE
    big = Image.new("RGBA", (w * k, h * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    d.rounded_rectangle((0, 0, w * k - 1, h * k - 1), radius=6 * k, fill=style.CARD_BACK,
                        outline=style.CARD_BACK_EDGE, width=2 * k)
    if not label:
        cx, cy, r = w * k / 2, h * k / 2, min(w, h) * k * 0.3
        d.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)],
                  outline=style.CARD_BACK_EDGE, width=max(1, k))
    im = _reduce(big, (w, h))
    if label:
        put_text(im, (w // 2, h // 2), label, style.MIN_TEXT, style.TEXT, bold=True,
                 anchor="mm")
    return im


@lru_cache(maxsize=64)
def river_slot(color: Color | None, w: int, h: int) -> Image.Image:
    """A river space: empty, or holding a card of `color` (its value is labelled beside it)."""
    if color is not None:
        return tile(color, 0, w, h)
    k = SUPERSAMPLE
    big = Image.new("RGBA", (w * k, h * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    d.rounded_rectangle((0, 0, w * k - 1, h * k - 1), radius=8 * k, fill=style.SLOT,
                        outline=style.SLOT_EDGE, width=max(2, k))
    return _reduce(big, (w, h))


def paste(im: Image.Image, piece: Image.Image, x: int, y: int) -> None:
    im.paste(piece, (x, y), piece if piece.mode == "RGBA" else None)


@lru_cache(maxsize=64)
def _panel(w: int, h: int, fill: RGB, edge: RGB | None, radius: int, width: int) -> Image.Image:
    k = 2
    big = Image.new("RGBA", (w * k, h * k), (0, 0, 0, 0))
    ImageDraw.Draw(big).rounded_rectangle((0, 0, w * k - 1, h * k - 1), radius=radius * k,
                                          fill=fill, outline=edge, width=width * k)
    return _reduce(big, (w, h))


def panel(im: Image.Image, box: Box, fill: RGB, edge: RGB | None = None, *, radius: int = 12,
          width: int = 2) -> None:
    """A smooth rounded rectangle (cached per size and colour)."""
    x0, y0, x1, y1 = box
    paste(im, _panel(x1 - x0, y1 - y0, fill, edge, radius, width), x0, y0)


@lru_cache(maxsize=64)
def _ring(w: int, h: int, color: RGB, radius: int, width: int) -> Image.Image:
    k = 2
    big = Image.new("RGBA", (w * k, h * k), (0, 0, 0, 0))
    ImageDraw.Draw(big).rounded_rectangle((0, 0, w * k - 1, h * k - 1), radius=radius * k,
                                          outline=color, width=width * k)
    return _reduce(big, (w, h))


def outline(im: Image.Image, box: Box, color: RGB, *, width: int = 3, radius: int = 12) -> None:
    """A highlight ring round `box` (the last move, whose turn it is)."""
    x0, y0, x1, y1 = box
    paste(im, _ring(x1 - x0, y1 - y0, color, radius, width), x0, y0)



def color_name(color: Color, lang: str = DEFAULT) -> str:
    """A colour's name in `lang` (a style's `name` is the colour's catalogue word)."""
    return t(lang, f"color.{STYLES[color].name}")


@lru_cache(maxsize=32)
def _big_face(color: Color, w: int, h: int, lang: str = DEFAULT) -> Image.Image:
    st = STYLES[color]
    im = _face(color, w, h, 12, 3, h * 0.28, w * 0.22)
    name, room = t(lang, f"pic.card.{st.name}"), w - 8
    if text_width(name, style.MIN_TEXT) <= room:
        put_text(im, (w // 2, h - 6), name, style.MIN_TEXT, st.ink, anchor="mb")
        return im
    # a name wider than the card ("πορτοκαλί") is set condensed, as print narrows a word to a
    # column: its height (what a phone's reader needs) stays, never cut to "πορτοκ."
    strip = Image.new("RGBA", text_mask(name, style.MIN_TEXT).size, (0, 0, 0, 0))
    put_text(strip, (0, 0), name, style.MIN_TEXT, st.ink)
    strip = strip.resize((room, strip.height), Image.Resampling.LANCZOS)
    paste(im, strip, (w - room) // 2, h - 6 - strip.height)
    return im


@lru_cache(maxsize=256)
def big_tile(color: Color, count: int, w: int, h: int, lang: str = DEFAULT,
             size: int = style.SIZE_BIG) -> Image.Image:
    """A large card for the hand: big symbol, "×count" (at `size`, an essential; the bare
    count on a card too narrow for "×count" at that size) and the colour's name."""
    im = _big_face(color, w, h, lang).copy()
    text = f"×{count}" if text_width(f"×{count}", size, True) <= w - 6 else str(count)
    put_text(im, (w // 2, int(h * 0.66)), text, size, STYLES[color].ink,
             bold=True, anchor="mm", essential=True)
    return im


def chips(im: Image.Image, counts: Mapping[C, int], x: int, cy: int, *,
          size: int = style.CHIP, gap: int = 12) -> int:
    """Colour chips (with their shape), each followed by its count; returns the x after."""
    for c in sorted(counts, key=ORDER.__getitem__):
        if counts[c]:
            paste(im, chip(c, size), x, cy - size // 2)
            x = put_text(im, (x + size + 4, cy), str(counts[c]), style.SIZE_BODY, style.TEXT,
                         bold=True, anchor="lm") + gap
    return x


Legend = tuple[Image.Image | None, str]  # a mark (a chip, a card back) and what it means


def _legend_at(items: Sequence[Legend], x0: int, x1: int, lang: str
               ) -> Iterator[tuple[int, int]]:
    """Where each item of the key goes: (x, line), after the word "Key" on line 0."""
    x, line = x0 + text_width(t(lang, "pic.key"), style.SIZE_KEY, True) + 12, 0
    for mark, word in items:
        mark_w = mark.width + 4 if mark else 0
        width = mark_w + text_width(word, style.SIZE_KEY)
        if x + width > x1:
            x, line = x0, line + 1
        yield x, line
        x += width + 16


def legend_lines(items: Sequence[Legend], *, x0: int = style.MARGIN + 4,
                 x1: int = style.PICTURE_WIDTH - style.MARGIN - 4, lang: str = DEFAULT) -> int:
    """How many lines the key takes (a layout makes room for them)."""
    return 1 + max((line for _, line in _legend_at(items, x0, x1, lang)), default=0)


def legend(im: Image.Image, items: Sequence[Legend], y: int, line_h: int, *,
           x0: int = style.MARGIN + 4, x1: int = style.PICTURE_WIDTH - style.MARGIN - 4,
           lang: str = DEFAULT) -> int:
    """The key: "Key", then each mark and its word, left to right from `x0` in lines
    `line_h` tall from `y`, wrapping before `x1` (the words stay readable on a phone rather
    than shrink to fit one line). Returns the x after the last item."""
    put_text(im, (x0, y + line_h // 2), t(lang, "pic.key"), style.SIZE_KEY, style.FAINT,
             bold=True, anchor="lm")
    x = x0
    for (mark, word), (x, line) in zip(items, _legend_at(items, x0, x1, lang), strict=True):
        cy = y + line_h // 2 + line * line_h
        mark_w = mark.width + 4 if mark else 0
        if mark:
            paste(im, mark, x, cy - mark.height // 2)
        x = put_text(im, (x + mark_w, cy), word, style.SIZE_KEY, style.MUTED,
                     anchor="lm") + 16
    return x


def color_key(colors: Sequence[Color], lang: str = DEFAULT) -> list[Legend]:
    """Each colour's chip (its shape) and its name, for `legend`."""
    return [(chip(c, style.CHIP - 2), color_name(c, lang)) for c in colors]


def badge_width(text: str) -> int:
    return text_width(text, style.SIZE_SMALL, True) + 18


def badge(im: Image.Image, x: int, cy: int, text: str, fill: RGB = style.TURN,
          ink: RGB = style.BANNER_BG) -> int:
    """A pill with a short bold word ("TO MOVE", "left"); returns the x after it."""
    w = badge_width(text)
    panel(im, (x, cy - 14, x + w, cy + 14), fill, radius=14, width=0)
    put_text(im, (x + w // 2, cy), text, style.SIZE_SMALL, ink, bold=True, anchor="mm")
    return x + w


def hand_band(im: Image.Image, x0: int, x1: int, y0: int, hand: Mapping[C, int],
              n: int, lang: str = DEFAULT, *, card: tuple[int, int] | None = None,
              size: int = style.SIZE_BIG, gap: int | None = None) -> None:
    """A player's hand between x0 and x1: "Your hand · n cards", then one big card per colour
    held (shape, ×count and the colour's name), centred. `card`: the cards' (width, height)
    (BIG_TILE_W x BIG_TILE_H when None), `size`: their count's font size, `gap`: between
    the cards (12, or 8 for cards of a given size)."""
    x = put_text(im, (x0 + 14, y0 + 8), t(lang, "pic.your_hand"), style.SIZE_BODY, style.TEXT,
                 bold=True)
    put_text(im, (x + 10, y0 + 8), "· " + tn(lang, "cards", n), style.SIZE_BODY,
             style.MUTED)
    held = [c for c in sorted(hand, key=ORDER.__getitem__) if hand[c]]
    w, h = card or (style.BIG_TILE_W, style.BIG_TILE_H)
    step = w + (gap if gap is not None else 12 if card is None else 8)
    if not held:
        put_text(im, ((x0 + x1) // 2, y0 + 40 + h // 2), t(lang, "pic.no_cards"), style.SIZE_BODY,
                 style.FAINT, anchor="mm")
        return
    x = (x0 + x1 - (len(held) * step - (step - w))) // 2
    for c in held:
        paste(im, big_tile(c, hand[c], w, h, lang, size), x, y0 + 40)
        x += step
