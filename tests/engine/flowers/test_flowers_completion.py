"""Completion of a mandala: F-X1..F-X7."""

import pytest

from engine.errors import IllegalAction
from engine.flowers import ChooseTile, Color, Play
from engine.flowers.events import (
    CardsCleared,
    Completed,
    TilesDealt,
    TilesDiscarded,
    TileTaken,
    TurnStarted,
)
from engine.flowers.vocab import End
from tests.engine.flowers.builders import codes, count, dealt, position, tiles

E, P, R, G, O, Y = (Color.GREY, Color.PURPLE, Color.RED, Color.GREEN, Color.ORANGE,
                    Color.YELLOW)


def two_player_race():
    """Mandala 0 (grey+green) gets red, purple, orange face up; seat 1 to play yellow."""
    g = dealt("rrooy", "ppyyye", draw="e" * 10, layout=("e2g3", "p1o1", "r1y1"))
    g.apply(Play(0, R, 1))  # seat 0 claims
    g.apply(Play(0, P, 1))
    g.apply(Play(0, O, 1))
    return g


def test_F_X1_completes_only_when_six_colours_show():
    g = two_player_race()
    assert g.phase == "play" and g.to_move == 1  # five colours: grey, green, red, purple, orange
    g.apply(Play(1, Y, 1))
    assert g.phase == "play"  # elsewhere
    g.apply(Play(0, R, 1))  # face down: no new colour
    assert g.phase == "play"
    events = g.apply(Play(0, Y, 1))
    assert Completed(0, 0, 1, True, True) in events and g.phase == "choose"


def test_F_X2_the_claim_holder_chooses_with_a_button_then_play_goes_on():
    g = two_player_race()
    g.apply(Play(0, Y, 1))  # seat 1 completes; seat 0 holds the claim
    assert g.to_move == 0 and g.current_player == 1
    assert g.legal_actions() == [ChooseTile(0), ChooseTile(1)]
    assert g.choice == (0, 0, 1)
    before = g.to_json()
    for bad in (Play(1, O, 1), ChooseTile(2), ChooseTile(-1)):
        with pytest.raises(IllegalAction, match="F-X2"):
            g.apply(bad)
        assert g.to_json() == before
    events = g.apply(ChooseTile(1))  # the light-backed (green) one
    assert TileTaken(0, 0, tiles("g3")[0], False) in events
    assert TileTaken(1, 0, tiles("e2")[0], False) in events
    assert codes(g.halves[0]) == "g3" and codes(g.halves[1]) == "e2"
    assert events[-1] == TurnStarted(0) and g.to_move == 0  # the seat after seat 1, who played


def test_F_X2_play_continues_after_the_seat_that_played_not_the_holder():
    g = dealt("rrrey", "pyoggg", "oooeeee", draw="g" * 10)
    g.apply(Play(0, R, 1))  # claim seat 0
    g.apply(Play(0, P, 1))
    g.apply(Play(0, O, 1))
    g.apply(Play(0, R, 1))  # seat 0: 2 cards
    g.apply(Play(0, Y, 1))  # seat 1 completes: seat 0 chooses, seat 1 (2 cards) is second
    assert g.choice == (0, 0, 1) and g.to_move == 0
    g.apply(ChooseTile(0))
    assert g.to_move == 2


def three_player_race(step5):
    """Seat 0 claims mandala 0 with 3 red; seat 1 puts 1 purple, seat 2 2 orange; then seat 1
    does `step5`; seat 0 completes it with yellow."""
    g = dealt("rrrey", "ppprgg", "ooeeeee", draw="g" * 10)
    g.apply(Play(0, R, 3))
    g.apply(Play(0, P, 1))
    g.apply(Play(0, O, 2))
    g.apply(Play(1, E, 1))
    g.apply(step5)
    g.apply(Play(1, E, 1))
    return g.apply(Play(0, Y, 1)), g


def test_F_X3_second_place_most_cards():
    events, g = three_player_race(Play(0, P, 2))  # seat 1: 3 cards (1 face up) beat 2
    assert Completed(0, 0, 1, True, True) in events


def test_F_X3_second_place_tie_on_cards_goes_to_most_face_up():
    events, g = three_player_race(Play(0, R, 1))  # seat 1: 2 cards, 1 up; seat 2: 2, both up
    assert Completed(0, 0, 2, True, True) in events
    g.apply(ChooseTile(0))
    assert codes(g.halves[0]) == "e1" and codes(g.halves[2]) == "g1"
    assert g.to_move == 1  # after seat 0, who played


def test_F_X3_still_tied_the_holder_takes_both():
    g = dealt("rrrey", "ppprgg", "oeeeeee", draw="g" * 10)
    g.apply(Play(0, R, 1))
    g.apply(Play(0, P, 1))
    g.apply(Play(0, O, 1))
    events = g.apply(Play(0, Y, 1))  # seat 0: 2 cards; seats 1 and 2: 1 up each
    assert Completed(0, 0, -1, True, False) in events
    assert g.phase == "play" and codes(g.halves[0]) == "e1g1"
    assert TileTaken(0, 0, tiles("e1")[0], False) in events


def test_F_X3_nobody_else_with_a_face_up_card_the_holder_takes_both():
    g = dealt("rpoye", "eeeeee", draw="g" * 10)
    g.apply(Play(0, R, 1))
    g.apply(Play(0, E, 3))  # seat 1: face down only (grey is a tile colour)
    g.apply(Play(0, P, 1))
    g.apply(Play(1, E, 1))
    g.apply(Play(0, O, 1))
    g.apply(Play(1, E, 1))
    events = g.apply(Play(0, Y, 1))
    assert Completed(0, 0, -1, True, False) in events and g.to_move == 1
    assert CardsCleared(0, (4, 0), (0, 3)) in events  # seat 1 takes its 3 cards back (F-X6)


