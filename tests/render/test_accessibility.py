"""Colour-blind support: every colour has its own shape; black shows on the table."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from engine.mandala.vocab import COLORS, Color
from render import style
from render.draw import chip, draw_symbol, recording, tile
from render.mandala.colors import STYLES as COLOR_STYLES


def _luminance(rgb: tuple[int, int, int]) -> float:
    r, g, b = rgb
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_six_colours_map_to_six_distinct_shapes_letters_and_fills():
    assert tuple(COLOR_STYLES) == COLORS
    for attr in ("shape", "name", "fill"):
        values = [getattr(s, attr) for s in COLOR_STYLES.values()]
        assert len(set(values)) == 6, attr


def test_the_drawn_shapes_differ_from_each_other():
    masks = []
    for c in COLORS:
        im = Image.new("L", (80, 80))
        draw_symbol(ImageDraw.Draw(im), c, 40, 40, 30, 255)
        assert im.getbbox() is not None
        masks.append(im.tobytes())
    assert len(set(masks)) == 6


def test_symbols_contrast_with_their_card():
    for s in COLOR_STYLES.values():
        assert abs(_luminance(s.ink) - _luminance(s.fill)) > 70, s.name


def test_black_cards_have_a_light_outline_on_the_dark_table():
    assert _luminance(style.CARD_EDGE) - _luminance(style.BACKGROUND) > 120
    card = tile(Color.BLACK, 2, style.TILE_W, style.TILE_H)
    edge = card.getpixel((style.TILE_W // 2, 0))
    inside = card.getpixel((style.TILE_W // 2, 6))
    assert _luminance(edge[:3]) > 150 and edge[3] > 0
    assert _luminance(inside[:3]) < 40


def test_the_face_down_card_does_not_pass_for_a_colour():
    """A hidden card is neutral grey: far from every card colour (purple above all)."""
    r, g, b = style.CARD_BACK
    assert max(r, g, b) - min(r, g, b) < 30  # hardly any hue
    for s in COLOR_STYLES.values():
        assert sum(abs(a - b) for a, b in zip(style.CARD_BACK, s.fill, strict=True)) > 100, s.name


def test_no_card_or_chip_carries_a_letter():
    """A letter misleads in some language ("K" for black beside κόκκινο, red): a chip and a card
    show the colour's shape only (the key names it in the reader's language); a card's only
    text is its count."""
    chip.cache_clear()
    tile.cache_clear()
    with recording() as texts:
        for c in COLORS:
            chip(c, style.CHIP)
            tile(c, 0, style.SLOT_W, style.SLOT_H)
            tile(c, 3, style.TILE_W, style.TILE_H)
    assert [t for t, *_ in texts] == ["×3"] * len(COLORS)
    shapes = {chip(c, style.CHIP).tobytes() for c in COLORS}
    assert len(shapes) == len(COLORS)


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_keys_lowercase_words_are_9_px_tall_on_a_phone(lang):
    """Issue #40: the key's lowercase words were about 7 px tall at 400 px wide; their
    x-height must reach 9 px (scale: 400 / the picture's width)."""
    import io

    from PIL import Image

    import i18n
    from render.flowers.guide import render_guide as flowers_guide
    from render.fonts import x_height
    from render.mandala.guide import render_guide
    from tests.render.conftest import reach
    from tests.render.flowers.games import reach as flowers_reach
    from tests.render.mandala.test_readable import _clear_caches

    words = {i18n.t(lang, f"color.{c}") for c in ("red", "orange", "yellow", "green",
                                                   "purple", "black", "grey")}
    words |= {i18n.t(lang, k) for k in ("pic.f.key.down", "pic.f.key.flowers",
                                        "pic.f.key.times3")}
    g, last = reach("mid", 11)
    fg, flast = flowers_reach("mid", 3, 3)
    # each game's key is in its guide since #48 (the narrow tables keep their room for the board)
    for draw in (lambda: render_guide(g.view(None), names=("A", "B"), last_seat=last, lang=lang),
                 lambda: flowers_guide(fg.view(None), names=("A", "B", "C"), last_seat=flast,
                                       lang=lang)):
        _clear_caches()
        with recording() as texts:
            width = Image.open(io.BytesIO(draw())).width
        key = [(text, size) for text, size, _ in texts if text in words]
        assert key
        assert all(x_height(size) * 400 / width >= 9 for _, size in key), key
