"""Claim tokens: F-K1 and F-K2."""

from engine.flowers import Color, Play
from engine.flowers.events import Claimed
from tests.engine.flowers.builders import dealt

E, P, R, G, O, Y = (Color.GREY, Color.PURPLE, Color.RED, Color.GREEN, Color.ORANGE,
                    Color.YELLOW)


def claims(g):
    return [m.claim for m in g.mandalas]


def test_F_K1_strictly_more_cards_with_a_face_up_card_takes_the_claim():
    g = dealt("rrooy", "ppyyye", draw="e" * 10)
    assert Claimed(0, 0) in g.apply(Play(0, R, 1))  # alone with a face-up card
    assert Claimed(1, 0) in g.apply(Play(0, P, 2))  # 2 > 1
    assert Claimed(0, 0) in g.apply(Play(0, O, 2))  # 3 > 2
    assert claims(g) == [0, None, None]


def test_F_K1_only_the_mandala_played_to():
    g = dealt("rrooy", "ppyyye", draw="e" * 10)
    g.apply(Play(0, R, 1))
    g.apply(Play(1, Y, 3))
    assert claims(g) == [0, 1, None]


def test_F_K1_players_with_only_face_down_cards_are_ignored():
    g = dealt("eeeer", "rppppp", draw="g" * 10)
    events = g.apply(Play(0, E, 3))  # grey is a tile colour: face down, no claim
    assert not any(isinstance(e, Claimed) for e in events) and claims(g)[0] is None
    assert Claimed(1, 0) in g.apply(Play(0, P, 1))  # 1 card beats nobody: seat 0 is ignored
    g.apply(Play(0, E, 1))  # 4 face-down cards: still no face-up card, no claim
    assert claims(g)[0] == 1


def test_F_K1_face_down_cards_count_toward_the_total():
    g = dealt("rrooy", "ppyyye", draw="e" * 10)
    g.apply(Play(0, R, 1))
    g.apply(Play(0, P, 1))  # 1 - 1: a tie
    g.apply(Play(1, R, 1))
    assert Claimed(1, 0) in g.apply(Play(0, P, 1))  # face down, but 2 > 1


def test_F_K2_a_tie_does_not_take_the_token_and_it_stays_until_taken():
    g = dealt("rrooy", "ppyyye", draw="e" * 10)
    g.apply(Play(0, R, 1))
    events = g.apply(Play(0, P, 1))  # 1 - 1: seat 0 keeps it
    assert not any(isinstance(e, Claimed) for e in events) and claims(g)[0] == 0
    g.apply(Play(1, O, 1))
    g.apply(Play(0, P, 1))  # seat 1: 2 - 1, takes it
    assert claims(g)[0] == 1
    g.apply(Play(0, R, 1))  # seat 0: 2 - 2 again: the token stays with seat 1
    assert claims(g)[0] == 1
