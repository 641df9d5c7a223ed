"""A turn: F-T1..F-T7 (plays, face up or down, drawing, empty hands, refills, no cards left)."""

import pytest

from engine.errors import IllegalAction
from engine.flowers import ChooseTile, Color, Play
from engine.flowers.events import Drew, EmptyHand, GameEnded, Played, Reshuffled
from engine.flowers.vocab import End
from tests.engine.flowers.builders import count, dealt, position

E, P, R, G, O, Y = (Color.GREY, Color.PURPLE, Color.RED, Color.GREEN, Color.ORANGE,
                    Color.YELLOW)
# standard layout: mandala 0 grey+green, 1 purple+orange, 2 red+yellow


def test_F_T1_play_cards_of_one_colour_kept_apart_per_player():
    g = dealt("rrroy", "rrpyyy", draw="oooo")
    g.apply(Play(0, R, 2))
    g.apply(Play(0, Y, 3))
    m = g.mandalas[0]
    assert count(m.up[0]) == "rr" and count(m.up[1]) == "yyy"
    assert count(g.hands[0]) == "roy" and count(g.hands[1]) == "prr"
    assert g.to_move == 0


def test_F_T1_illegal_plays_name_the_rule_and_change_nothing():
    g = dealt("rrroy", "rrpyyy")
    before = g.to_json()
    for action, rule in [(Play(0, R, 4), "F-T1"), (Play(0, E, 1), "F-T1"),
                         (Play(0, R, 0), "F-T1"), (Play(5, R, 1), "F-C4"),
                         (ChooseTile(0), "F-X2"), ("P0r1", "F-T1"), (Play(0, "red", 1), "F-C1")]:
        with pytest.raises(IllegalAction, match=rule):
            g.apply(action)
        assert g.to_json() == before
    assert set(g.legal_actions()) == {Play(m, c, n) for m in range(3)
                                      for c, k in ((R, 3), (O, 1), (Y, 1)) for n in range(1, k + 1)}


def test_F_T2_absent_colour_face_up_present_colour_face_down():
    g = dealt("rrege", "rroyyy", draw="oooooooo")
    events = g.apply(Play(0, R, 1))  # red absent from mandala 0: face up
    assert Played(0, 0, R, 1, True) in events
    events = g.apply(Play(0, R, 2))  # red now face up there: seat 1's reds go face down
    assert Played(1, 0, R, 2, False) in events
    g.apply(Play(0, E, 1))  # grey is a tile colour: face down
    g.apply(Play(0, Y, 1))  # yellow: face up
    g.apply(Play(0, R, 1))  # seat 0's own face-up colour: face down too
    m = g.mandalas[0]
    assert count(m.up[0]) == "r" and count(m.down[0]) == "er"
    assert count(m.up[1]) == "y" and count(m.down[1]) == "rr"


def test_F_T2_each_colour_face_up_at_most_once_per_mandala_but_again_elsewhere():
    g = dealt("rrrrr", "rrrrrr", draw="oooooooo")
    g.apply(Play(0, R, 1))
    g.apply(Play(0, R, 1))
    g.apply(Play(1, R, 1))
    g.apply(Play(2, R, 1))  # red is mandala 2's tile colour
    ups = [[count(u) for u in m.up] for m in g.mandalas]
    assert ups == [["r", ""], ["r", ""], ["", ""]]
    assert [[count(d) for d in m.down] for m in g.mandalas] == [["", "r"], ["", ""], ["", "r"]]


def test_F_T3_seed_rule_draws_two_after_a_single_card_and_nothing_after_more():
    g = dealt("rrroy", "pppppp", draw="eg")
    events = g.apply(Play(0, O, 1))
    assert Drew(0, (E, G)) in events and g.hand_size(0) == 6
    events = g.apply(Play(1, P, 2))
    assert not any(isinstance(e, Drew) for e in events) and g.hand_size(1) == 4
    g = position(hands=("rrrrrrrrr", "p"), deck="eg")
    g.apply(Play(0, R, 1))  # the seed rule draws 2 even above 8
    assert g.hand_size(0) == 10


def test_F_T3_published_rule_draws_up_to_four_without_going_over_eight():
    g = dealt("rrroy", "pppppp", draw="eeeeeeee", draw_rule="published")
    g.apply(Play(0, O, 1))  # 4 left: draw 4
    assert g.hand_size(0) == 8
    g = position(hands=("rrrrrrrr", "p"), draw_rule="published")
    g.apply(Play(0, R, 1))  # [ruling] counted after the play: 7 in hand, draw 1
    assert g.hand_size(0) == 8
    g = position(hands=("rrrrrrrrrr", "p"), draw_rule="published")
    events = g.apply(Play(0, R, 1))  # 9 after the play: nothing
    assert g.hand_size(0) == 9 and not any(isinstance(e, Drew) for e in events)
    g = position(hands=("rrrrr", "p"), draw_rule="published")
    g.apply(Play(0, R, 2))  # 2 or more cards: nothing
    assert g.hand_size(0) == 3


