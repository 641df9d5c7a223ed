"""Deck, game end and scoring: M-E1..M-E4, M-P1, M-P2."""

from engine.mandala.events import Completed, Drew, GameEnded, MountainDealt, Reshuffled
from engine.mandala.vocab import Color, Discard, Pick, PlayField, PlayMountain
from tests.engine.builders import position

R, O, Y, G, P, K = (Color.RED, Color.ORANGE, Color.YELLOW, Color.GREEN, Color.PURPLE, Color.BLACK)

# Mandala 0 waits for black: mountain r r p, seat 0's field o o, seat 1's field y g.
NEAR = dict(mountains=("rrp", "yy"), fields=(("oo", "yg"), ("", "")), current=1)


def test_M_E1_a_merely_empty_deck_sets_nothing():
    g = position(hands=("rooooy", "kkgggp"), deck="", rest="discard", **NEAR)
    g.apply(PlayField(1, G, 1))
    assert len(g.deck) == 0 and not g.end_triggered


def test_M_E1_reshuffle_in_a_discard_draw_makes_the_next_completion_the_last():
    g = position(hands=("rooooy", "kkgggp"), deck="", rest="discard", **NEAR)
    events = g.apply(Discard(G, 1))  # seat 1 discards and draws: the deck is rebuilt
    assert any(isinstance(e, Reshuffled) for e in events) and g.end_triggered
    assert g.phase == "play"
    g.apply(PlayField(1, O, 1))  # seat 0 passes time elsewhere
    events = g.apply(PlayMountain(0, K))
    assert next(e for e in events if isinstance(e, Completed)).last
    g.apply(Pick(R))
    events = g.apply(Pick(P))
    assert g.is_over and g.over_reason == "M-E3"
    assert not any(isinstance(e, MountainDealt) for e in events)  # M-E3: no new mountain


def test_M_E1_reshuffle_during_the_completing_mountain_play_makes_it_the_last():
    g = position(hands=("rooooy", "kkgggp"), deck="", rest="discard", **NEAR)
    events = g.apply(PlayMountain(0, K))
    kinds = [type(e) for e in events]
    assert kinds.index(Reshuffled) < kinds.index(Completed)
    assert next(e for e in events if isinstance(e, Completed)).last
    g.apply(Pick(R))
    g.apply(Pick(P))
    assert g.is_over


def test_M_E1_reshuffle_while_refilling_the_mountain_makes_the_next_completion_last():
    # seat 1 completes with a field play (no draw); the refill then needs the discard pile
    g = position(hands=("rooooy", "kkgggp"), mountains=("rrpk", "yy"),
                 fields=(("oo", "y"), ("", "")), current=1, deck="", rest="discard")
    events = g.apply(PlayField(0, G, 1))
    done = next(e for e in events if isinstance(e, Completed))
    assert not done.last and not g.end_triggered
    g.apply(Pick(R))  # tie 2-2, seat 0 first
    g.apply(Pick(P))
    events = g.apply(Pick(K)) if g.phase == "pick" else []
    assert not g.is_over and g.end_triggered
    assert g.phase == "play"


def test_M_E1_both_piles_empty_the_draw_stops_short():
    g = position(hands=("rooooy", "kkgggp"), deck="g", rest="cup1", **NEAR)
    events = g.apply(PlayMountain(1, K))  # 5 left in hand: 3 wanted, only 1 to be had
    assert Drew(1, (G,)) in events
    assert g.hand_size(1) == 6
    assert not any(isinstance(e, Reshuffled) for e in events) and not g.end_triggered
    assert not g.is_over


def test_M_E2_a_sixth_river_colour_ends_the_game_after_this_completion():
    # seat 0's river holds five colours; red is the sixth
    g = position(hands=("ooy", "kgggpp"), rivers=("ygpko", ""), mountains=("rrk", "yy"),
                 fields=(("oo", "yg"), ("", "")), current=1)
    g.apply(PlayMountain(0, P))
    events = g.apply(Pick(R))  # seat 0 places its sixth colour
    assert len(g.rivers[0]) == 6 and not g.is_over  # the completion goes on
    events = g.apply(Pick(K)) if g.to_move == 1 and g.phase == "pick" else events
    assert g.is_over and g.over_reason == "M-E2"
    assert g.cups[0][P] == 1  # the automatic last pick: a colour in the river goes to the cup
    assert not any(isinstance(e, MountainDealt) for e in events)


def test_M_E4_ruling_a_player_with_no_card_ends_the_game():
    g = position(hands=("r", ""), rest="cup1")
    events = g.apply(PlayMountain(1, R))  # nothing to draw
    assert Drew(0, ()) in events
    assert g.is_over and g.over_reason == "M-E4"
    assert g.to_move is None and g.legal_actions() == []
    assert isinstance(events[-1], GameEnded)


