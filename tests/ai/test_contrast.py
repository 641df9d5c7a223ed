"""Contrasts (`ai.explain.contrast`): why one move beats another, read on the mover's view only,
so the reason is the same whatever the hidden cards are; a move whose own effects say nothing
telling ("You draw 3 cards") is still told what the better move does better."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.explain import contrast, explain, runner_up
from engine.effects import Draws
from engine.mandala import Game as MandalaGame
from present.explain import contrast_lines, mistake_reason
from tests.ai.positions import KINDS, position, rehide

NAMES = ("Ann", "Bob", "Cy", "Di")


@pytest.mark.parametrize(("kind", "players"), KINDS)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 140), other=st.integers(0, 10**6),
       pick=st.integers(0, 10**6))
def test_the_reason_is_the_same_whatever_the_hidden_cards(kind, players, seed, plies, other,
                                                          pick):
    """M-I2, M-I3, F-I2: another deal of what the mover cannot see (the others' hands, the
    deck's order, face-down colours) gives the same contrast and the same words."""
    g = position(seed, plies, kind, players)
    seat = g.to_move
    legal = g.legal_actions()
    if g.is_over or seat is None or len(legal) < 2:
        return
    played, better = random.Random(pick).sample(legal, 2)
    twin = rehide(g, other)
    assert twin.view(seat) == g.view(seat)
    mine, theirs = (contrast(kind, x.view(seat), played, better, seed=seed) for x in (g, twin))
    assert mine == theirs
    for lang in ("en", "el"):
        assert (contrast_lines(kind, mine, "B", NAMES[:players], seat, lang)
                == contrast_lines(kind, theirs, "B", NAMES[:players], seat, lang))
    assert runner_up(kind, g.view(seat), better, seed=seed) == runner_up(
        kind, twin.view(seat), better, seed=seed)


def _draw_only_then_lead() -> tuple[MandalaGame, object, object]:
    """A Mandala position where a mountain play does nothing but draw (its own reason was
    "You draw 3 cards") and a field play would put the mover ahead in a mandala's fields."""
    for seed in range(200):
        g = position(seed, 10 + seed % 30)
        seat = g.to_move
        if g.phase != "play" or seat is None:
            continue
        view = g.view(seat)
        legal = g.legal_actions()
        mountain = [a for a in legal if str(a).startswith("M")
                    and all(isinstance(e, Draws) for e in explain("mandala", view, a))]
        for field in (a for a in legal if str(a).startswith("F")):
            m = int(str(field)[1])
            mine, theirs = (sum(f.values()) for f in (view.fields[m][seat],
                                                       view.fields[m][1 - seat]))
            if mountain and mine <= theirs < mine + int(str(field)[3:]):
                return g, mountain[0], field
    raise AssertionError("no such position in 200 seeds")


def test_a_move_that_only_draws_is_told_what_the_better_move_achieves():
    """M-X2: the field play gives the first pick there; the old reason said only what the
    mountain play did ("You draw 3 cards"), never why it was worse."""
    g, played, better = _draw_only_then_lead()
    seat = g.to_move
    c = contrast("mandala", g.view(seat), played, better)
    lead = [s for s in c.standings if s.what == "lead"]
    assert lead and lead[0].better[0] > lead[0].better[1] >= 0
    line = mistake_reason("mandala", 0.2, c, "Field play", NAMES[:2], seat)
    m = lead[0].board + 1
    assert f"Fields of mandala {m}, you to {NAMES[1 - seat]}: {lead[0].better[0]} to " \
           f"{lead[0].better[1]} after **Field play**" in line
    assert "draw" not in line.lower() and "options open" not in line
    greek = mistake_reason("mandala", 0.2, c, "Χωράφι", NAMES[:2], seat, "el")
    assert f"Χωράφια στο μάνταλα {m}" in greek and "διαλέγει πρώτα" in greek
