"""`InvalidAction` (a code no game can read) apart from `IllegalAction` (a readable action the
rules forbid now), for both games; both stay ValueErrors for callers that catch those."""

from __future__ import annotations

import pytest

from engine import flowers, mandala
from engine.errors import IllegalAction, InvalidAction
from engine.flowers.vocab import parse_tile

GARBLED = ["", "Z", "M2r", "Mzr", "F0r0", "F0r", "Dr", "Pq", "P3r1", "T2", "x" * 40]


@pytest.mark.parametrize("code", GARBLED)
@pytest.mark.parametrize("parse", [mandala.parse_action, flowers.parse_action])
def test_an_unreadable_code_raises_invalid_action(parse, code):
    with pytest.raises(InvalidAction, match="not a .* action code") as caught:
        parse(code)
    assert not isinstance(caught.value, IllegalAction)
    assert isinstance(caught.value, ValueError)  # `except ValueError` callers still catch it


@pytest.mark.parametrize("code", ["", "q1", "r4", "rxx"])
def test_an_unreadable_tile_code_raises_invalid_action(code):
    with pytest.raises(InvalidAction, match="not a Flowers tile code"):
        parse_tile(code)


def test_mandala_a_readable_action_not_allowed_now_is_illegal_not_invalid():
    game = mandala.new_game(1)
    action = mandala.parse_action("P" + mandala.COLORS[0].letter)  # reads fine: a pick
    with pytest.raises(IllegalAction, match="M-X3") as caught:  # M-X3: no completion to pick
        game.apply(action)
    assert not isinstance(caught.value, InvalidAction)
    assert game.turn == 0


def test_flowers_a_readable_action_not_allowed_now_is_illegal_not_invalid():
    game = flowers.new_game(1, players=2)
    with pytest.raises(IllegalAction, match="F-X2") as caught:  # F-X2: no tile choice pending
        game.apply(flowers.parse_action("T0"))
    assert not isinstance(caught.value, InvalidAction)
    assert game.turn == 0


@pytest.mark.parametrize("kind", [mandala.KIND, flowers.KIND])
def test_every_legal_code_still_reads_back(kind):
    game = kind.new(3, kind.min_players)
    for action in game.legal_actions():
        assert kind.parse_action(str(action)) == action
