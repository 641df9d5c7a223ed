"""Information: F-I1 and F-I2 (views, narration), action codes and the JSON record."""

import dataclasses
import json

import pytest

from engine import games
from engine.flowers import (
    KIND,
    ChooseTile,
    Color,
    Game,
    HiddenPlay,
    Play,
    Tile,
    new_game,
    parse_action,
)
from engine.flowers.events import Completed, TilesDealt
from engine.flowers.text import describe, narrate
from tests.engine.flowers.builders import codes, count, dealt, position

E, P, R, G, O, Y = (Color.GREY, Color.PURPLE, Color.RED, Color.GREEN, Color.ORANGE,
                    Color.YELLOW)
NAMES = ("Ada", "Bo", "Cy")


def test_F_I1_the_public_view_draws_the_whole_table():
    g = dealt("rrooy", "ppyyye", "eeeeggg", draw="e" * 10)
    g.apply(Play(0, R, 2))
    g.apply(Play(0, P, 1))
    g.apply(Play(0, E, 1))  # seat 2, face down
    v = g.view(None)
    assert v.viewer is None and v.to_move == 0 and v.current == 0 and v.players == 3
    m = v.mandalas[0]
    assert codes(m.tiles) == "e1g1" and m.claim == 0 and not m.closed
    assert count(m.up[0]) == "rr" and count(m.up[1]) == "p" and m.down_count == (0, 0, 1)
    assert [s.hand_size for s in v.seats] == [3, 7, 8]
    assert v.deck_size == 90 - 18 - 4 and v.discard_size == 0 and v.tiles_left == (15, 15)
    assert v.last_action == HiddenPlay(0, 1) and str(v.last_action) == "H0n1"
    assert v.choice is None and v.outcome is None and not v.is_over and v.turn == 3
    assert [s.points for s in v.seats] == [0, 0, 0] and v.resigned == () and v.phase == "play"


def test_F_I1_a_pending_choice_and_the_outcome_are_public():
    g = position(hands=("yr", "pp", "yp"), up=[("rpo", "", ""), ("", "e", ""), ("", "", "")],
                 claim=(0, 1, -1), current=2)
    g.apply(Play(0, Y, 1))
    v = g.view(None)
    assert v.choice.mandala == 0 and v.choice.holder == 0 and v.choice.second == 2
    assert v.to_move == 0 and v.last_action == Play(0, Y, 1)
    g.apply(ChooseTile(0))
    assert g.view(1).seats[0].halves == g.halves[0] and g.view(1).last_action == ChooseTile(0)
    g.resign(1)
    g.resign(2)
    v = g.view(None)
    assert v.is_over and v.outcome.winners == (0,) and v.resigned == (1, 2)


def test_F_I2_a_seat_sees_its_own_hand_and_face_down_colours_only():
    g = dealt("rrooy", "ppyyye", "eeeeggg", draw="e" * 10)
    g.apply(Play(0, R, 2))
    g.apply(Play(0, P, 1))
    g.apply(Play(0, E, 1))
    public, mine, other = g.view(None), g.view(2), g.view(0)
    assert all(s.hand is None for s in public.seats)
    assert mine.seats[2].hand == g.hands[2] and mine.seats[0].hand is None
    assert count(mine.mandalas[0].down[2]) == "e" and mine.mandalas[0].down[0] is None
    assert other.mandalas[0].down[2] is None and other.last_action == HiddenPlay(0, 1)
    assert mine.last_action == Play(0, E, 1)
    assert all(d is None for m in public.mandalas for d in m.down)


def test_F_I2_views_are_the_same_whatever_the_hidden_cards():
    """Two games differing only in hands, face-down colours and deck order."""
    a = position(hands=("rro", "pg", "y"), down=[("e", "rr", ""), ("", "", ""), ("", "", "")],
                 deck="eg")
    b = position(hands=("orr", "gp", "y"), down=[("e", "gp", ""), ("", "", ""), ("", "", "")],
                 deck="ge")
    c = position(hands=("rro", "pp", "y"), down=[("e", "rg", ""), ("", "", ""), ("", "", "")],
                 deck="eg")
    assert a.to_json() != b.to_json() and a.to_json() != c.to_json()
    assert a.view(None) == b.view(None) == c.view(None)
    assert a.view(0) == c.view(0) and a.view(2) == c.view(2)  # only seat 1's secrets differ
    assert a.view(1) != c.view(1)


def test_F_I2_no_view_holds_the_deck_order():
    names = {f.name for f in dataclasses.fields(new_game(1, players=2).view(0))}
    assert "deck" not in names and "deck_size" in names


def test_F_I2_narration_tells_drawn_and_face_down_colours_to_their_owner_only():
    g = dealt("rrooy", "ppyyye", "eeeeggg", draw="op" + "e" * 8)
    events = g.apply(Play(0, Y, 1)) + g.apply(Play(0, P, 1)) + g.apply(Play(0, E, 1))
    public = " / ".join(narrate(events, NAMES))
    own = " / ".join(narrate(events, NAMES, viewer=2))
    assert "Cy played 1 card face down to mandala 1" in public and "grey" not in public
    assert "orange" not in public and "Ada drew 2 cards" in public
    assert "you played 1 grey card face down" in own and "Cy" not in own
    assert "you drew orange, purple" in " / ".join(narrate(events, NAMES, viewer=0))


