"""Flowers pictures are valid PNGs, 560 px wide, under 300 KB and the same bytes every time."""

from __future__ import annotations

import pytest

import render.palette
from render.flowers import render_panel as render_flowers_panel
from render.flowers import render_table as render_flowers_table
from render.flowers.board import footer_lines
from render.flowers.layout import Layout, order_from
from render.flowers.panel import HAND_H
from render.flowers.table import caption_lines
from render.style import NARROW_WIDTH as PICTURE_WIDTH
from tests.render.mandala.test_png import MAX_BYTES, open_png
from tests.render.mandala.test_readable import _clear_caches

NAMES = ("Ada", "Bo", "Cy", "Dee")


def heading_lines(view, names, me=None) -> int:
    """Status (+ the tile-choice band), or at the end: result and reason (each broken between
    words where the narrow picture needs it); the players' ranks are in their bands."""
    from render.flowers.heading import heading
    return len(heading(view, names, me))


def layout(view, names, owner, last) -> Layout:
    from render.flowers.heading import last_move
    order = order_from(view.players, owner)
    if view.outcome is not None and owner is None:
        order = tuple(sorted(order, key=lambda s: (view.outcome.ranks[s], s)))
    if view.choice is not None and not view.is_over:  # a tile being chosen: no caption
        caption_rows = 0
    else:
        caption_rows = max(1, len(caption_lines(last_move(view, names, last), "en",
                                                view.turn == 0)))
    return Layout(order, heading_lines(view, names, owner), HAND_H if owner is not None else 0,
                  caption_rows, footer_lines(), view.is_over)


@pytest.mark.parametrize("key", [(n, s) for n in (2, 3, 4)
                                 for s in ("start", "mid", "choose", "over")])
def test_both_pictures_are_pngs_of_their_size(flowers_samples, key):
    n, _ = key
    g, last = flowers_samples[key]
    view = g.view(None)
    data = render_flowers_table(view, names=NAMES[:n], last_seat=last)
    assert open_png(data).size == (PICTURE_WIDTH, layout(view, NAMES[:n], None, last).height)
    assert len(data) <= MAX_BYTES
    data = render_flowers_panel(g.view(1), names=NAMES[:n], last_seat=last)
    lay = layout(g.view(1), NAMES[:n], 1, last)
    assert open_png(data).size == (PICTURE_WIDTH, lay.height)
    assert len(data) <= MAX_BYTES


def test_more_players_make_a_taller_picture_not_smaller_text(flowers_samples):
    heights = [open_png(render_flowers_table(flowers_samples[(n, "mid")][0].view(None),
                                             names=NAMES[:n])).size for n in (2, 3, 4)]
    assert [w for w, _ in heights] == [PICTURE_WIDTH] * 3
    assert heights[0][1] < heights[1][1] < heights[2][1]


@pytest.mark.parametrize("state", ["mid", "choose"])
def test_four_players_table_reads_without_long_scrolling(flowers_samples, state):
    """One band a player, the name written once: a 4-player table fits a desktop client's
    550 x 350 box at about half size (it was 800 x 1014, a third), about 1.25 times as tall
    as wide; the tile-choice band adds a line, its missing caption takes one or two."""
    g, last = flowers_samples[(4, state)]
    width, height = open_png(render_flowers_table(g.view(None), names=NAMES,
                                                  last_seat=last)).size
    extra_lines = 2 * 34 if state == "choose" else 0
    assert height <= 1.25 * width + extra_lines


@pytest.mark.parametrize("n", [2, 4])
def test_the_bytes_do_not_depend_on_what_was_drawn_before(flowers_samples, n):
    g, last = flowers_samples[(n, "choose")]
    _clear_caches()
    render.palette.palette_image.cache_clear()
    cold = render_flowers_table(g.view(None), names=NAMES[:n], last_seat=last)
    render_flowers_panel(g.view(0), names=NAMES[:n])
    warm = render_flowers_table(g.view(None), names=NAMES[:n], last_seat=last)
    assert cold == warm
