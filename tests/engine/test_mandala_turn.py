"""A turn: M-T1..M-T4, and the colour rule M-R*."""

import pytest

from engine.errors import IllegalAction
from engine.mandala import Game
from engine.mandala.events import Drew, Reshuffled
from engine.mandala.vocab import Color, Discard, PlayField, PlayMountain
from tests.engine.builders import count, dealt, position

R, O, Y, G, P, K = (Color.RED, Color.ORANGE, Color.YELLOW, Color.GREEN, Color.PURPLE, Color.BLACK)


def test_M_T1_mountain_play_then_draw_three():
    g = dealt("rrrooo", "yyyggg", mt0="pp", draw="kgy")
    events = g.apply(PlayMountain(0, R))
    assert count(g.mountains[0]) == "rpp"
    assert count(g.hands[0]) == "rroooygk"  # 5 + 3 drawn from the top
    assert Drew(0, (K, G, Y)) in events
    assert g.to_move == 1


def test_M_T1_draw_never_goes_past_eight():
    g = position(hands=("rrroooyy", "gggppp"), deck="kkk")
    size = len(g.deck)
    g.apply(PlayMountain(0, R))
    assert g.hand_size(0) == 8  # 7 after the play, so only 1 drawn
    assert len(g.deck) == size - 1 and g.deck[:2] == (K, K)


def test_M_T1_exactly_one_card_and_only_a_card_you_hold():
    g = dealt("rrrooo", "yyyggg")
    with pytest.raises(IllegalAction, match="M-T1"):
        g.apply(PlayMountain(0, K))
    assert all(type(a) is not PlayMountain or a == PlayMountain(a.mandala, a.color)
               for a in g.legal_actions())


def test_M_T2_field_play_of_several_cards_without_drawing():
    g = dealt("rrrooo", "yyyggg")
    deck = g.deck
    g.apply(PlayField(1, R, 2))
    assert count(g.fields[1][0]) == "rr"
    assert count(g.hands[0]) == "rooo"
    assert g.deck == deck  # no draw


def test_M_T2_must_keep_one_card():
    g = position(hands=("rrr", "ggg"), mountains=("oy", "py"))
    with pytest.raises(IllegalAction, match="M-T2"):
        g.apply(PlayField(0, R, 3))
    assert PlayField(0, R, 2) in g.legal_actions()
    assert PlayField(0, R, 3) not in g.legal_actions()
    assert count(g.hands[0]) == "rrr"


def test_M_T3_discard_then_draw_the_same_number_and_end_the_turn():
    g = dealt("rrrooo", "yyyggg", mt0="pp", mt1="kk", draw="gpk")
    before = g.to_json()
    events = g.apply(Discard(O, 3))
    assert count(g.discard) == "ooo"
    assert count(g.hands[0]) == "rrrgpk"
    assert Drew(0, (G, P, K)) in events
    assert g.to_move == 1
    assert [count(m) for m in g.mountains] == ["pp", "kk"]  # no mandala touched
    assert before != g.to_json()


def test_M_T3_you_may_discard_your_whole_hand():
    g = position(hands=("rr", "ggg"))
    assert Discard(R, 2) in g.legal_actions()
    g.apply(Discard(R, 2))
    assert g.hand_size(0) == 2


def test_M_T_there_is_no_pass():
    g = dealt("rrrooo", "yyyggg")
    kinds = {type(a) for a in g.legal_actions()}
    assert kinds == {PlayMountain, PlayField, Discard}
    with pytest.raises(IllegalAction):
        g.apply(None)  # type: ignore[arg-type]


def test_M_T4_an_empty_deck_mid_draw_is_rebuilt_from_the_discard_pile():
    g = position(hands=("rooooo", "ggg"), deck="k", discard="yyyy", rest="cup1")
    events = g.apply(PlayMountain(0, R))
    kinds = [type(e) for e in events]
    assert kinds.index(Reshuffled) < kinds.index(Drew)
    drew = next(e for e in events if isinstance(e, Drew))
    assert drew.colors == (K, Y, Y)  # one from the old deck, then from the new one
    assert len(g.deck) == 2 and sum(g.discard.values()) == 0


def test_M_R1_the_two_mandalas_are_independent():
    g = position(hands=("rrooo", "ggg"), fields=(("", "r"), ("", "")))
    acts = g.legal_actions()
    assert PlayField(0, R, 1) not in acts and PlayMountain(0, R) not in acts
    assert PlayField(1, R, 1) in acts and PlayMountain(1, R) in acts


def test_M_R2_mountain_play_needs_the_colour_in_neither_field():
    g = position(hands=("rrooyy", "ggg"), mountains=("r", ""), fields=(("o", "y"), ("", "")))
    acts = g.legal_actions()
    assert PlayMountain(0, R) in acts  # the mountain may hold it already
    for c in (O, Y):
        assert PlayMountain(0, c) not in acts
        with pytest.raises(IllegalAction, match="M-R2"):
            g.apply(PlayMountain(0, c))


def test_M_R3_field_play_needs_the_colour_off_the_mountain_and_opponents_field():
    g = position(hands=("rrooyy", "ggg"), mountains=("r", ""), fields=(("o", "y"), ("", "")))
    acts = g.legal_actions()
    assert PlayField(0, O, 2) in acts  # already in your own field: fine
    for c in (R, Y):
        assert PlayField(0, c, 1) not in acts
        with pytest.raises(IllegalAction, match="M-R3"):
            g.apply(PlayField(0, c, 1))


def test_illegal_action_leaves_the_game_unchanged():
    g = position(hands=("rrooyy", "ggg"), mountains=("r", ""), fields=(("o", "y"), ("", "")))
    before = g.to_json()
    for bad in (PlayField(0, R, 1), PlayField(0, O, 9), PlayMountain(2, R), Discard(K, 1)):
        with pytest.raises(IllegalAction):
            g.apply(bad)
        assert g.to_json() == before
    assert Game.from_json(before).to_json() == before
