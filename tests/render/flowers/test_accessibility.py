"""Flowers' six colours each have their own shape and fill; grey is not the card back."""

from __future__ import annotations

from engine.flowers.vocab import COLORS, Color
from render import style
from render.flowers.colors import STYLES as FLOWERS_STYLES


def test_six_colours_map_to_six_distinct_shapes_letters_and_fills():
    assert tuple(FLOWERS_STYLES) == COLORS
    for attr in ("shape", "name", "fill"):
        assert len({getattr(s, attr) for s in FLOWERS_STYLES.values()}) == 6, attr
    assert [s.name for s in FLOWERS_STYLES.values()] == [c.value for c in COLORS]


def test_grey_cards_do_not_look_like_the_face_down_card_back():
    grey = FLOWERS_STYLES[Color.GREY]
    assert sum(abs(a - b) for a, b in zip(grey.fill, style.CARD_BACK, strict=True)) > 200
    for s in FLOWERS_STYLES.values():
        assert sum(abs(a - b) for a, b in zip(style.CARD_BACK, s.fill, strict=True)) > 100
