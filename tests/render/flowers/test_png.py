"""Flowers pictures are valid PNGs, 800 px wide, under 300 KB and the same bytes every time."""

from __future__ import annotations

import pytest

import render.palette
from render.flowers import render_panel as render_flowers_panel
from render.flowers import render_table as render_flowers_table
from render.flowers.board import key_lines
from render.flowers.layout import Layout, order_from
from render.flowers.panel import HAND_H
from render.style import PICTURE_WIDTH
from tests.render.mandala.test_png import MAX_BYTES, open_png
from tests.render.mandala.test_readable import _clear_caches

NAMES = ("Ada", "Bo", "Cy", "Dee")


def heading_lines(view) -> int:
    """Status (+ the tile-choice band), or at the end: result, reason, one line per player."""
    if view.is_over:
        return 2 + view.players
    return 2 if view.choice else 1


@pytest.mark.parametrize("key", [(n, s) for n in (2, 3, 4)
                                 for s in ("start", "mid", "choose", "over")])
def test_both_pictures_are_pngs_of_their_size(flowers_samples, key):
    n, _ = key
    g, last = flowers_samples[key]
    view = g.view(None)
    data = render_flowers_table(view, names=NAMES[:n], last_seat=last)
    lines = heading_lines(view)
    lay = Layout(order_from(n, None), lines, key_lines=key_lines())
    assert open_png(data).size == (PICTURE_WIDTH, lay.height)
    assert len(data) <= MAX_BYTES
    data = render_flowers_panel(g.view(1), names=NAMES[:n], last_seat=last)
    lay = Layout(order_from(n, 1), lines, HAND_H, key_lines())
    assert open_png(data).size == (PICTURE_WIDTH, lay.height)
    assert len(data) <= MAX_BYTES


def test_more_players_make_a_taller_picture_not_smaller_text(flowers_samples):
    heights = [open_png(render_flowers_table(flowers_samples[(n, "mid")][0].view(None),
                                             names=NAMES[:n])).size for n in (2, 3, 4)]
    assert [w for w, _ in heights] == [PICTURE_WIDTH] * 3
    assert heights[0][1] < heights[1][1] < heights[2][1]


@pytest.mark.parametrize("state", ["mid", "choose"])
def test_four_players_table_reads_without_long_scrolling(flowers_samples, state):
    """Two players to a line: the table is about as tall as it is wide (it was 800 x 1204); the
    key's words, readable on a phone since #40, add a line (60 px)."""
    g, last = flowers_samples[(4, state)]
    width, height = open_png(render_flowers_table(g.view(None), names=NAMES,
                                                  last_seat=last)).size
    extra_line = 0.05 if state == "choose" else 0  # the tile-choice band in the heading
    assert height <= (1.28 + extra_line) * width


@pytest.mark.parametrize("n", [2, 4])
def test_the_bytes_do_not_depend_on_what_was_drawn_before(flowers_samples, n):
    g, last = flowers_samples[(n, "choose")]
    _clear_caches()
    render.palette.palette_image.cache_clear()
    cold = render_flowers_table(g.view(None), names=NAMES[:n], last_seat=last)
    render_flowers_panel(g.view(0), names=NAMES[:n])
    warm = render_flowers_table(g.view(None), names=NAMES[:n], last_seat=last)
    assert cold == warm
