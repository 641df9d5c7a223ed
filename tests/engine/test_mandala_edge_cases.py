"""Edge cases of M-X3, M-X7, M-E1, M-E2, M-E4, M-T1, M-T3, M-I2 that the simpler rule tests
would let slip (found by mutating the engine: each of these fails on its mutation)."""
from engine.mandala.events import (
    Completed,
    Drew,
    FieldsDiscarded,
    MountainDealt,
    Picked,
    Reshuffled,
)
from engine.mandala.vocab import Color, Discard, Pick, PlayField, PlayMountain
from tests.engine.builders import position

R, O, Y, G, P, K = (Color.RED, Color.ORANGE, Color.YELLOW, Color.GREEN, Color.PURPLE, Color.BLACK)


def test_M_X7_completer_picks_first_yet_the_opponent_plays_next():
    # seat 1 completes AND has more field cards, so seat 1 picks first; seat 0 must play next
    g = position(hands=("roooo", "kkgggp"), mountains=("rrp", "yy"),
                 fields=(("oo", "yyg"), ("", "")), current=1, deck="kr")
    g.apply(PlayMountain(0, K))
    assert g.completion == (0, 1)
    g.apply(Pick(R))           # seat 1
    g.apply(Pick(P))           # seat 0; black goes automatically to seat 1
    assert g.phase == "play" and g.to_move == 0


def test_M_X3_single_colour_mountain_at_completion_is_taken_automatically():
    # mountain holds only black; seat 1's field play completes; seat 1 has 3 cards vs 2
    g = position(hands=("rooyy", "pggg"), mountains=("kk", ""), fields=(("ro", "yg"), ("", "")),
                 current=1, deck="rr")
    events = g.apply(PlayField(0, P, 1))
    done = next(e for e in events if isinstance(e, Completed))
    assert done.first_picker == 1
    assert Picked(1, 0, K, 2, True, 1, 0, True) in events
    assert any(isinstance(e, FieldsDiscarded) for e in events)
    assert MountainDealt(0, (R, R)) in events
    assert g.phase == "play" and g.to_move == 0 and g.rivers[1] == (K,)


def test_M_E1_reshuffle_while_refilling_makes_the_NEXT_completion_the_last():
    # seat 1 completes mandala 0 by a field play; the refill rebuilds the deck from the pile
    g = position(hands=("kooooy", "kggggp"), mountains=("rrpk", "rro"),
                 fields=(("oo", "y"), ("yg", "p")), current=1, deck="", rest="discard")
    events = g.apply(PlayField(0, G, 1))
    assert not next(e for e in events if isinstance(e, Completed)).last
    while g.phase == "pick":
        g.apply(g.legal_actions()[0])
    assert g.end_triggered and g.phase == "play" and g.to_move == 0
    # seat 0 completes mandala 1 (mountain r r o, fields y g / p, black arrives): the last one
    events = g.apply(PlayMountain(1, K))
    assert next(e for e in events if isinstance(e, Completed)).last
    while g.phase == "pick":
        events = g.apply(g.legal_actions()[0])
    assert g.is_over and g.over_reason == "M-E3"
    assert not any(isinstance(e, MountainDealt) for e in events)


def test_M_T3_the_discarded_cards_are_in_the_pile_before_the_draw():
    # deck and pile both empty: only the cards just discarded can be drawn back (M-T3, M-E1)
    g = position(hands=("rrooo", "ggg"), deck="", rest="cup1")
    events = g.apply(Discard(R, 2))
    assert Reshuffled(2) in events and Drew(0, (R, R)) in events
    assert g.hand_size(0) == 5 and g.end_triggered


def test_M_I2_public_view_scores_ignore_setup_cup_cards_even_with_a_river():
    a = position(hands=("rr", "oo"), rivers=("k", "p"), cup_secret=("kk", "pp"),
                 cup_public=("k", ""))
    b = position(hands=("rr", "oo"), rivers=("k", "p"), cup_secret=("gy", "ry"),
                 cup_public=("k", ""))
    assert a.scores() != b.scores()
    assert a.view(None) == b.view(None)
    assert a.view(1).seats[0] == b.view(1).seats[0]
    assert a.view(None).seats[0].score == 1 and a.view(None).final_scores is None
    assert a.view(0).seats[0].score == a.scores()[0] == 3


def test_M_E4_after_a_completion_the_opponent_with_no_card_ends_the_game():
    g = position(hands=("", "kr"), mountains=("rrp", "yy"), fields=(("oo", "yg"), ("", "")),
                 current=1, rest="cup1")
    g.apply(PlayMountain(0, K))  # seat 1 completes; draws nothing (deck and pile empty)
    while g.phase == "pick":
        g.apply(g.legal_actions()[0])
    assert g.is_over and g.over_reason == "M-E4"


def test_M_T1_hand_of_seven_draws_two():
    g = position(hands=("rrrooyy", "gggppp"), deck="kkk")
    g.apply(PlayMountain(0, R))
    assert g.hand_size(0) == 8 and g.deck[:1] == (K,)


def test_M_E2_the_other_players_remaining_picks_still_reach_their_river():
    # engine choice (see report): after seat 0 places its sixth colour, seat 1's pick of black
    # is a new colour for seat 1 and goes to its river
    g = position(hands=("ooy", "kgggpp"), rivers=("ygpko", ""), mountains=("rrk", "yy"),
                 fields=(("oo", "yg"), ("", "")), current=1)
    g.apply(PlayMountain(0, P))
    g.apply(Pick(R))
    events = g.apply(Pick(K))
    assert Picked(1, 0, K, 1, True, 0, 0, False) in events
    assert g.rivers[1] == (K,) and g.is_over and g.over_reason == "M-E2"


def test_codec_refuses_a_pick_phase_that_could_not_go_on():
    import json

    import pytest

    from engine.mandala import Game

    g = position(hands=("rooooy", "kkgggp"), mountains=("rrp", "yy"),
                 fields=(("oo", "yg"), ("", "")), current=1, deck="kr")
    g.apply(PlayMountain(0, K))
    record = json.loads(g.to_json())
    record["discard"] = [a + b for a, b in zip(record["discard"], record["mountains"][0],
                                               strict=True)]
    record["mountains"][0] = [0] * 6
    with pytest.raises(ValueError, match="M-X3"):
        Game.from_json(json.dumps(record))


def test_M_E1_a_draw_that_exactly_empties_the_deck_sets_nothing():
    g = position(hands=("rooooy", "kkgggp"), deck="kgy", rest="discard")
    g.apply(PlayMountain(1, R))  # draws the last 3 cards; the pile is full but not needed yet
    assert len(g.deck) == 0 and not g.end_triggered
    events = g.apply(Discard(G, 1))  # now a card is needed: reshuffle, trigger
    assert any(isinstance(e, Reshuffled) for e in events) and g.end_triggered
