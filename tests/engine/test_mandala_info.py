"""Information: M-I1..M-I3, and the action codes."""

import dataclasses

import pytest

from engine.mandala import new_game
from engine.mandala.vocab import (
    Color,
    Discard,
    Pick,
    PlayField,
    PlayMountain,
    parse_action,
)
from tests.engine.builders import count, dealt, position

R, O, Y, G, P, K = (Color.RED, Color.ORANGE, Color.YELLOW, Color.GREEN, Color.PURPLE, Color.BLACK)


def test_M_I1_public_view_shows_the_table_and_every_count():
    g = dealt("rrrooo", "yyyggg", mt0="pk", mt1="kk")
    g.apply(PlayField(0, R, 2))
    v = g.view(None)
    assert v.viewer is None and v.to_move == 1
    assert count(v.mountains[0]) == "pk" and count(v.fields[0][0]) == "rr"
    assert [s.hand_size for s in v.seats] == [4, 6]
    assert [s.cup_size for s in v.seats] == [2, 2]
    assert v.deck_size == 88 and str(v.last_action) == "F0r2"
    assert v.last_action == PlayField(0, Color.RED, 2)


def test_M_I1_picks_are_public_history_cup_cards_from_mountains_are_known_to_both():
    g = position(hands=("rooooy", "kkgggp"), mountains=("rrrp", "yy"), cup_secret=("gg", "gg"),
                 fields=(("oo", "yg"), ("", "")), current=1)
    g.apply(PlayMountain(0, K))
    g.apply(Pick(R))  # seat 0: 1 red to the river, 2 to the cup
    for viewer in (None, 0, 1):
        seat0 = g.view(viewer).seats[0]
        assert seat0.river == (R,) and seat0.cup_known[R] == 2
    assert g.view(1).seats[0].cup_unknown == 2  # the two setup cards stay secret (M-I2)
    assert g.view(0).seats[0].cup_unknown == 0 and g.view(0).seats[0].cup_known[G] == 2


def test_M_I2_hands_and_setup_cup_cards_are_secret_to_their_owner():
    g = dealt("rrrooo", "yyyggg", cup0="pk", cup1="kk")
    public, mine, theirs = g.view(None), g.view(0), g.view(1)
    assert public.seats[0].hand is None and public.seats[1].hand is None
    assert count(mine.seats[0].hand) == "rrrooo" and mine.seats[1].hand is None
    assert theirs.seats[0].hand is None
    assert public.seats[0].cup_unknown == 2 and sum(public.seats[0].cup_known.values()) == 0
    assert count(mine.seats[0].cup_known) == "pk"
    assert mine.seats[0].score == g.scores()[0]


def test_M_I2_M_I3_public_view_is_the_same_whatever_the_hidden_cards():
    # same table, different hands, cups and deck order: the public views must be equal
    a = position(hands=("rrooy", "gggp"), cup_secret=("pk", "kk"), deck="rogyp")
    b = position(hands=("ooyyr", "pggg"), cup_secret=("kk", "pk"), deck="pygor")
    assert a.to_json() != b.to_json()
    assert a.view(None) == b.view(None)
    assert a.view(0) != b.view(0)


def test_M_I3_no_view_holds_the_deck_order():
    names = {f.name for f in dataclasses.fields(new_game(1).view(0))}
    assert "deck" not in names and "deck_size" in names


def test_action_codes_round_trip():
    for a in (PlayMountain(1, K), PlayField(0, G, 3), Discard(P, 12), Pick(Y)):
        assert parse_action(str(a)) == a
    assert str(PlayField(1, Color.GREEN, 3)) == "F1g3"


@pytest.mark.parametrize("bad", ["", "M2r", "Mr", "F0x1", "F0r0", "Dr", "Pz", "X", "Pkk"])
def test_bad_action_codes_are_refused(bad):
    with pytest.raises(ValueError):
        parse_action(bad)


def _played_out(seed: int):
    import random

    g = new_game(seed)
    choose = random.Random(seed).choice
    while not g.is_over:
        g.apply(choose(g.legal_actions()))
    return g


def test_at_the_games_own_end_every_cup_is_revealed_to_everyone():
    g = _played_out(3)
    assert g.resigned is None and g.is_over
    for viewer in (None, 0, 1):
        v = g.view(viewer)
        for seat in v.seats:
            assert seat.cup_unknown == 0
            assert seat.score == g.scores()[seat.seat]  # the counted cup gives the final score
            assert (seat.hand is not None) == (seat.seat == viewer)  # hands stay private


def test_a_resignation_keeps_the_setup_cards_secret():
    g = new_game(5)
    g.resign(0)
    for seat in g.view(None).seats:
        assert seat.cup_unknown == 2
    assert g.view(1).seats[0].cup_unknown == 2 and g.view(1).seats[1].cup_unknown == 0