def test_F_T3_draws_tells_what_a_play_would_draw_as_the_play_then_does():
    nine = position(hands=("rrrrrrrrry", "p"), draw_rule="published")
    assert nine.draws(1) == 0  # 9 left after playing 1: the published rule draws nothing
    assert not any(isinstance(e, Drew) for e in nine.clone().apply(Play(2, Y, 1)))
    seven = position(hands=("rrrrrrry", "p"), draw_rule="published")
    assert seven.draws(1) == 1 and seven.draws(2) == 0
    assert Drew in {type(e) for e in seven.clone().apply(Play(2, Y, 1))}
    assert position(hands=("rrrrrrrrry", "p")).draws(1) == 2  # the seed rule, even above 8
    # F-T6: only what the deck and the discard pile still hold
    rest = "e" * 14 + "p" * 14 + "r" * 14 + "g" * 15 + "o" * 15 + "y" * 14
    short = position(hands=("ry", "p"), deck="e", down=[("", rest), ("", ""), ("", "")])
    assert short.draws(1) == 1
    assert Drew(0, (E,)) in short.apply(Play(2, Y, 1))


def test_F_T3_the_draw_happens_before_the_completion_takes_cards_back():
    # mandala 0 lacks only yellow; seat 1 completes it; seat 0 (second) takes cards back later
    g = position(hands=("rr", "y"), up=[("rp", "o"), ("", ""), ("", "")], claim=(0, -1, -1),
                 current=1, deck="eeee", draw_rule="published")
    events = g.apply(Play(0, Y, 1))
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("Drew") < kinds.index("Completed")
    assert Drew(1, (E, E, E, E)) in events  # 0 in hand after the play: draw 4 at once


def test_F_T4_a_play_of_two_or_more_must_leave_a_card():
    g = dealt("rrrrr", "pppppp")
    with pytest.raises(IllegalAction, match="F-T4"):
        g.apply(Play(0, R, 5))
    assert Play(0, R, 4) in g.legal_actions() and Play(0, R, 5) not in g.legal_actions()
    g = position(hands=("r", "p"), deck="")
    assert g.legal_actions() == [Play(m, R, 1) for m in range(3)]  # a lone card may go


def test_F_T5_an_empty_hand_draws_two_and_the_turn_ends():
    g = position(hands=("rr", ""), deck="egoo")
    events = g.apply(Play(0, R, 2 - 1))
    assert Drew(1, (O, O)) in events and EmptyHand(1) in events
    assert g.to_move == 0 and count(g.hands[1]) == "oo"


def test_F_T5_under_the_published_rule_too_for_every_empty_seat():
    g = position(hands=("rr", "", ""), draw_rule="published", deck="ppppppp")
    g.apply(Play(0, R, 1))  # 1 left: draws 4; seats 1 and 2 draw 2 each and pass
    assert [g.hand_size(s) for s in range(3)] == [5, 2, 2] and g.to_move == 0


def test_F_T6_the_discard_refills_the_deck_mid_draw():
    g = position(hands=("rr", "p"), deck="g", rest="discard")
    events = g.apply(Play(0, R, 1))
    kinds = [type(e) for e in events]
    assert Reshuffled in kinds and len(next(e for e in events if type(e) is Drew).colors) == 2
    assert events[kinds.index(Reshuffled)].cards == 90 - 4
    assert len(g.deck) == 90 - 4 - 1 and g.discard == 0
    assert g.hands[0][G] >= 1


def table(red_up: int, orange_up: int):
    """Every card but a few on the mandalas, none complete: red and orange up on mandala 0,
    grey up on 1, purple up on 2, greens and yellows face down."""
    up = [("r" * red_up, "o" * orange_up), ("e" * 15, ""), ("", "p" * 15)]
    down = [("", "g" * 15), ("y" * 15, ""), ("", "")]
    return up, down


def test_F_T6_with_deck_and_discard_empty_draw_what_exists():
    up, down = table(13, 14)
    g = position(hands=("rr", "o"), up=up, down=down, deck="")
    assert len(g.deck) == 0 and g.discard == 0
    events = g.apply(Play(0, R, 1))
    assert Drew(0, ()) in events and g.to_move == 1


def test_F_T7_every_card_on_the_mandalas_ends_the_game():
    up, down = table(14, 15)
    g = position(hands=("r", ""), up=up, down=down, deck="")
    events = g.apply(Play(0, R, 1))
    assert g.is_over and g.outcome().reason is End.NO_CARDS
    assert isinstance(events[-1], GameEnded) and events[-1].reason is End.NO_CARDS
    assert g.to_move is None and g.legal_actions() == []


def test_F_T5_with_nothing_to_draw_the_turn_still_passes():
    up, down = table(13, 15)
    g = position(hands=("rr", ""), up=up, down=down, deck="")
    events = g.apply(Play(0, R, 1))
    assert Drew(1, ()) in events and EmptyHand(1) in events
    assert g.to_move == 0 and not g.is_over
