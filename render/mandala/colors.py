"""Mandala's six colours as marks (fill and shape), registered by its descriptor."""

from __future__ import annotations

from engine.mandala.vocab import COLORS, Color
from render.style import DARK_INK, LIGHT_INK, CardColor, ColorStyle

STYLES: dict[CardColor, ColorStyle] = {
    Color.RED: ColorStyle((214, 58, 58), LIGHT_INK, "circle", "red"),
    Color.ORANGE: ColorStyle((243, 145, 42), DARK_INK, "triangle", "orange"),
    Color.YELLOW: ColorStyle((246, 214, 72), DARK_INK, "star", "yellow"),
    Color.GREEN: ColorStyle((54, 156, 84), LIGHT_INK, "square", "green"),
    Color.PURPLE: ColorStyle((146, 84, 196), LIGHT_INK, "diamond", "purple"),
    Color.BLACK: ColorStyle((18, 18, 22), LIGHT_INK, "hexagon", "black"),
}
assert tuple(STYLES) == COLORS
