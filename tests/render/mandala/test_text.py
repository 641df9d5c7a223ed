"""Determinism, Greek and long names, and the last-move caption."""

from __future__ import annotations

import dataclasses

import pytest

from engine.mandala import parse_action
from render.draw import fit, text_width
from render.fonts import font
from render.mandala import render_panel, render_table
from render.mandala.lastmove import last_move

GREEK = "Αλέξανδρος"
LONG = "Maximilian Alexander von Hohenzollern-Sigmaringen the Third"


def test_same_view_gives_the_same_bytes(samples):
    for g, last in samples.values():
        view = g.view(None)
        assert render_table(view, last_seat=last) == render_table(view, last_seat=last)
        assert render_panel(g.view(1)) == render_panel(g.view(1))


def test_the_shipped_fonts_have_the_greek_glyphs():
    for bold in (False, True):
        for ch in GREEK + "Ω≥×…–":
            assert font(24, bold).getmask(ch).getbbox() is not None, ch


@pytest.mark.parametrize("state", ["mid", "pick", "over"])
def test_greek_and_long_names_are_drawn(samples, state):
    g, last = samples[state]
    view = g.view(None)
    latin = render_table(view, names=("Ada", "Bo"), last_seat=last)
    greek = render_table(view, names=(GREEK, "Bo"), last_seat=last)
    long = render_table(view, names=("Ada", LONG), last_seat=last)
    assert len({latin, greek, long}) == 3
    assert render_panel(g.view(0), names=(GREEK, LONG)) != render_panel(g.view(0))


def test_long_names_are_cut_with_an_ellipsis():
    short = fit(LONG, 30, True, 300)
    assert short.endswith("…") and LONG.startswith(short[:-1])
    assert text_width(short, 30, True) <= 300 + 2
    assert fit("Ada", 30, True, 300) == "Ada"


def test_names_must_match_the_seats(samples):
    g, _ = samples["mid"]
    with pytest.raises(ValueError):
        render_table(g.view(None), names=("Ada",))


@pytest.mark.parametrize(
    ("code", "seat", "text", "target"),
    [
        ("M1r", 0, "Ada played red to mountain 2", ("mountain", 1)),
        ("F1g3", 1, "Bo played 3 green cards to their field 2", ("field", 1, 1)),
        ("F0k1", None, "1 black card played to a field of mandala 1", ("fields", 0)),
        ("Dp2", 0, "Ada discarded 2 purple cards", ("discard",)),
        ("Po", 1, "Bo picked orange", ("river", 1)),
    ],
)
def test_last_move_caption(samples, code, seat, text, target):
    view = dataclasses.replace(samples["mid"][0].view(None), last_action=parse_action(code))
    move = last_move(view, ("Ada", "Bo"), seat)
    assert move is not None and (move.text, move.target) == (text, target)


def test_a_pick_during_a_completion_names_its_mandala(samples):
    view = samples["pick"][0].view(None)
    m = view.completion[0]
    move = last_move(dataclasses.replace(view, last_action=parse_action("Py")), ("Ada", "Bo"), None)
    assert move is not None
    assert move.text == f"yellow was picked at mandala {m + 1}"
    assert move.target == ("mountain", m)


def test_no_caption_before_the_first_move(samples):
    assert last_move(samples["start"][0].view(None), ("Ada", "Bo"), None) is None


def test_the_last_mover_changes_the_picture(samples):
    g, last = samples["mid"]
    assert last is not None
    view = g.view(None)
    assert render_table(view, last_seat=last) != render_table(view)


@pytest.mark.parametrize("lang", ["en", "el"])
def test_no_word_lies_inside_the_rivers_ring(lang):
    """Issue #40: "Ποτάμι" ran into the river box's highlight ring. Since #48 the river is
    named by the guide, not on the narrow table: inside its ring are only its numbers."""
    from render.draw import placing
    from render.mandala.board import background
    from render.mandala.layout import Layout
    lay = Layout(1, (True,))
    background.cache_clear()
    with placing() as placed:
        background(lay, lang)
    x0, y0, x1, y1 = lay.river_box(0)
    inside = [text for text, (a, b, c, d), *_ in placed
              if a < x1 and x0 < c and b < y1 and y0 < d]
    assert sorted(inside) == list("123456")


def test_an_order_badge_sits_off_the_river_cards():
    """Issue #40: the "1·2" badge of a move to the river covered its last card."""
    from render.mandala.layout import RIVER_X, SLOT_H, SLOT_STEP, SLOT_W, Layout
    from render.marks import badge_box

    lay = Layout(1, (True,))
    for seat in (0, 1):
        bx0, by0, bx1, by1 = badge_box(lay.river_box(seat), "1·2")
        y = lay.slots_y(seat)
        for i in range(6):
            x = RIVER_X + i * SLOT_STEP
            assert bx1 <= x or x + SLOT_W <= bx0 or by1 <= y or y + SLOT_H <= by0
        assert by1 <= lay.seat_box(seat)[3]
