"""The analysis rates a move from the mover's view alone: the same rating for the same view and
seed, whatever the hidden cards; the move it prefers is rated at least as well as the one played,
and a move the search would have pruned is still rated."""

from __future__ import annotations

import pytest

from ai.analysis import rate, rate_from_state
from tests.ai.positions import KINDS, cheap, position, rehide


def _played(g, n: int):
    """The `n`-th legal action (wrapped): a move the player may really have made."""
    actions = g.legal_actions()
    return actions[n % len(actions)]


@pytest.mark.parametrize(("kind", "players"), KINDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_rating_is_reproducible_and_blind_to_hidden_cards(kind, players, seed):
    g = position(seed, 9 + seed, kind, players)
    hard = cheap(kind)["hard"]
    seat = g.to_move
    action = _played(g, seed)
    first = rate(kind, g.view(seat), action, level=hard, seed=5)
    assert rate(kind, g.clone().view(seat), action, level=hard, seed=5) == first
    others = [rehide(g, k) for k in range(3)]
    assert any(h.to_json() != g.to_json() for h in others)  # the hidden cards really differ
    for h in others:
        assert rate(kind, h.view(seat), action, level=hard, seed=5) == first


@pytest.mark.parametrize(("kind", "players"), KINDS)
def test_the_preferred_move_is_rated_no_worse(kind, players):
    g = position(4, 14, kind, players)
    for n in range(3):
        r = rate(kind, g.view(g.to_move), _played(g, n), level=cheap(kind)["hard"], seed=1)
        assert r.best_value >= r.played_value and r.loss == r.best_value - r.played_value
        if r.best == r.played:
            assert r.loss == 0.0


def test_a_move_the_search_prunes_is_still_rated():
    g = position(2, 6, "mandala")
    level = cheap("mandala")["hard"]  # 5 candidates
    actions = g.legal_actions()
    assert len(actions) > level.candidates
    r = rate("mandala", g.view(g.to_move), actions[-1], level=level, seed=3)
    assert r.played == str(actions[-1]) and 0.0 <= r.played_value <= 1.0


def test_the_pool_entry_reads_only_the_movers_view():
    g = position(3, 11, "flowers", 3)
    seat, action = g.to_move, _played(g, 2)
    hidden = rehide(g, 1)
    assert hidden.to_json() != g.to_json()
    one = rate_from_state("flowers", g.to_json(), seat, str(action), "normal", 9)
    two = rate_from_state("flowers", hidden.to_json(), seat, str(action), "normal", 9)
    assert one == two


def test_rating_needs_the_movers_view():
    g = position(1, 3)
    with pytest.raises(ValueError, match="seat to move"):
        rate("mandala", g.view(None), g.legal_actions()[0], level="easy", seed=1)
