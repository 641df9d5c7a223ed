"""Invariants over many seeded random games (hypothesis), and exact JSON round trips."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import IllegalAction
from engine.mandala import Game, new_game
from engine.mandala.vocab import COLORS, Discard, Pick, PlayField, PlayMountain

EVERY_ACTION = (
    [PlayMountain(m, c) for m in (0, 1) for c in COLORS]
    + [PlayField(m, c, n) for m in (0, 1) for c in COLORS for n in range(1, 10)]
    + [Discard(c, n) for c in COLORS for n in range(1, 10)]
    + [Pick(c) for c in COLORS]
)
MAX_ACTIONS = 3000  # random games end in ~80; far above it means the engine hangs


def check_invariants(g: Game) -> None:
    total = dict.fromkeys(COLORS, 0)
    for c in g.deck:
        total[c] += 1
    for part in (g.discard, *g.hands, *g.cups, *g.mountains, *g.fields[0], *g.fields[1]):
        for c, n in part.items():
            total[c] += n
    for river in g.rivers:
        for c in river:
            total[c] += 1
        assert len(set(river)) == len(river) <= 6
    assert all(n == 18 for n in total.values()), total  # M-C1: all 108 accounted for
    for m in (0, 1):  # M-R1: no colour in two parts of a mandala
        parts = (g.mountains[m], g.fields[m][0], g.fields[m][1])
        for c in COLORS:
            assert sum(1 for p in parts if p[c]) <= 1
    assert all(g.hand_size(s) <= 8 for s in (0, 1))  # M-T1


def playout(seed: int):
    g = new_game(seed)
    chooser = random.Random(seed ^ 0x5EED)
    for _ in range(MAX_ACTIONS):
        if g.is_over:
            return
        yield g, chooser
        g.apply(chooser.choice(g.legal_actions()))
    raise AssertionError(f"seed {seed}: no end after {MAX_ACTIONS} actions")


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**63))
def test_random_games_keep_every_invariant_and_end(seed):
    for g, _ in playout(seed):
        check_invariants(g)
        legal = g.legal_actions()
        assert legal and len(legal) == len(set(legal))  # no duplicates
        assert g.to_move is not None
    # ended: to_move None and winners named
    g = new_game(seed)
    chooser = random.Random(seed ^ 0x5EED)
    while not g.is_over:
        g.apply(chooser.choice(g.legal_actions()))
    check_invariants(g)
    assert g.to_move is None and g.winners()


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**63))
def test_illegal_actions_raise_and_change_nothing(seed):
    for g, chooser in playout(seed):
        legal = set(g.legal_actions())
        before = g.to_json()
        for action in chooser.sample(EVERY_ACTION, 8):
            if action in legal:
                continue
            with pytest.raises(IllegalAction):
                g.apply(action)
            assert g.to_json() == before


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**63))
def test_json_round_trip_at_every_step_continues_identically(seed):
    g = new_game(seed)
    chooser = random.Random(seed)
    while not g.is_over:
        text = g.to_json()
        restored = Game.from_json(text)
        assert restored.to_json() == text
        assert restored.legal_actions() == g.legal_actions()
        action = chooser.choice(g.legal_actions())
        assert restored.apply(action) == g.apply(action)  # same events, RNG included
        assert restored.to_json() == g.to_json()


def test_from_json_refuses_a_corrupted_record():
    text = new_game(3).to_json()
    record = json.loads(text)
    record["hands"][0][0] += 1  # a 109th card
    with pytest.raises(ValueError, match="M-C1"):
        Game.from_json(json.dumps(record))
    record = json.loads(text)
    record["mountains"][0] = [1, 0, 0, 0, 0, 0]
    record["fields"][0][0] = [1, 0, 0, 0, 0, 0]
    record["deck"] = record["deck"][2:]
    with pytest.raises(ValueError):
        Game.from_json(json.dumps(record))
    with pytest.raises(ValueError):
        Game.from_json("{not json")
    with pytest.raises(ValueError):
        Game.from_json(json.dumps({**json.loads(text), "phase": "dance"}))


def test_clone_is_independent_and_equal():
    g = new_game(9)
    h = g.clone()
    assert h.to_json() == g.to_json()
    h.apply(h.legal_actions()[0])
    assert h.to_json() != g.to_json()
