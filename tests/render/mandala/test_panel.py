"""The panel shows the table from its owner's side: their seat at the bottom, with their hand."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import style
from render.draw import recording
from render.mandala import render_panel, render_table
from render.mandala.board import plan
from render.mandala.heading import heading
from render.mandala.layout import Layout
from render.mandala.panel import HAND_H
from render.mandala.table import PUBLIC_SIDE

NAMES = ("Ada", "Bo")


def _ringed(data: bytes, lay: Layout, seat: int) -> bool:
    """Whether the turn's outline is drawn round `seat`'s box."""
    im = Image.open(io.BytesIO(data)).convert("RGB")
    x0, y0, x1, _ = lay.seat_box(seat)
    edge = [im.getpixel(((x0 + x1) // 2, y)) for y in range(y0, y0 + 4)]
    return any(sum(abs(a - b) for a, b in zip(p, style.TURN, strict=True)) < 40 for p in edge)


@pytest.mark.parametrize("me", [0, 1])
def test_the_owners_seat_is_at_the_bottom(samples, me):
    g, last = samples["mid"]
    view = g.view(me)
    lay, _ = plan(view, NAMES, me, me, None, last, "en", hand_h=HAND_H)
    assert lay.seat_y(me) > lay.mandala_y > lay.seat_y(1 - me)
    data = render_panel(view, names=NAMES, last_seat=last)
    mover = view.to_move
    assert _ringed(data, lay, mover) and not _ringed(data, lay, 1 - mover)
    assert (mover == me) == (lay.seat_y(mover) > lay.mandala_y)


def test_the_public_table_keeps_seat_0_on_top(samples):
    g, last = samples["mid"]
    view = g.view(None)
    lay, _ = plan(view, NAMES, PUBLIC_SIDE, None, None, last, "en")
    assert lay.seat_y(0) < lay.mandala_y < lay.seat_y(1)
    data = render_table(view, names=NAMES, last_seat=last)
    assert _ringed(data, lay, view.to_move) and not _ringed(data, lay, 1 - view.to_move)


def test_the_panel_shows_the_hand_and_the_whole_own_cup(samples):
    g, _ = samples["mid"]
    view = g.view(0)
    with recording() as texts:
        render_panel(view, names=NAMES)
    words = [t for t, *_ in texts]
    assert "Your hand" in words and "Ada (you)" in words
    assert view.seats[0].cup_unknown == 0 and view.seats[1].cup_unknown == 2
    assert "2 hidden" in words  # the opponent's setup cards only
    assert str(view.seats[0].score) in words  # an exact score for the owner


def test_the_panel_says_whose_turn_from_its_owners_side(samples):
    g, _ = samples["pick"]
    view = g.view(g.to_move)
    def said(view, me) -> str:  # its big lines (wrapped on the narrow picture, #48), in order
        return " ".join(line.text for line in heading(view, NAMES, me) if line.big)

    assert said(view, g.to_move) == (
        f"▶ Your pick at mandala {view.completion[0] + 1}: choose a colour")
    other = 1 - g.to_move
    assert said(g.view(other), other) == (
        f"{NAMES[g.to_move]} picks at mandala {view.completion[0] + 1}")
