"""Sensible moves in positions with one clearly right answer (every level but random)."""

import ai
from engine.mandala import Color, Pick, PlayField
from tests.ai.positions import CHEAP
from tests.engine.builders import position


def test_pick_the_colour_that_scores_most():
    # Seat 0 completes mandala 0 with purple and picks first (4 field cards to 1, M-X2):
    # 3 black score 3 each in its river, 1 yellow would only open space 4.
    g = position(hands=("pprrrr", "oooooo"), mountains=("kkky", "gg"),
                 fields=(("rro", "g"), ("", "")), rivers=("rok", "ypg"))
    g.apply(PlayField(0, Color.PURPLE, 1))
    assert g.phase == "pick" and g.to_move == 0
    for name in ("easy", "normal", "hard"):
        assert ai.choose("mandala", g.view(0), level=CHEAP[name], seed=1) == Pick(Color.BLACK)


def test_normal_by_name_is_reproducible():
    g = position(hands=("pprrrr", "oooooo"), mountains=("kkky", "gg"),
                 fields=(("rro", "g"), ("", "")), rivers=("rok", "ypg"))
    view = g.view(0)
    assert ai.choose("mandala", view, level="normal", seed=5) == ai.choose(
        "mandala", view, level="normal", seed=5)
