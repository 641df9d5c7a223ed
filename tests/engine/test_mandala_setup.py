"""Components and setup: M-C*, M-S*."""

from collections import Counter

import pytest

from engine.mandala import new_game
from engine.mandala.vocab import COLORS, Color
from tests.engine.builders import colors, count, dealt


def all_cards(g) -> Counter:
    total = Counter(g.deck)
    for part in (g.discard, *g.hands, *g.cups, *g.mountains, *g.fields[0], *g.fields[1]):
        total.update({c: n for c, n in part.items() if n})
    for river in g.rivers:
        total.update(river)
    return total


def test_M_C1_108_cards_18_of_each_colour():
    assert all_cards(new_game(5)) == {c: 18 for c in COLORS}
    assert [c.value for c in Color] == ["red", "orange", "yellow", "green", "purple", "black"]


def test_M_C1_a_given_deck_must_be_108_cards_18_each():
    deck = colors("r" * 18 + "o" * 18 + "y" * 18 + "g" * 18 + "p" * 18 + "k" * 17)
    with pytest.raises(ValueError, match="M-C1"):
        new_game(0, deck=deck)
    with pytest.raises(ValueError, match="M-C1"):
        new_game(0, deck=deck + [Color.RED])


def test_M_C2_two_mandalas_each_a_mountain_and_a_field_per_player():
    g = new_game(1)
    assert len(g.mountains) == 2
    assert [len(fm) for fm in g.fields] == [2, 2]


def test_M_C3_each_player_has_an_empty_river_and_a_cup():
    g = new_game(1)
    assert g.rivers == ((), ())
    assert [g.cup_size(s) for s in (0, 1)] == [2, 2]


def test_M_C4_discard_pile_is_face_up_in_the_public_view():
    g = dealt("rrrooo", "yyyggg", draw="kkk")
    g.apply(g.legal_actions()[-1])  # some discard
    assert sum(g.view(None).discard.values()) > 0
    assert dict(g.view(None).discard) == dict(g.discard)


def test_M_S1_the_seed_shuffles_and_fixes_the_order():
    assert new_game(1).deck == new_game(1).deck
    assert new_game(1).deck != new_game(2).deck


def test_M_S2_deal_six_to_each_hand_then_two_to_each_cup():
    g = dealt("rrrooo", "yyyggg", cup0="pk", cup1="kk")
    assert count(g.hands[0]) == "rrrooo"
    assert count(g.hands[1]) == "yyyggg"
    assert count(g.cups[0]) == "pk"
    assert count(g.cups[1]) == "kk"


def test_M_S3_two_face_up_cards_per_mountain_may_share_a_colour():
    g = dealt("rrrooo", "yyyggg", mt0="pp", mt1="kr")
    assert count(g.mountains[0]) == "pp"
    assert count(g.mountains[1]) == "rk"


def test_M_S4_88_cards_remain_in_the_deck():
    g = dealt("rrrooo", "yyyggg", draw="gkp")
    assert len(g.deck) == 88
    assert g.deck[:3] == (Color.GREEN, Color.BLACK, Color.PURPLE)  # top first


def test_M_S4_ruling_first_player_is_random_from_the_seed():
    firsts = {new_game(seed).to_move for seed in range(40)}
    assert firsts == {0, 1}
    assert all(new_game(s).to_move == new_game(s).to_move for s in range(10))
    assert new_game(3, first_player=1).to_move == 1
    with pytest.raises(ValueError):
        new_game(3, first_player=2)
