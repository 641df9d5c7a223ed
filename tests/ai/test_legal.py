"""The AI returns a legal action of the seat to move, at every level, in random positions of
every game with an adapter (Mandala; Flowers with 2, 3 and 4 players)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ai
from tests.ai.positions import KINDS, cheap, position


@pytest.mark.parametrize(("kind", "players"), KINDS)
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 160), ai_seed=st.integers(0, 2**32))
def test_every_level_returns_a_legal_action(kind, players, seed, plies, ai_seed):
    g = position(seed, plies, kind, players)
    legal = g.legal_actions()
    view = g.view(g.to_move)
    for lv in cheap(kind).values():
        assert ai.choose(kind, view, level=lv, seed=ai_seed) in legal


@pytest.mark.parametrize(("kind", "players"), KINDS)
def test_level_names_are_accepted(kind, players):
    g = position(5, 10, kind, players)
    for name in ("random", "easy"):
        assert ai.choose(kind, g.view(g.to_move), level=name, seed=1) in g.legal_actions()


@pytest.mark.parametrize(("kind", "players"), KINDS)
def test_a_whole_game_between_levels_ends(kind, players):
    g = position(11, 0, kind, players)
    levels = [cheap(kind)[name] for name in ("hard", "easy", "normal", "random")][:players]
    for _ in range(1000):
        if g.is_over:
            break
        s = g.to_move
        g.apply(ai.choose(kind, g.view(s), level=levels[s], seed=g.turn))
    assert g.is_over


def test_flowers_levels_have_their_own_budgets_and_mandala_keeps_its_own():
    assert ai.level_named("hard", "flowers") != ai.level_named("hard")
    assert ai.level_named("hard", "mandala") == ai.level_named("hard") == ai.LEVELS["hard"]
    assert ai.level_named("normal", "flowers", iterations=5).iterations == 5
    with pytest.raises(ValueError):
        ai.level_named("grandmaster", "flowers")
