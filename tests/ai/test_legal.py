"""The AI returns a legal action of the seat to move, at every level, in random positions."""

from hypothesis import given, settings
from hypothesis import strategies as st

import ai
from tests.ai.positions import CHEAP, position


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 120), ai_seed=st.integers(0, 2**32))
def test_every_level_returns_a_legal_action(seed, plies, ai_seed):
    g = position(seed, plies)
    legal = g.legal_actions()
    view = g.view(g.to_move)
    for lv in CHEAP.values():
        assert ai.choose("mandala", view, level=lv, seed=ai_seed) in legal


def test_level_names_are_accepted():
    g = position(5, 10)
    for name in ("random", "easy"):
        assert ai.choose("mandala", g.view(g.to_move), level=name, seed=1) in g.legal_actions()


def test_a_whole_game_between_levels_ends():
    g = position(11, 0)
    levels = (CHEAP["hard"], CHEAP["easy"])
    for _ in range(400):
        if g.is_over:
            break
        s = g.to_move
        g.apply(ai.choose("mandala", g.view(s), level=levels[s], seed=g.turn))
    assert g.is_over
