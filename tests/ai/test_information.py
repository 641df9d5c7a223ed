"""The AI decides from the view alone: reproducible per (view, level, seed), blind to hidden
cards, and its samples agree with everything the view shows (Mandala and Flowers)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ai
from ai.choose import stream
from ai.flowers import sample as flowers_sample
from ai.mandala.sample import determinize, unseen
from tests.ai.positions import CHEAP, KINDS, cheap, position, rehide


@pytest.mark.parametrize(("kind", "players"), KINDS)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 140), ai_seed=st.integers(0, 2**32))
def test_same_view_and_seed_same_move(kind, players, seed, plies, ai_seed):
    g = position(seed, plies, kind, players)
    for lv in cheap(kind).values():
        first = ai.choose(kind, g.view(g.to_move), level=lv, seed=ai_seed)
        again = ai.choose(kind, g.clone().view(g.to_move), level=lv, seed=ai_seed)
        assert first == again


@pytest.mark.parametrize(("kind", "players"), KINDS)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 140), other=st.integers(0, 10**6))
def test_hidden_cards_do_not_change_the_move(kind, players, seed, plies, other):
    g = position(seed, plies, kind, players)
    h = rehide(g, other)
    seat = g.to_move
    assert repr(h.view(seat)) == repr(g.view(seat))
    for lv in cheap(kind).values():
        assert ai.choose(kind, g.view(seat), level=lv, seed=7) == ai.choose(
            kind, h.view(seat), level=lv, seed=7
        )


@pytest.mark.parametrize(("kind", "players"), KINDS)
def test_rehide_really_changes_hidden_cards(kind, players):
    g = position(3, 20, kind, players)
    changed = [rehide(g, k).to_json() != g.to_json() for k in range(5)]
    assert all(changed)


@pytest.mark.parametrize(("kind", "players"), KINDS)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 160), s=st.integers(0, 2**32))
def test_a_sample_shows_the_mover_exactly_the_same_view(kind, players, seed, plies, s):
    g = position(seed, plies, kind, players)
    seat = g.to_move
    view = g.view(seat)
    sample = ai.adapter_for(kind).determinize(view, stream(kind, view, "t", s))
    assert repr(sample.view(seat)) == repr(view)
    assert sample.legal_actions() == g.legal_actions()


def test_unseen_counts_the_opponent_hand_cup_and_deck():
    g = position(8, 30)
    view = g.view(g.to_move)
    opp = view.seats[1 - g.to_move]
    assert sum(unseen(view)) == opp.hand_size + opp.cup_unknown + view.deck_size


def _flowers_with_face_down_cards(players: int):
    """Positions where another seat than the mover has face-down cards."""
    for seed in range(300):
        g = position(seed, 40 + seed % 60, "flowers", players)
        seat = g.to_move
        if any(m.down_count[s] for m in g.view(seat).mandalas for s in range(players)
               if s != seat):
            yield g


@pytest.mark.parametrize("players", (2, 3, 4))
def test_flowers_unseen_cards_and_face_down_colours_fit_the_view(players):
    for g in list(_flowers_with_face_down_cards(players))[:8]:
        seat = g.to_move
        view = g.view(seat)
        hidden = view.deck_size + view.discard_size + sum(
            s.hand_size + sum(m.down_count[s.seat] for m in view.mandalas)
            for s in view.seats if s.seat != seat)
        assert sum(flowers_sample.unseen(view)) == hidden
        for k in range(5):
            sample = flowers_sample.determinize(view, random.Random(k))
            for mv in sample.mandalas:
                allowed = {t.color for t in mv.tiles} | {
                    c for up in mv.up for c, n in up.items() if n}
                for down in mv.down:
                    assert {c for c, n in down.items() if n} <= allowed  # F-T2


def test_flowers_samples_differ_in_what_the_mover_cannot_see():
    g = next(_flowers_with_face_down_cards(4))
    view = g.view(g.to_move)
    records = {flowers_sample.determinize(view, random.Random(k)).to_json() for k in range(6)}
    assert len(records) == 6


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
    f = position(4, 6, "flowers", 3)
    with pytest.raises(ValueError):
        ai.choose("flowers", f.view((f.to_move + 1) % 3), level="easy", seed=0)


def _pick_positions(n: int, kind: str = "mandala", players: int = 2, phase: str = "pick"):
    found = []
    for seed in range(500):
        for plies in range(0, 150, 3):
            g = position(seed, plies, kind, players)
            if g.phase == phase:
                found.append(g)
                break
        if len(found) == n:
            return found
    raise AssertionError(f"no {phase} positions found")


def test_picks_are_sampled_consistently_and_chosen_legally():
    for g in _pick_positions(5):
        seat = g.to_move
        view = g.view(seat)
        sample = determinize(view, stream("mandala", view, "t", 1))
        assert repr(sample.view(seat)) == repr(view)
        for lv in CHEAP.values():
            assert ai.choose("mandala", view, level=lv, seed=3) in g.legal_actions()


@pytest.mark.parametrize("players", (2, 3, 4))
def test_flowers_tile_choices_are_sampled_consistently_and_chosen_legally(players):
    for g in _pick_positions(3, "flowers", players, phase="choose"):
        seat = g.to_move
        view = g.view(seat)
        sample = flowers_sample.determinize(view, stream("flowers", view, "t", 1))
        assert repr(sample.view(seat)) == repr(view)
        for lv in cheap("flowers").values():
            assert ai.choose("flowers", view, level=lv, seed=3) in g.legal_actions()