def test_M_P1_cup_cards_score_their_river_space_river_cards_score_nothing():
    g = position(hands=("r", "o"), rivers=("rok", "p"), cup_public=("rroook", "ppp"),
                 cup_secret=("g", "pr"))
    # seat 0: red 2x1 + orange 3x2 + black 1x3 + green 0; seat 1: purple 4x1, red 0
    assert g.scores() == (11, 4)


def _ended(cup0: str, cup1: str):
    g = position(hands=("r", ""), rivers=("r", "o"), cup_public=(cup0, cup1))
    g.apply(PlayMountain(1, R))
    assert g.is_over
    return g


def test_M_P2_most_points_wins():
    assert _ended("rr", "ooo").winners() == [1]
    assert _ended("rrrr", "oo").winners() == [0]


def test_M_P2_tie_fewer_cup_cards_wins_then_a_shared_win():
    assert _ended("rr", "oog").scores() == (2, 2)
    assert _ended("rr", "oog").winners() == [0]
    assert _ended("rrg", "oo").winners() == [1]
    assert _ended("rr", "oo").winners() == [0, 1]


def test_winners_is_empty_while_the_game_goes_on():
    g = position(hands=("rr", "o"))
    assert g.winners() == []


def test_resigning_ends_the_game_and_the_other_player_wins():
    import pytest

    from engine.mandala import End, IllegalAction, new_game

    for seat in (0, 1):
        g = new_game(11)
        g.apply(g.legal_actions()[0])
        events = g.resign(seat)
        out = g.outcome()
        assert g.is_over and g.to_move is None and g.left == (seat,)
        assert out is not None and out.reason is End.RESIGNED
        assert out.winners == (1 - seat,) and out.ranks[seat] == 2
        assert type(events[0]).__name__ == "Resigned"
        again = type(g).from_json(g.to_json())
        assert again.outcome() == out and again.view(None).resigned == seat
        assert again.view(None).final_scores is None  # the cups stay secret
        with pytest.raises(IllegalAction):
            g.resign(1 - seat)


# Both hold one green card; green lies in a field of each mandala, so neither may play it to a
# mountain (M-R2), seat 1 may not play it to a field (M-R3) and seat 0 must keep a card (M-T2):
# every turn is a discard that draws a green again (M-T3, M-E1), forever.
STUCK = dict(hands=("g", "g"), mountains=("rrrooooyyppp", "rook"),
             fields=(("gggg", ""), ("ggggggggg", "pppp")), rivers=("prgy", "gpyo"),
             deck="g", rest="cup1", end_triggered=True)


def test_M_E4_ruling_only_discards_forever_end_the_game_as_it_stands():
    g = position(**STUCK)
    assert g.legal_actions() == [Discard(G, 1)]
    scores = g.scores()
    events = g.apply(Discard(G, 1))
    assert g.is_over and g.over_reason == "M-E4:no-play"
    assert isinstance(events[-1], GameEnded) and g.scores() == scores
    assert g.outcome() is not None and g.to_move is None


def test_M_E4_ruling_a_discard_turn_that_may_still_lead_to_a_play_goes_on():
    two = position(**{**STUCK, "hands": ("gg", "g"),  # seat 0 may still grow its field
                      "fields": (("ggg", ""), ("ggggggggg", "pppp"))})
    two.apply(Discard(G, 1))
    assert not two.is_over and two.to_move == 1
    black = position(**{**STUCK, "deck": "kg"})  # a black card may yet reach mandala 0
    black.apply(Discard(G, 1))
    assert not black.is_over


def test_M_E4_ruling_a_stuck_game_survives_the_json_round_trip_and_ends_the_same():
    from engine.mandala import Game

    g = position(**STUCK)
    h = Game.from_json(g.to_json())
    assert h.to_json() == g.to_json()
    h.apply(Discard(G, 1))
    assert h.is_over and h.over_reason == "M-E4:no-play"
    assert Game.from_json(h.to_json()).over_reason == "M-E4:no-play"


def test_M_E4_ruling_before_the_end_trigger_the_discards_run_on_to_the_reshuffle_then_end():
    g = position(**{**STUCK, "end_triggered": False})
    g.apply(Discard(G, 1))  # draws the deck's last green: the deck is empty, nothing triggered
    assert not g.is_over and not g.end_triggered
    events = g.apply(Discard(G, 1))  # this draw needs the discard pile: the reshuffle (M-E1)
    assert any(isinstance(e, Reshuffled) for e in events) and g.end_triggered
    assert g.is_over and g.over_reason == "M-E4:no-play"