def test_narration_of_a_whole_game_names_the_winner():
    g = new_game(4, players=3)
    lines = []
    while not g.is_over:
        lines += narrate(g.apply(g.legal_actions()[-1]), NAMES)
    assert lines[-1].startswith("game over")


def test_narration_of_rare_events():
    g = position(hands=("y", "pp", "r"), up=[("rpo", "", ""), ("", "e", ""), ("", "", "")],
                 claim=(0, 1, -1), current=0, stacks_left=0)
    lines = narrate(g.apply(Play(0, Y, 1)), NAMES)
    assert ("mandala 1 is complete: Ada takes both tiles (nobody else qualifies for the "
            "second)") in lines
    assert "mandala 1 closes: no tiles are left" in lines
    lines = narrate(g.resign(1), NAMES)
    assert lines[0] == "Bo left the game: their hand and 1 card on the mandalas are discarded"


def test_narration_speaks_to_its_reader_as_you_and_says_why_a_second_player_gets_a_tile():
    completed = Completed(mandala=1, holder=2, second=0, by_token=True, choice=True)
    assert describe(completed, NAMES) == ("mandala 2 is complete: Cy leads and chooses a tile; "
                                          "Ada, with the next most cards there, gets the other")
    assert describe(completed, NAMES, viewer=2).startswith(
        "mandala 2 is complete: you lead and choose a tile; Ada,")
    assert describe(completed, NAMES, viewer=0).endswith(
        "; you, with the next most cards there, get the other")
    dealt_line = describe(TilesDealt(0, (Tile(Color.GREY, 2), Tile(Color.ORANGE, "3x"))), NAMES)
    assert dealt_line == "mandala 1 gets a grey 2-flower half and an orange 3x half"


def test_action_codes_round_trip_and_fit_a_custom_id():
    for a in (Play(2, G, 3), Play(0, E, 15), ChooseTile(0), ChooseTile(1)):
        assert parse_action(str(a)) == a and str(a).isalnum() and len(str(a)) <= 12
    assert str(Play(1, Color.GREEN, 3)) == "P1g3"


@pytest.mark.parametrize("bad", ["", "P3r1", "Pr1", "P0x1", "P0r0", "T2", "T", "X", "P0r",
                                 "H0n1", "P0r1x"])
def test_bad_action_codes_are_refused(bad):
    with pytest.raises(ValueError):
        parse_action(bad)


def test_the_registry_builds_flowers_with_its_draw_option():
    kind = games.kind("flowers")
    assert kind is KIND and (kind.min_players, kind.max_players) == (2, 4)
    g = kind.new(5, 4, {"draw": "published"})
    assert g.num_players == 4 and g.draw_rule == "published"
    assert kind.new(5, 3).draw_rule == "seed"
    assert kind.from_json(g.to_json()).to_json() == g.to_json()
    with pytest.raises(ValueError):
        kind.new(5, 3, {"draw": "all"})
    with pytest.raises(ValueError):
        kind.new(5, 5)


def test_from_json_refuses_a_corrupted_record():
    text = new_game(3, players=3).to_json()

    def broken(**changes):
        record = json.loads(text)
        record.update(changes)
        return json.dumps(record)

    record = json.loads(text)
    record["hands"][0][0] += 1
    with pytest.raises(ValueError, match="F-C1"):
        Game.from_json(json.dumps(record))  # a 91st card
    with pytest.raises(ValueError, match="F-C2"):
        Game.from_json(broken(tile_discard="e1"))  # a 37th tile
    with pytest.raises(ValueError, match="F-C2"):
        Game.from_json(broken(stacks=list(reversed(json.loads(text)["stacks"]))))
    with pytest.raises(ValueError, match="hands"):
        Game.from_json(broken(hands=json.loads(text)["hands"][:2]))
    with pytest.raises(ValueError, match="phase"):
        Game.from_json(broken(phase="dance"))
    with pytest.raises(ValueError, match="choice"):
        Game.from_json(broken(phase="choose"))
    with pytest.raises(ValueError, match="players"):
        Game.from_json(broken(players=5))
    with pytest.raises(ValueError, match="incomplete"):
        Game.from_json(json.dumps({k: v for k, v in record.items() if k != "claim"}))
    with pytest.raises(ValueError):
        Game.from_json("{not json")
    with pytest.raises(ValueError, match="F-T2"):
        position(hands=("", ""), up=[("r", "r"), ("", ""), ("", "")])
    with pytest.raises(ValueError, match="F-X7"):
        position(hands=("", ""), up=[("r", ""), ("", ""), ("", "")], layout=("", "p1o1", "r1y1"),
                 stacks_left=0)


def test_clone_is_independent_and_equal():
    g = new_game(9, players=4)
    h = g.clone()
    assert h.to_json() == g.to_json()
    h.apply(h.legal_actions()[0])
    assert h.to_json() != g.to_json()
