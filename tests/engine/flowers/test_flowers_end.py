"""The end: F-E1..F-E3, and resigning (this game's rule for a seat that leaves)."""

import pytest

from engine.errors import IllegalAction
from engine.flowers import ChooseTile, Color, Game, Play, Tile
from engine.flowers.events import (
    CardsCleared,
    CompletionVoided,
    GameEnded,
    Resigned,
    TilesDealt,
    TileTaken,
    TurnStarted,
)
from engine.flowers.scoring import flower_points, flower_sum, half_points, points
from engine.flowers.vocab import End
from tests.engine.flowers.builders import codes, dealt, position, tiles

E, P, R, G, O, Y = (Color.GREY, Color.PURPLE, Color.RED, Color.GREEN, Color.ORANGE,
                    Color.YELLOW)


def t(code: str) -> Tile:
    return tiles(code)[0]


def two_flowers():
    """Seat 0 has two flowers and a lone red 1; mandala 2 (red 2 + yellow 1) lacks only orange,
    which seat 0 holds; seat 0 holds its claim."""
    return position(hands=("oo", "ppp"), up=[("", ""), ("", ""), ("epg", "")],
                    layout=("e3g3", "p3o3", "r2y1"), claim=(-1, -1, 0), halves=("r1", ""),
                    flowers=(("e1e2", "p1p2"), ()))


def test_F_E1_a_third_flower_ends_the_game_after_the_completion_finishes():
    g = two_flowers()
    events = g.apply(Play(2, O, 1))
    kinds = [type(e) for e in events]
    assert kinds[-5:] == [TileTaken, TileTaken, CardsCleared, TilesDealt, GameEnded]
    assert TileTaken(0, 2, t("r2"), True) in events  # the third flower
    assert TileTaken(0, 2, t("y1"), False) in events  # the completion still finishes
    assert len(g.mandalas[2].tiles) == 2  # new tiles were dealt
    assert g.is_over and g.outcome().reason is End.THIRD_FLOWER
    assert g.to_move is None and g.legal_actions() == []
    with pytest.raises(IllegalAction, match="F-E1"):
        g.apply(Play(0, O, 1))


def test_F_E1_after_a_choice_the_second_player_still_gets_the_other_tile():
    g = position(hands=("oo", "ppp"), up=[("", ""), ("", ""), ("ep", "g")],
                 down=[("", ""), ("", ""), ("p", "")],
                 layout=("e3g3", "p3o3", "r2y1"), claim=(-1, -1, 0), halves=("r1", ""),
                 flowers=(("e1e2", "p1p2"), ()))
    g.apply(Play(2, O, 1))
    assert g.choice == (2, 0, 1) and not g.is_over
    events = g.apply(ChooseTile(0))
    assert TileTaken(1, 2, t("y1"), False) in events and g.is_over
    assert g.outcome().reason is End.THIRD_FLOWER


def test_F_E2_the_scoring_examples():
    assert flower_points(t("r3"), t("r1")) == 5  # 3 with 1
    assert flower_points(t("e2"), t("e2")) == 6  # 2 with 2
    assert flower_points(t("gx"), t("g3")) == 9  # 3x with 3
    assert flower_points(t("g3"), t("gx")) == 9
    assert half_points(t("o3")) == 3  # lone 3
    assert half_points(t("ox")) == 0  # lone 3x
    assert flower_points(t("yx"), t("yx")) == 0  # two 3x
    assert flower_points(t("y1"), t("y2")) == 4  # larger plus twice the smaller
    assert points([t("o3"), t("ox")], [(t("r3"), t("r1")), (t("gx"), t("g3"))]) == 17


def test_F_E2_the_sum_is_written_as_the_rule_counts_it():
    assert flower_sum(t("r1"), t("r3")) == "3 + 2×1 = 5"
    assert flower_sum(t("y2"), t("y3")) == "3 + 2×2 = 7"
    assert flower_sum(t("g3"), t("gx")) == "3×3 = 9"
    assert flower_sum(t("yx"), t("yx")) == "3x + 3x = 0"


def test_F_E2_the_game_scores_every_seat():
    g = two_flowers()
    assert g.scores() == (1 + (2 + 2) + (2 + 2), 0)
    g.apply(Play(2, O, 1))
    assert g.scores() == ((2 + 2) + (2 + 2) + (2 + 2) + 1, 0)
    assert g.outcome().scores == g.scores() and g.outcome().winners == (0,)


def ended(halves, flowers):
    return position(hands=("r", "p", "o"), halves=halves, flowers=flowers, phase="over",
                    over_reason="F-E1")


def test_F_E3_most_points_then_most_flowers_then_a_shared_win():
    g = ended(halves=("e3", "", "r3"), flowers=((), ("p1p1",), ()))  # 3, 3, 3 points
    assert g.outcome().ranks == (2, 1, 2)  # seat 1 has a flower
    g = ended(halves=("e3", "p3", "r1"), flowers=((), (), ()))
    assert g.outcome().ranks == (1, 1, 3) and g.outcome().winners == (0, 1)
    g = ended(halves=("e1", "p2", "r3"), flowers=((), (), ()))
    assert g.outcome().ranks == (3, 2, 1)


