"""Completion of a mandala: M-X1..M-X8."""

import pytest

from engine.errors import IllegalAction
from engine.mandala.events import Completed, MountainDealt, MountainDiscarded, Picked
from engine.mandala.text import narrate
from engine.mandala.vocab import Color, Discard, Pick, PlayField, PlayMountain
from tests.engine.builders import count, position

R, O, Y, G, P, K = (Color.RED, Color.ORANGE, Color.YELLOW, Color.GREEN, Color.PURPLE, Color.BLACK)


def ready(**kw):
    """Mandala 0: mountain r r p, seat 0's field o o, seat 1's field y g; seat 1 to move holds
    black: PlayMountain(0, K) completes it."""
    args = dict(hands=("rooooy", "kkgggp"), mountains=("rrp", "yy"),
                fields=(("oo", "yg"), ("", "")), current=1, deck="kr")
    args.update(kw)
    return position(**args)


def test_M_X1_complete_only_with_all_six_colours():
    g = ready()
    g.apply(PlayField(1, G, 1))  # seat 1 elsewhere: nothing completes
    assert g.phase == "play"
    g.apply(PlayField(0, O, 1))  # seat 0 adds to its own field: still no black in mandala 0
    assert g.phase == "play"
    events = g.apply(PlayMountain(0, K))
    assert any(isinstance(e, Completed) and e.mandala == 0 for e in events)
    assert g.phase == "pick"


def test_M_X2_more_field_cards_picks_first_cards_not_colours():
    g = ready(fields=(("ooo", "yg"), ("", "")), hands=("rooy", "kkgggp"))
    g.apply(PlayMountain(0, K))
    assert g.completion == (0, 0)  # 3 orange beat yellow+green
    g = ready(fields=(("oo", "yyg"), ("", "")), hands=("roooo", "kkgggp"))
    g.apply(PlayMountain(0, K))
    assert g.completion == (0, 1)  # seat 1 has more, though it completed


def test_M_X2_on_a_tie_the_player_who_did_not_complete_picks_first():
    g = ready()  # 2 cards each; seat 1 completes
    events = g.apply(PlayMountain(0, K))
    done = next(e for e in events if isinstance(e, Completed))
    assert (done.completer, done.first_picker) == (1, 0)
    assert g.to_move == 0


def test_M_X3_picks_alternate_take_every_card_and_the_last_colour_is_automatic():
    g = ready()
    g.apply(PlayMountain(0, K))
    assert sorted(a.color.value for a in g.legal_actions()) == ["black", "purple", "red"]
    events = g.apply(Pick(R))
    assert Picked(0, 0, R, 2, True, 1, 0, False) in events
    assert g.to_move == 1 and count(g.mountains[0]) == "pk"
    events = g.apply(Pick(P))
    auto = [e for e in events if isinstance(e, Picked) and e.auto]
    assert auto == [Picked(0, 0, K, 1, True, 0, 0, True)]
    assert [c.value for c in g.rivers[0]] == ["red", "black"]
    assert [c.value for c in g.rivers[1]] == ["purple"]


def test_M_X4_new_colour_one_card_to_the_leftmost_river_space_rest_to_cup():
    g = ready(rivers=("k", ""))
    g.apply(PlayMountain(0, K))
    g.apply(Pick(R))  # 2 red: 1 to the river (after black), 1 to the cup
    assert g.rivers[0] == (K, R)
    assert g.cups[0][R] == 1


def test_M_X4_colour_already_in_river_all_cards_go_to_the_cup():
    g = ready(rivers=("r", ""))
    g.apply(PlayMountain(0, K))
    events = g.apply(Pick(R))
    assert Picked(0, 0, R, 2, False, 2, 0, False) in events
    assert g.rivers[0] == (R,) and g.cups[0][R] == 2


def test_M_X5_a_player_with_an_empty_field_picks_but_discards():
    g = ready(fields=(("", "oyg"), ("", "")), hands=("rooooy", "kkgggp"))
    g.apply(PlayMountain(0, K))
    assert g.completion == (0, 1)
    g.apply(Pick(R))  # seat 1 keeps red
    events = g.apply(Pick(P))  # seat 0 must still pick; it goes to the discard pile
    assert Picked(0, 0, P, 1, False, 0, 1, False) in events
    assert g.rivers[0] == () and g.rivers[1] == (R, K)
    told = " / ".join(narrate(events, ("Ada", "Bo"), viewer=0))
    assert "1 discarded (your field there is empty)" in told


def test_M_X5_nobody_has_field_cards_the_mountain_is_discarded_without_picks():
    g = position(hands=("kooooy", "gggpp"), mountains=("roygp", ""), deck="yy")
    events = g.apply(PlayMountain(0, K))
    assert MountainDiscarded(0, 6) in events
    assert not any(isinstance(e, Picked) for e in events)
    assert count(g.discard) == "roygpk"
    assert g.phase == "play" and g.to_move == 1
    told = narrate(events, ("Ada", "Bo"))
    assert "mandala 1 was completed" in told and "picks" not in " ".join(told)
    assert not any("(0 cards)" in line for line in told)


def test_M_X6_fields_are_discarded_and_two_cards_dealt_to_the_mountain():
    g = ready(deck="pg")
    g.apply(PlayMountain(0, K))  # seat 1 draws 3: p, g, then the rest of the deck
    top = g.deck[:2]
    g.apply(Pick(R))
    events = g.apply(Pick(P))
    assert count(g.fields[0][0]) == "" and count(g.fields[0][1]) == ""
    assert count(g.discard) == "ooyg"
    assert MountainDealt(0, top) in events
    assert dict(g.mountains[0]) == {c: top.count(c) for c in Color}


def test_M_X7_play_passes_to_the_opponent_of_the_completer():
    g = ready()
    g.apply(PlayMountain(0, K))  # seat 1 completed
    g.apply(Pick(R))
    g.apply(Pick(P))
    assert g.phase == "play" and g.to_move == 0
    g = ready(current=0, hands=("kooooy", "rrgggp"))
    g.apply(PlayMountain(0, K))  # seat 0 completed; seat 1 picks first on the tie
    g.apply(Pick(R))
    g.apply(Pick(P))
    assert g.phase == "play" and g.to_move == 1


def test_M_X8_a_pick_is_the_pickers_own_decision():
    g = ready()
    g.apply(PlayMountain(0, K))
    assert g.to_move == 0 and g.current_player == 1
    assert all(isinstance(a, Pick) for a in g.legal_actions())
    before = g.to_json()
    for bad in (Discard(O, 1), PlayMountain(1, O), Pick(G)):
        with pytest.raises(IllegalAction, match="M-X3"):
            g.apply(bad)
    assert g.to_json() == before
