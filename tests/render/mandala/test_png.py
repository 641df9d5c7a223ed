"""Both pictures are valid PNGs, 560 px wide (issue #48: a phone shows them 320 px wide) and
under 300 KB, as tall as their layout says, for every kind of game state."""

from __future__ import annotations

import dataclasses
import io
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from engine.mandala import new_game
from render.mandala import render_panel, render_table
from render.mandala.board import plan
from render.mandala.panel import HAND_H
from render.mandala.table import PUBLIC_SIDE
from render.style import NARROW_WIDTH
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


def table_size(view, last=None, names=("Seat 1", "Seat 2")) -> tuple[int, int]:
    """The public table's layout: its heading (status, last round; or the result, its reason
    and each seat's total and sum), its caption's lines, no hand."""
    lay, lines = plan(view, names, PUBLIC_SIDE, None, None, last, "en")
    assert lay.hand_h == 0 and lay.key_lines == 0 and len(lines) == len(lay.lines)
    return NARROW_WIDTH, lay.height


def panel_size(view, last=None, names=("Seat 1", "Seat 2")) -> tuple[int, int]:
    me = view.viewer  # at the game's end the panel draws no hand (#48: it plays no more)
    hand_h = 0 if view.is_over else HAND_H
    lay, _ = plan(view, names, me, me, None, last, "en", hand_h=hand_h)
    return NARROW_WIDTH, lay.height


@pytest.mark.parametrize("state", list(STOPS))
def test_table_is_a_png_of_the_table_size(samples, state):
    g, last = samples[state]
    data = render_table(g.view(None), names=NAMES, last_seat=last)
    assert open_png(data).size == table_size(g.view(None), last, NAMES)
    assert len(data) <= MAX_BYTES


@pytest.mark.parametrize("state", list(STOPS))
@pytest.mark.parametrize("seat", [0, 1])
def test_panel_is_a_png_of_the_panel_size(samples, state, seat):
    g, _ = samples[state]
    data = render_panel(g.view(seat), names=NAMES)
    assert open_png(data).size == panel_size(g.view(seat), None, NAMES)
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
    assert open_png(render_table(g.view(None), last_seat=last)).size == table_size(
        g.view(None), last)
    seat = steps % 2
    assert open_png(render_panel(g.view(seat))).size == panel_size(g.view(seat))
