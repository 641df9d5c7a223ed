"""One word for "hint" per language: a Greek newcomer who met 💡 Συμβουλή in the lesson must
find the same word on the practice panel's button (it said Υπόδειξη), and in what it answers."""

from __future__ import annotations

import pytest

from i18n import t


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_hint_buttons_and_the_hint_line_use_one_word(lang):
    word = t(lang, "lesson.button.hint")
    assert t(lang, "button.hint") == word
    assert f"💡 {word}:" in t(lang, "explain.hint")
