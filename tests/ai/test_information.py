"""The AI decides from the view alone: reproducible per (view, level, seed), blind to hidden
cards, and its samples agree with everything the view shows."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ai
from ai.choose import stream
from ai.mandala.sample import determinize, unseen
from tests.ai.positions import CHEAP, position, rehide


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 100), ai_seed=st.integers(0, 2**32))
def test_same_view_and_seed_same_move(seed, plies, ai_seed):
    g = position(seed, plies)
    for lv in CHEAP.values():
        first = ai.choose("mandala", g.view(g.to_move), level=lv, seed=ai_seed)
        again = ai.choose("mandala", g.clone().view(g.to_move), level=lv, seed=ai_seed)
        assert first == again


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 100), other=st.integers(0, 10**6))
def test_hidden_cards_do_not_change_the_move(seed, plies, other):
    g = position(seed, plies)
    h = rehide(g, other)
    seat = g.to_move
    assert repr(h.view(seat)) == repr(g.view(seat))
    for lv in CHEAP.values():
        assert ai.choose("mandala", g.view(seat), level=lv, seed=7) == ai.choose(
            "mandala", h.view(seat), level=lv, seed=7
        )


def test_rehide_really_changes_hidden_cards():
    g = position(3, 20)
    changed = [rehide(g, k).to_json() != g.to_json() for k in range(5)]
    assert all(changed)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 120), s=st.integers(0, 2**32))
def test_a_sample_shows_the_mover_exactly_the_same_view(seed, plies, s):
    g = position(seed, plies)
    seat = g.to_move
    view = g.view(seat)
    sample = determinize(view, stream("mandala", view, "t", s))
    assert repr(sample.view(seat)) == repr(view)
    assert sample.legal_actions() == g.legal_actions()


def test_unseen_counts_the_opponent_hand_cup_and_deck():
    g = position(8, 30)
    view = g.view(g.to_move)
    opp = view.seats[1 - g.to_move]
    assert sum(unseen(view)) == opp.hand_size + opp.cup_unknown + view.deck_size


def test_only_the_mover_may_ask():
    g = position(4, 6)
    with pytest.raises(ValueError):
        ai.choose("mandala", g.view(1 - g.to_move), level="easy", seed=0)
    with pytest.raises(ValueError):
        ai.choose("mandala", g.view(None), level="easy", seed=0)
    with pytest.raises(ValueError):
        ai.choose("mandala", g.view(g.to_move), level="grandmaster", seed=0)
    with pytest.raises(ValueError):
        ai.choose("chess", g.view(g.to_move), level="easy", seed=0)


def _pick_positions(n: int):
    found = []
    for seed in range(500):
        for plies in range(0, 150, 3):
            g = position(seed, plies)
            if g.phase == "pick":
                found.append(g)
                break
        if len(found) == n:
            return found
    raise AssertionError("no pick positions found")


def test_picks_are_sampled_consistently_and_chosen_legally():
    for g in _pick_positions(5):
        seat = g.to_move
        view = g.view(seat)
        sample = determinize(view, stream("mandala", view, "t", 1))
        assert repr(sample.view(seat)) == repr(view)
        for lv in CHEAP.values():
            assert ai.choose("mandala", view, level=lv, seed=3) in g.legal_actions()
