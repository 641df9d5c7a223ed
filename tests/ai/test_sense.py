"""Sensible moves in positions with one clearly right answer (every level but random)."""

import ai
from engine.flowers import ChooseTile
from engine.flowers import Color as FColor
from engine.flowers import Play as FPlay
from engine.mandala import Color, Pick, PlayField
from tests.ai.positions import CHEAP, cheap
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


# ---- Flowers ----------------------------------------------------------------------------------
# Mandala 0 shows grey 3 and green 3x and misses only yellow; the seat with two flowers and an
# unpaired green 3 ends the game by taking the green 3x (F-E1: a third flower).


def _flowers(up0: tuple[str, str], claim: int, leader: int = 0):
    from tests.engine.flowers.builders import position as flowers_position

    flowers = [(), ()]
    flowers[leader] = ("p1p2", "r1r2")
    halves = ["", ""]
    halves[leader] = "g3"
    return flowers_position(hands=("yyeep", "rrrggoo"), up=[up0, ("", ""), ("", "")],
                            claim=(claim, -1, -1), layout=("e3gx", "p3o1", "r3y1"),
                            halves=tuple(halves), flowers=tuple(flowers))


def test_flowers_complete_the_mandala_you_hold_when_it_wins():
    g = _flowers(("pr", "o"), claim=0)
    for name in ("easy", "normal", "hard"):
        action = ai.choose("flowers", g.view(0), level=cheap("flowers")[name], seed=1)
        assert (action.mandala, action.color) == (0, FColor.YELLOW), name


def test_flowers_do_not_complete_a_mandala_for_a_rival():
    # Seat 1 holds the claim there and would end the game with a third flower.
    g = _flowers(("o", "pr"), claim=1, leader=1)
    for name in ("easy", "normal", "hard"):
        action = ai.choose("flowers", g.view(0), level=cheap("flowers")[name], seed=1)
        assert not (action.mandala == 0 and action.color == FColor.YELLOW), name


def test_flowers_the_holder_takes_the_tile_that_completes_a_flower():
    # Seat 0 completes mandala 0 as holder, seat 1 is second: green 3x pairs with green 3 (9
    # points and the third flower), grey 3 alone scores 3.
    g = _flowers(("pr", "o"), claim=0)
    g.apply(FPlay(0, FColor.YELLOW, 1))
    assert g.phase == "choose" and g.to_move == 0
    for name in ("easy", "normal", "hard"):
        assert ai.choose("flowers", g.view(0), level=cheap("flowers")[name], seed=1) == \
            ChooseTile(1), name


def test_flowers_a_tile_choice_without_a_third_flower_still_pairs():
    # No flowers yet: green 3x with green 3 (9, the rival gets grey 1) beats grey 1 (the
    # holder 3 + 1, the rival a lone 3x worth 0).
    from tests.engine.flowers.builders import position as flowers_position

    g = flowers_position(hands=("yyeep", "rrrggoo"), up=[("pr", "o"), ("", ""), ("", "")],
                         claim=(0, -1, -1), layout=("e1gx", "p1o1", "r1y1"), halves=("g3", ""))
    g.apply(FPlay(0, FColor.YELLOW, 1))
    for name in ("easy", "normal", "hard"):
        assert ai.choose("flowers", g.view(0), level=cheap("flowers")[name], seed=2) == \
            ChooseTile(1), name


def test_flowers_normal_and_hard_by_name_are_reproducible():
    g = _flowers(("o", "pr"), claim=1, leader=1)
    view = g.view(0)
    for name in ("normal", "hard"):
        assert ai.choose("flowers", view, level=name, seed=5) == ai.choose(
            "flowers", view, level=name, seed=5)
