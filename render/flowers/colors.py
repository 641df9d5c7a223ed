"""Flowers' six colours as marks, registered by its descriptor.

Flowers' colours (F-C1) are not Mandala's: grey replaces black. Shared colours keep Mandala's
shape; grey takes the hexagon, and is a light grey, far from the dark face-down card back.
"""

from __future__ import annotations

from engine.flowers.vocab import COLORS, Color
from engine.mandala.vocab import Color as MandalaColor
from render.mandala.colors import STYLES as MANDALA
from render.style import DARK_INK, CardColor, ColorStyle

STYLES: dict[CardColor, ColorStyle] = {
    Color.GREY: ColorStyle((178, 182, 188), DARK_INK, "hexagon", "grey"),
    Color.PURPLE: MANDALA[MandalaColor.PURPLE],
    Color.RED: MANDALA[MandalaColor.RED],
    Color.GREEN: MANDALA[MandalaColor.GREEN],
    Color.ORANGE: MANDALA[MandalaColor.ORANGE],
    Color.YELLOW: MANDALA[MandalaColor.YELLOW],
}
assert tuple(STYLES) == COLORS
