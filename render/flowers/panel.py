"""A player's private Flowers panel: the whole table from their side, with their hand big and
the colours of their own face-down cards (which only they may see, F-I2)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.api import Action
from engine.flowers.view import FlowersView
from i18n import DEFAULT
from render.draw import hand_band
from render.flowers.layout import LEFT, RIGHT
from render.flowers.table import picture
from render.palette import to_png

# six colours side by side on the narrow picture: smaller cards than Mandala's, the same words
HAND_CARD = (80, 136)  # tall enough that "×2" stays clear of the colour's name
HAND_GAP = 8
HAND_COUNT = 40  # the counts: readable when a desktop's box shrinks a 4-player panel to 0.37
HAND_H = HAND_CARD[1] + 52


def draw_hand(im: Image.Image, view: FlowersView, y: int, lang: str = DEFAULT) -> None:
    """The viewer's hand in its band at `y`."""
    me = view.viewer
    assert me is not None
    hand = view.seats[me].hand
    assert hand is not None
    hand_band(im, LEFT, RIGHT, y, hand, view.seats[me].hand_size, lang, card=HAND_CARD,
              gap=HAND_GAP, size=HAND_COUNT)


def render_panel(
    view: FlowersView,
    *,
    names: Sequence[str],
    last_seat: int | None = None,
    note: str | None = None,
    earlier: Sequence[tuple[int, Action]] = (),
    lang: str = DEFAULT,
    replay: bool = False,
) -> bytes:
    """The viewer's panel as PNG bytes; refuses the public view and a view without their hand.

    `last_seat` and `note` are as for `render_table`; `replay`: a frame of a replay (its
    heading never says "Your turn").
    """
    me = view.viewer
    if me is None or not 0 <= me < len(view.seats) or view.seats[me].hand is None:
        raise ValueError("render_panel needs a player's own view (viewer is a seat with a hand)")
    im, lay = picture(view, names, me, HAND_H, last_seat, note, earlier, lang, replay)
    draw_hand(im, view, lay.hand_y, lang)
    return to_png(im)
