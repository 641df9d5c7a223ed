"""engine.mandala.fast: raw counts agree with the mappings; assemble builds checked games."""

import json

import pytest

from engine.mandala import COLORS
from engine.mandala.fast import assemble, raw
from tests.ai.positions import position


def _parts(g):
    r = json.loads(g.to_json())
    letters = "roygpk"
    return dict(
        deck=[letters.index(ch) for ch in r["deck"]], discard=r["discard"], hands=r["hands"],
        cup_secret=r["cup_secret"], cup_public=r["cup_public"], mountains=r["mountains"],
        fields=r["fields"], rivers=[[letters.index(ch) for ch in x] for x in r["rivers"]],
        phase=r["phase"], current=r["current"], picker=r["picker"],
        completion=tuple(r["completion"]) if r["completion"] else None,
        end_triggered=r["end_triggered"], turn=r["turn"], last=g.last_action, rng_state=r["rng"],
    )


def test_raw_matches_the_mappings():
    for seed in range(20):
        g = position(seed, seed * 4)
        r = raw(g)
        for s in (0, 1):
            assert r.hands[s] == [g.hands[s][c] for c in COLORS]
            assert r.cups[s] == [g.cups[s][c] for c in COLORS]
        for m in (0, 1):
            assert r.mountains[m] == [g.mountains[m][c] for c in COLORS]
        assert r.deck_size == len(g.deck)


def test_assemble_rebuilds_the_same_game():
    for seed in range(30):
        g = position(seed, seed * 3)
        h = assemble(**_parts(g))
        assert h.view(g.to_move) == g.view(g.to_move)
        assert h.legal_actions() == g.legal_actions()


def test_assemble_refuses_a_109th_card():
    parts = _parts(position(1, 5))
    parts["deck"] = parts["deck"] + [0]
    with pytest.raises(ValueError):
        assemble(**parts)