def three_players():
    return dealt("rrrry", "prygge", "ooooeee", draw="g" * 10)


def test_resigning_discards_the_leavers_cards_and_frees_its_claims():
    g = three_players()
    g.apply(Play(0, R, 4))
    g.apply(Play(1, P, 1))
    discard = g.discard
    events = g.resign(0)  # not seat 0's turn: seat 2 goes on
    assert events[0] == Resigned(0, 4)
    assert g.discard == discard + 4 + g.hand_size(0) + 1  # 4 red and its 1-card hand
    assert g.hand_size(0) == 0 and g.mandalas[0].claim is None
    assert not any(g.mandalas[0].up[0].values()) and g.to_move == 2
    g.apply(Play(2, O, 1))
    assert g.to_move == 1  # seat 0 is skipped
    assert g.view(None).seats[0].resigned and g.resigned == (0,)


def test_resigning_on_ones_turn_passes_the_turn():
    g = three_players()
    events = g.resign(0)
    assert TurnStarted(1) in events and g.to_move == 1


def test_resigning_twice_or_after_the_end_is_refused():
    g = three_players()
    g.resign(1)
    with pytest.raises(IllegalAction, match="left"):
        g.resign(1)
    with pytest.raises(IllegalAction):
        g.resign(3)
    g.resign(0)
    assert g.is_over and g.outcome().reason is End.RESIGNED
    with pytest.raises(IllegalAction, match="over"):
        g.resign(2)


def test_the_last_player_left_wins_and_later_leavers_rank_higher():
    g = dealt("eeeee", "pppppp", "rrrrrrr", "gggggggg")
    g.resign(1)
    g.resign(3)
    assert not g.is_over
    g.resign(0)
    assert g.is_over and g.outcome().ranks == (2, 4, 1, 3) and g.outcome().winners == (2,)


def test_leavers_rank_below_everyone_left_even_with_more_points():
    g = position(hands=("r", "", "p"), halves=("", "e3", ""), flowers=((), (), ("p1p1",)),
                 resigned=(1,), phase="over", over_reason="F-E1")
    assert g.outcome().ranks == (2, 3, 1)


def test_the_pending_chooser_resigning_judges_the_completion_again():
    g = dealt("rrrey", "pyoggg", "oooeeee", draw="g" * 10)
    for a in (Play(0, R, 1), Play(0, P, 1), Play(0, O, 1), Play(0, R, 1), Play(0, Y, 1)):
        g.apply(a)
    assert g.choice == (0, 0, 1) and g.to_move == 0
    events = g.resign(0)  # seat 0's red leaves: mandala 0 no longer shows six colours
    assert CompletionVoided(0) in events and g.phase == "play" and g.to_move == 2
    assert g.mandalas[0].claim is None and g.halves == ((), (), ())


def pending_choice():
    """Seat 2 completes mandala 0 (claim: seat 0); seat 2 is second; seat 1 has only a
    face-down card there and a face-up card on mandala 1."""
    g = position(hands=("yr", "pp", "yp"), up=[("rpo", "", ""), ("", "e", ""), ("", "", "")],
                 down=[("", "g", ""), ("", "", ""), ("", "", "")], claim=(0, 1, -1),
                 current=2)
    g.apply(Play(0, Y, 1))
    assert g.choice == (0, 0, 2) and g.to_move == 0
    return g


def test_a_leaver_without_a_face_up_card_there_leaves_the_choice_as_it_was():
    g = pending_choice()
    g.resign(1)
    assert g.choice == (0, 0, 2) and g.to_move == 0 and g.mandalas[1].claim is None
    g.apply(ChooseTile(1))
    assert codes(g.halves[0]) == "g1" and codes(g.halves[2]) == "e1" and g.to_move == 0


def test_the_second_leaving_during_a_choice_voids_the_completion():
    g = pending_choice()
    events = g.resign(2)  # its yellow, the only one face up there, goes with it
    assert CompletionVoided(0) in events and g.phase == "play" and g.to_move == 0
    assert g.mandalas[0].claim == 0 and g.halves == ((), (), ())


def test_stopping_ranks_the_players_left_by_F_E3_and_leavers_below():
    g = position(hands=("r", "p", "y", ""), halves=("e3", "", "e1", ""),
                 flowers=((), ("p1p1",), (), ()), resigned=(3,))
    events = g.stop()
    assert g.is_over and g.to_move is None and isinstance(events[-1], GameEnded)
    assert g.outcome().ranks == (2, 1, 3, 4) and g.outcome().reason is End.STOPPED
    assert Game.from_json(g.to_json()).outcome() == g.outcome()
    with pytest.raises(IllegalAction, match="over"):
        g.stop()


def test_stopping_during_a_tile_choice_ends_there_and_is_restored():
    g = dealt("rrrey", "pyoggg", "oooeeee", draw="g" * 10)
    for a in (Play(0, R, 1), Play(0, P, 1), Play(0, O, 1), Play(0, R, 1), Play(0, Y, 1)):
        g.apply(a)
    assert g.choice == (0, 0, 1)
    g.stop()
    assert g.is_over and g.choice is None
    assert Game.from_json(g.to_json()).outcome() == g.outcome()
