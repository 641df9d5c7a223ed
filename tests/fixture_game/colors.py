"""Tally's colours: one per card number, drawn by the shared primitives once registered."""

from __future__ import annotations

from enum import Enum

from render.style import DARK_INK, LIGHT_INK, CardColor, ColorStyle


class Number(Enum):
    ONE = 1
    TWO = 2
    THREE = 3


STYLES: dict[CardColor, ColorStyle] = {
    Number.ONE: ColorStyle((30, 110, 220), LIGHT_INK, "circle", "blue one"),
    Number.TWO: ColorStyle((240, 228, 66), DARK_INK, "triangle", "yellow two"),
    Number.THREE: ColorStyle((204, 121, 167), DARK_INK, "square", "pink three"),
}
