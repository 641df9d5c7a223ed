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