def leaver_race(orange: int):
    """Seat 0 claims mandala 0 with 4 red and resigns; seat 2 has `orange` orange face up;
    seat 1 then completes it with 3 cards and no claim changes hands."""
    g = dealt("rrrry", "prygge", "ooooeee", draw="g" * 10)
    g.apply(Play(0, R, 4))
    g.apply(Play(0, P, 1))
    g.apply(Play(0, O, orange))
    g.resign(0)  # its reds go, the token is free
    assert g.mandalas[0].claim is None and g.to_move == 1
    g.apply(Play(0, R, 1))
    g.apply(Play(1, E, 1))
    return g.apply(Play(0, Y, 1)), g


def test_F_X4_unclaimed_completion_the_strict_leader_acts_as_holder():
    events, g = leaver_race(4)  # seat 2: 4 cards beat seat 1's 3
    assert Completed(0, 2, 1, False, True) in events
    assert g.to_move == 2 and g.mandalas[0].claim is None  # the token itself stays unclaimed
    g.apply(ChooseTile(1))
    assert codes(g.halves[2]) == "g1" and codes(g.halves[1]) == "e1"


def test_F_X4_unclaimed_completion_tied_at_the_top_discards_both_tiles():
    events, g = leaver_race(3)  # 3 - 3
    assert Completed(0, -1, -1, False, False) in events
    assert TilesDiscarded(0, tuple(tiles("e1g1"))) in events
    assert codes(g.tile_discard) == "e1g1" and g.halves == ((), (), ())
    assert CardsCleared(0, (0, 0, 0), (0, 3, 3)) in events  # nobody took: all cards go back
    assert g.to_move == 2


def test_F_X5_a_second_half_of_a_colour_completes_a_flower_for_good():
    g = position(hands=("y", "p"), up=[("rpo", ""), ("", ""), ("", "")], claim=(0, -1, -1),
                 layout=("e2g1", "p1o1", "r1y1"), halves=("e1", ""))
    events = g.apply(Play(0, Y, 1))
    assert TileTaken(0, 0, tiles("e2")[0], True) in events
    assert [codes(f) for f in g.flowers[0]] == ["e1e2"] and codes(g.halves[0]) == "g1"


def test_F_X5_several_flowers_of_one_colour():
    g = position(hands=("y", "p"), up=[("rpo", ""), ("", ""), ("", "")], claim=(0, -1, -1),
                 layout=("exg1", "p1o1", "r1y1"), halves=("e2", ""), flowers=(("e1e3",), ()))
    g.apply(Play(0, Y, 1))
    assert [codes(f) for f in g.flowers[0]] == ["e1e3", "e2ex"]
    g = position(hands=("y", "p"), up=[("rpo", ""), ("", ""), ("", "")], claim=(0, -1, -1),
                 layout=("exg1", "p1o1", "r1y1"), halves=("", ""), flowers=(("e1e3",), ()))
    g.apply(Play(0, Y, 1))  # a third grey half starts a new unpaired half
    assert codes(g.halves[0]) == "exg1" and len(g.flowers[0]) == 1


def test_F_X6_takers_discard_the_others_take_their_cards_back_past_eight():
    g = position(hands=("y", "rrrrrrrr"), up=[("rpo", ""), ("", ""), ("", "")],
                 down=[("e", "eeeee"), ("", ""), ("", "")], claim=(0, -1, -1))
    discard = g.discard
    events = g.apply(Play(0, Y, 1))
    assert CardsCleared(0, (5, 0), (0, 5)) in events
    assert g.hand_size(1) == 13 and count(g.hands[1]) == "eeeeerrrrrrrr"
    assert g.discard == discard + 5
    assert all(not any(m.up[s].values()) for m in g.mandalas[:1] for s in (0, 1))
    assert Play(1, R, 8) in g.legal_actions()  # a big hand plays as usual


def test_F_X7_new_tiles_from_the_stack_tops_and_the_claim_is_free_again():
    g = dealt("rpoye", "eeeeee", draw="g" * 10, dark="p3", light="yx")
    for a in (Play(0, R, 1), Play(1, E, 1), Play(0, P, 1), Play(1, E, 1), Play(0, O, 1),
              Play(1, E, 1)):
        g.apply(a)
    assert g.mandalas[0].claim == 0
    events = g.apply(Play(0, Y, 1))
    assert TilesDealt(0, tuple(tiles("p3yx"))) in events
    assert codes(g.mandalas[0].tiles) == "p3yx" and g.mandalas[0].claim is None
    assert [len(s) for s in g.tile_stacks] == [14, 14]


def test_F_X7_an_empty_stack_closes_the_mandala():
    g = position(hands=("yr", "p"), up=[("rpo", ""), ("", ""), ("", "")], claim=(0, -1, -1),
                 stacks_left=0)
    events = g.apply(Play(0, Y, 1))
    assert TilesDealt(0, ()) in events and g.mandalas[0].closed and g.mandalas[0].tiles == ()
    assert not g.is_over and g.to_move == 1
    assert all(a.mandala != 0 for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="F-X7"):
        g.apply(Play(0, P, 1))


def test_F_X7_when_all_three_mandalas_are_closed_the_game_ends():
    g = position(hands=("gr", "p"), up=[("", ""), ("", ""), ("epo", "")], claim=(-1, -1, 0),
                 layout=("", "", "r1y1"), stacks_left=0)
    assert g.legal_actions() == [Play(2, R, 1), Play(2, G, 1)]
    events = g.apply(Play(2, G, 1))
    assert TilesDealt(2, ()) in events
    assert g.is_over and g.outcome().reason is End.TILES_OUT
