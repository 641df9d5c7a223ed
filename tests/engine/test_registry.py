"""The registry builds a game from (kind, seed, players, options) and honours every part."""

from __future__ import annotations

import pytest

from engine.api import Kind, competition_ranks
from engine.games import kind


def test_competition_ranks_share_ties_and_skip():
    assert competition_ranks([5, 9, 9, 1]) == (3, 1, 1, 4)
    assert competition_ranks([(3, 1), (3, 2), (3, 1)]) == (2, 1, 2)


def test_mandala_is_registered_and_checks_the_player_count():
    mandala = kind("mandala")
    game = mandala.new(7, 2)
    assert game.kind == "mandala" and game.num_players == 2
    assert game.to_json() == mandala.new(7, 2).to_json()  # the seed is honoured
    assert game.to_json() != mandala.new(8, 2).to_json()
    with pytest.raises(ValueError, match="2-2 players"):
        mandala.new(7, 3)
    with pytest.raises(ValueError, match="no option"):
        mandala.new(7, 2, {"draw": "seed"})
    with pytest.raises(ValueError, match="unknown game"):
        kind("chess")


def test_options_are_resolved_with_defaults_and_checked():
    seen = {}

    class Fake:
        kind = "fake"
        num_players = 3

    def create(seed, players, **options):
        seen.update(options, seed=seed, players=players)
        return Fake()

    fake = Kind("fake", "Fake", 2, 4, create, lambda t: Fake(), str,
                options={"draw": ("seed", "published")})
    fake.new(1, 3)
    assert seen == {"draw": "seed", "seed": 1, "players": 3}
    fake.new(1, 3, {"draw": "published"})
    assert seen["draw"] == "published"
    with pytest.raises(ValueError, match="one of seed, published"):
        fake.new(1, 3, {"draw": "other"})
    with pytest.raises(AssertionError):
        fake.new(1, 2)  # the game must have the seats asked for


@pytest.mark.parametrize("name", ["mandala", "flowers"])
def test_every_registered_game_meets_the_contract(name):
    import random

    from engine.api import Game, Outcome

    k = kind(name)
    for players in range(k.min_players, k.max_players + 1):
        g = k.new(3, players)
        assert isinstance(g, Game) and g.num_players == players and g.left == ()
        rng = random.Random(players)
        while not g.is_over:
            action = rng.choice(g.legal_actions())
            assert k.parse_action(str(action)) == action
            g.apply(action)
        out = g.outcome()
        assert isinstance(out, Outcome) and len(out.ranks) == players and 1 in out.ranks
        assert g.to_move is None and g.legal_actions() == []
        assert k.from_json(g.to_json()).outcome() == out


@pytest.mark.parametrize("name", ["mandala", "flowers"])
def test_every_registered_game_can_stop_where_it_stands(name):
    from engine.errors import IllegalAction

    k = kind(name)
    g = k.new(3, k.min_players)
    g.apply(g.legal_actions()[0])
    g.stop()
    out = g.outcome()
    assert g.is_over and g.to_move is None and out is not None and 1 in out.ranks
    assert k.from_json(g.to_json()).outcome() == out
    with pytest.raises(IllegalAction):
        g.stop()


def test_an_outcome_shares_the_win_among_the_first_places():
    from enum import Enum

    from engine.api import Outcome

    reason = Enum("End", "TEST").TEST
    shared = Outcome((1, 1, 3, 4), (9, 9, 4, 1), reason)
    assert [shared.share(s) for s in range(4)] == [0.5, 0.5, 0.0, 0.0]
    alone = Outcome((2, 1), (3, 5), reason)
    assert (alone.share(0), alone.share(1)) == (0.0, 1.0)
