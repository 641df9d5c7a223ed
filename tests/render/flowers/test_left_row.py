"""A player who left keeps a whole name in each mandala's rows (issue 48: "B… · αποχώρησε",
cut to one letter beside an empty card line): "left the game" goes on the row's card line."""

from __future__ import annotations

import random

import pytest

from engine.games import kind
from i18n import LANGUAGES, t
from present.gameui import ui_for
from render.draw import placing


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_player_who_left_keeps_a_whole_name_in_the_rows(lang: str) -> None:
    g = kind("flowers").new(5, 4)
    rng = random.Random(5)
    for _ in range(6):
        g.apply(rng.choice(g.legal_actions()))
    g.resign(1)
    g.apply(rng.choice(g.legal_actions()))
    names = ["Αλεξάνδρα", "Βαρθολομαίος", "Χριστίνα", "Bot 2 (normal)"]
    with placing() as placed:
        ui_for("flowers").table_png(g.view(None), names=names, last_seat=None, note=None,
                                    lang=lang)
    texts = [text for text, *_ in placed]
    assert texts.count("Βαρθολομαίος") >= 3  # one row in each mandala
    assert texts.count(t(lang, "pic.badge.left")) >= 3
    assert not any(x.startswith("Β…") for x in texts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_closed_mandala_says_so_inside_its_empty_slot(lang: str) -> None:
    """«κλειστό: δεν έμειναν πλακίδια» ran out of its slot on both sides (issue 48, seen on a
    4-player end table); a line too wide for the slot now breaks after "closed:"."""
    from render.flowers.board import TILE_GAP
    from render.flowers.layout import MANDALA_W
    g = kind("flowers").new(11, 4)
    rng = random.Random(11)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    assert g.view(None).tiles_left == (0, 0)
    with placing() as placed:
        ui_for("flowers").table_png(g.view(None), names=["A", "B", "C", "D"], last_seat=None,
                                    note=None, lang=lang)
    words = t(lang, "pic.f.closed").replace(": ", ":\n").split("\n")
    shown = [(text, box) for text, box, *_ in placed if text in words or text == t(lang,
             "pic.f.closed")]
    assert shown and all(not text.endswith("…") for text, _ in shown)
    assert all(box[2] - box[0] <= MANDALA_W - 2 * TILE_GAP for _, box in shown), shown
