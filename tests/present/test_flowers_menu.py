"""The Flowers move menu says what each entry draws as the engine will do it (F-T3)."""

from __future__ import annotations

from present.flowers import FlowersUI
from tests.engine.flowers.builders import position


def descriptions(game) -> dict[str, str]:
    return {c.label: c.description for c in FlowersUI().moves(game, game.to_move)}


def test_the_published_rule_with_nine_left_promises_no_draw():
    said = descriptions(position(hands=("rrrrrrrrry", "p"), draw_rule="published"))
    assert said["Yellow → mandala 1"].endswith("1 card, draws nothing")
    assert said["Red → mandala 1"].endswith("up to 9 cards")  # playing 1 red leaves 9 too
    assert not any("draw 2" in d or "draws 2" in d for d in said.values())


def test_an_entry_names_the_draw_the_rule_gives():
    seed = descriptions(position(hands=("rrry", "p")))
    assert seed["Yellow → mandala 1"].endswith("1 card, then draw 2")
    assert seed["Red → mandala 1"].endswith("up to 3 cards (1 draws 2)")
    published = descriptions(position(hands=("rrrrrrry", "p"), draw_rule="published"))
    assert published["Yellow → mandala 1"].endswith("1 card, then draw 1")
