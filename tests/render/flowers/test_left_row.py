"""A player who left keeps a whole name (issue 48: "B… · αποχώρησε", cut to one letter beside an
empty card line): on the narrow picture the name is written once, in the player's band, with
"left the game" on the band's card line under it."""

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
    assert texts.count("Βαρθολομαίος") == 1  # once, in the band
    assert texts.count(t(lang, "pic.badge.left")) == 1
    name = next(box for text, box, *_ in placed if text == "Βαρθολομαίος")
    left = next(box for text, box, *_ in placed if text == t(lang, "pic.badge.left"))
    assert 0 < left[1] - name[3] < 40  # on the band's card line, under the name
    assert not any(x.startswith("Β…") for x in texts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_closed_mandala_says_so_inside_its_empty_slot(lang: str) -> None:
    """«κλειστό: δεν έμειναν πλακίδια» ran out of its slot on both sides (issue 48, seen on a
    4-player end table); a line too wide for the slot now breaks after "closed:"."""
    from render.flowers.board import TILE_GAP
    from render.flowers.layout import MANDALA_W
    from render.guide import wrap
    g = kind("flowers").new(11, 4)
    rng = random.Random(11)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    assert g.view(None).tiles_left == (0, 0)
    with placing() as placed:
        ui_for("flowers").table_png(g.view(None), names=["A", "B", "C", "D"], last_seat=None,
                                    note=None, lang=lang)
    words = wrap(t(lang, "pic.f.closed"), MANDALA_W - 2 * TILE_GAP - 8)
    shown = [(text, box) for text, box, *_ in placed if text in words]
    assert shown and all(not text.endswith("…") for text, _ in shown)
    assert all(box[2] - box[0] <= MANDALA_W - 2 * TILE_GAP for _, box in shown), shown
