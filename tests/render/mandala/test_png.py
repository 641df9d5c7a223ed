"""Both pictures are valid PNGs, 800 px wide and under 300 KB, for every kind of game state."""

from __future__ import annotations

import dataclasses
import io
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from engine.mandala import new_game
from i18n import tn
from render.mandala import render_panel, render_table
from render.mandala.board import key_lines
from render.mandala.heading import score_lines
from render.mandala.layout import Layout
from render.mandala.panel import HAND_H
from render.style import PICTURE_WIDTH
from tests.render.conftest import STOPS

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 300_000
NAMES = ("Ada", "Bo")


def open_png(data: bytes) -> Image.Image:
    assert data[:8] == PNG_SIGNATURE
    im = Image.open(io.BytesIO(data))
    im.load()  # decodes every row: a truncated or corrupt stream fails here
    assert im.format == "PNG"
    return im


def table_size(lines: int) -> tuple[int, int]:
    return PICTURE_WIDTH, Layout(1, lines, key_lines=key_lines()).height


def panel_size(lines: int) -> tuple[int, int]:
    return PICTURE_WIDTH, Layout(0, lines, HAND_H, key_lines()).height


def heading_lines(view, names=("Seat 1", "Seat 2")) -> int:
    """Status (+ last round), or at the end: result, reason (+ each seat's sum: one line, or
    the total and the sum below it when one line would cut it)."""
    if view.is_over:
        tied = view.final_scores is not None and len(set(view.final_scores)) == 1
        sums = sum(len(score_lines(names[sv.seat], sv, tn("en", "pic.m.cup_cards", sv.cup_size)
                                   if tied else "")) for sv in view.seats)
        return 2 + (sums if view.final_scores else 0)
    return 1 + view.end_triggered


@pytest.mark.parametrize("state", list(STOPS))
def test_table_is_a_png_of_the_table_size(samples, state):
    g, last = samples[state]
    data = render_table(g.view(None), names=NAMES, last_seat=last)
    assert open_png(data).size == table_size(heading_lines(g.view(None), NAMES))
    assert len(data) <= MAX_BYTES


@pytest.mark.parametrize("state", list(STOPS))
@pytest.mark.parametrize("seat", [0, 1])
def test_panel_is_a_png_of_the_panel_size(samples, state, seat):
    g, _ = samples[state]
    data = render_panel(g.view(seat), names=NAMES)
    assert open_png(data).size == panel_size(heading_lines(g.view(seat), NAMES))
    assert len(data) <= MAX_BYTES


def test_the_sample_states_are_what_they_claim(samples):
    assert samples["start"][0].turn == 0
    assert samples["pick"][0].phase == "pick"
    assert samples["end_triggered"][0].end_triggered and not samples["end_triggered"][0].is_over
    assert samples["over"][0].is_over


def test_shared_win_banner_differs_from_a_single_winner(samples):
    view = samples["over"][0].view(None)
    single = dataclasses.replace(view, winners=(0,), final_scores=(20, 20))
    shared = dataclasses.replace(view, winners=(0, 1), final_scores=(20, 20))
    a, b = render_table(single, names=NAMES), render_table(shared, names=NAMES)
    open_png(b)
    assert a != b


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 150))
def test_any_reachable_state_renders(seed, steps):
    g = new_game(seed)
    r = random.Random(seed)
    last = None
    for _ in range(steps):
        if g.is_over:
            break
        last = g.to_move
        g.apply(r.choice(g.legal_actions()))
    lines = heading_lines(g.view(None))
    assert open_png(render_table(g.view(None), last_seat=last)).size == table_size(lines)
    seat = steps % 2
    assert open_png(render_panel(g.view(seat))).size == panel_size(lines)
