"""The rules pages, written for someone who has never played: they fit a Discord embed, name
each turn option, explain the table picture's marks and leave no term unexplained."""

from __future__ import annotations

import pytest

from i18n import LANGUAGES, t, tn
from present.flowers import FlowersUI
from present.mandala import MandalaUI

FIELD_MAX, EMBED_MAX = 1024, 6000  # Discord's limits on an embed field and a whole embed


def page(ui: MandalaUI | FlowersUI, lang: str) -> list[tuple[str, str]]:
    return ui.rules(None, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("ui", [MandalaUI(), FlowersUI()], ids=["mandala", "flowers"])
def test_the_rules_fit_an_embed(ui: MandalaUI | FlowersUI, lang: str) -> None:
    fields = page(ui, lang)
    assert all(0 < len(value) <= FIELD_MAX and 0 < len(head) <= 256 for head, value in fields)
    assert sum(len(h) + len(v) for h, v in fields) + len(ui.tagline(lang)) <= EMBED_MAX


@pytest.mark.parametrize("lang", LANGUAGES)
def test_mandala_rules_explain_the_table_picture(lang: str) -> None:
    text = " ".join(v for _, v in page(MandalaUI(), lang))
    for mark in ("≥", "⬢", t(lang, "pic.m.river"), t(lang, "pic.score").strip(),
                 t(lang, "pic.deck"), tn(lang, "pic.m.more_hidden", 2).strip(" ()")):
        assert mark in text, mark


def test_mandala_rules_name_each_turn_option() -> None:
    text = " ".join(v for _, v in page(MandalaUI(), "en"))
    for option in ("**Mountain**", "**Field**", "**Discard**", "may not pass"):
        assert option in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_flowers_rules_leave_no_jargon_unexplained(lang: str) -> None:
    text = " ".join(v for _, v in page(FlowersUI(), lang))
    assert "runner-up" not in text
    multiplier = {"en": "multiplier", "el": "πολλαπλασιαστ"}[lang]
    assert multiplier in text  # what "3x" is
    assert "**seed**" in text and "`draw:published`" in text
    assert "0" in text and {"en": "3x", "el": "×3"}[lang] in text


def test_the_flowers_draw_rule_is_said_in_words() -> None:
    text = " ".join(v for _, v in page(FlowersUI(), "en"))
    assert "this bot's own" in text and "printed game" in text
