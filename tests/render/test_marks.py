"""Every move since the reader's turn is marked on the picture, numbered in order, and an
earlier face-down play marks only where it went, never its colour (F-I2)."""

from __future__ import annotations

import io

from PIL import Image

from engine.flowers import Play
from engine.flowers.vocab import Color as FlowerColor
from engine.mandala import Discard, PlayMountain
from engine.mandala.vocab import Color
from render.flowers import render_table as render_flowers_table
from render.mandala import render_table
from render.style import LAST_MOVE
from tests.render.conftest import reach
from tests.render.flowers.games import reach as reach_flowers


def pixels(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def marked(png: bytes) -> int:
    """How many pixels have the last-move colour (outlines, numbers and the caption's dot)."""
    colors = pixels(png).getcolors(maxcolors=1 << 24) or []
    return sum(n for n, color in colors if color == LAST_MOVE)


def test_earlier_mandala_moves_are_marked_beside_the_last():
    game, last = reach("mid")
    view = game.view(None)
    alone = render_table(view, names=("Ada", "Bo"), last_seat=last)
    other = 1 - (last or 0)
    both = render_table(view, names=("Ada", "Bo"), last_seat=last,
                        earlier=[(other, PlayMountain(0, Color.RED)),
                                 (other, Discard(Color.RED, 1))])
    assert marked(both) > marked(alone) + 200  # two more outlines, three numbers


def test_an_earlier_face_down_play_shows_where_not_which_colour():
    game, last = reach_flowers("mid", 4, 3)
    view = game.view(None)
    names = ("Ada", "Bo", "Cy", "Dee")
    seat = ((last or 0) + 1) % 4

    def drawn(color: FlowerColor) -> bytes:
        return render_flowers_table(view, names=names, last_seat=last,
                                    earlier=[(seat, Play(0, color, 2))])

    red, green = drawn(FlowerColor.RED), drawn(FlowerColor.GREEN)
    assert red == green
    assert marked(red) > marked(render_flowers_table(view, names=names, last_seat=last)) + 100
