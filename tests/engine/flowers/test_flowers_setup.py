"""Components and setup: F-C1..F-C4, F-S1..F-S3, and refusals of invalid games."""

import json
from collections import Counter

import pytest

from engine.errors import IllegalAction
from engine.flowers import COLORS, Color, Play, Tile, new_game
from engine.flowers.tiles import TILES_FILE, load_default
from tests.engine.flowers.builders import codes, colors, count, dealt, stacks, tiles


def all_cards(g) -> Counter:
    total = Counter(g.deck)
    for h in g.hands:
        total.update(h)
    return total


@pytest.mark.parametrize("players", [2, 3, 4])
def test_F_C1_ninety_cards_fifteen_of_each_colour(players):
    g = new_game(5, players=players)
    assert sum(all_cards(g).values()) == 90
    assert all(all_cards(g)[c] == 15 for c in COLORS)
    assert [c.value for c in COLORS] == ["grey", "purple", "red", "green", "orange", "yellow"]


def test_F_C1_a_wrong_deck_is_refused():
    deck = colors("e" * 15 + "p" * 15 + "r" * 15 + "g" * 15 + "o" * 15 + "y" * 15)
    new_game(0, players=2, deck=deck)
    with pytest.raises(ValueError, match="F-C1"):
        new_game(0, players=2, deck=deck[:-1])
    with pytest.raises(ValueError, match="F-C1"):
        new_game(0, players=2, deck=deck[:-1] + [Color.GREY])
    with pytest.raises(ValueError, match="F-C1"):
        new_game(0, players=2, deck=deck[:-1] + ["yellow"])


def test_F_C2_eighteen_dark_and_eighteen_light_tiles_six_per_colour():
    dark, light = load_default()
    assert len(dark) == len(light) == 18
    assert Counter(t.color.value for t in dark) == {"grey": 6, "purple": 6, "red": 6}
    assert Counter(t.color.value for t in light) == {"green": 6, "orange": 6, "yellow": 6}


def test_F_C2_wrong_tile_stacks_are_refused():
    dark, light = stacks()
    with pytest.raises(ValueError, match="F-C2.*wrong back"):
        new_game(0, players=2, tiles=(light, dark))
    with pytest.raises(ValueError, match="F-C2.*17 tiles"):
        new_game(0, players=2, tiles=(dark[:-1], light))
    grey_heavy = [Tile(Color.GREY, 1)] + [t for t in dark if t.color is not Color.PURPLE]
    grey_heavy += [t for t in dark if t.color is Color.PURPLE][1:]
    with pytest.raises(ValueError, match="F-C2.*6 of each"):
        new_game(0, players=2, tiles=(grey_heavy, light))
    with pytest.raises(ValueError, match="F-C2"):
        new_game(0, players=2, tiles=(dark,))


def test_F_C3_default_spread_is_data_1_1_2_2_3_3x_per_colour():
    assert TILES_FILE.name == "flowers_tiles.json" and TILES_FILE.parent.name == "flowers"
    dark, light = load_default()
    for color in COLORS:
        spread = sorted(str(t.flowers) for t in dark + light if t.color is color)
        assert spread == ["1", "1", "2", "2", "3", "3x"]


def test_F_C3_any_spread_is_accepted_but_not_other_values(tmp_path):
    dark, light = stacks()
    threes = [Tile(t.color, 3) for t in dark]
    g = new_game(0, players=2, tiles=(threes, light))
    assert all(m.tiles[0].flowers == 3 for m in g.mandalas)
    with pytest.raises(ValueError, match="F-C3"):
        Tile(Color.RED, 4)
    for bad in (True, 1.0, "3", "x", 0):
        with pytest.raises(ValueError, match="F-C3"):
            Tile(Color.RED, bad)
    rows = json.loads(TILES_FILE.read_text())
    rows["tiles"][0]["back"] = "light"
    bad = tmp_path / "tiles.json"
    bad.write_text(json.dumps(rows))
    with pytest.raises(ValueError, match="wrong back"):
        load_default(bad)


def test_F_C4_three_mandalas_each_with_an_unclaimed_token():
    g = new_game(1, players=3)
    assert len(g.mandalas) == 3 and all(m.claim is None for m in g.mandalas)
    with pytest.raises(IllegalAction, match="F-C4"):
        g.apply(Play(3, next(c for c, n in g.hands[g.to_move].items() if n), 1))


def test_F_S1_one_dark_and_one_light_tile_per_mandala_from_the_stack_tops():
    g = dealt("eeeee", "pppppp", layout=("e2gx", "p3o1", "rxy2"))
    assert [codes(m.tiles) for m in g.mandalas] == ["e2gx", "p3o1", "rxy2"]
    dark, light = g.tile_stacks
    assert len(dark) == len(light) == 15 and all(t.dark for t in dark)
    assert not any(t.dark for t in light)


def test_F_S1_tile_stacks_are_shuffled_by_the_seed():
    layouts = {tuple(codes(m.tiles) for m in new_game(s, players=2).mandalas) for s in range(20)}
    assert len(layouts) > 10


def test_F_S2_first_player_is_random_and_seats_go_clockwise():
    firsts = Counter(new_game(s, players=4).to_move for s in range(200))
    assert set(firsts) == {0, 1, 2, 3}
    g = dealt("eeeee", "pppppp", "rrrrrrr", first_player=1)
    assert g.to_move == 1 and g.first_player == 1
    decks = {new_game(s, players=2).deck for s in range(5)}
    assert len(decks) == 5  # the deck is shuffled by the seed


def test_F_S3_hands_of_5_6_7_8_from_the_first_player():
    g = dealt("eeeee", "pppppp", "rrrrrrr", "gggggggg", first_player=2)
    # deal order from seat 2: seat 2 gets 5, seat 3 gets 6, seat 0 gets 7, seat 1 gets 8
    assert [count(h) for h in g.hands] == ["rrrrrrr", "gggggggg", "eeeee", "pppppp"]
    assert len(g.deck) == 90 - 26 and g.discard == 0
    g = new_game(3, players=3)
    sizes = [g.hand_size(s) for s in range(3)]
    assert sorted(sizes) == [5, 6, 7] and sizes[g.first_player] == 5


@pytest.mark.parametrize("players", [1, 5, 0, "2"])
def test_players_outside_2_to_4_are_refused(players):
    with pytest.raises(ValueError, match="2-4"):
        new_game(0, players=players)


def test_bad_first_player_and_draw_rule_are_refused():
    with pytest.raises(ValueError, match="first_player"):
        new_game(0, players=2, first_player=2)
    with pytest.raises(ValueError, match="F-T3"):
        new_game(0, players=2, draw_rule="greedy")


def test_same_seed_same_game():
    assert new_game(11, players=3).to_json() == new_game(11, players=3).to_json()
    assert codes(tiles("gx")) == "gx"
