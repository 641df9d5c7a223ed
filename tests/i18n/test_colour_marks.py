"""The words that explain the table name each colour by the shape drawn on its cards, never by
a letter: the cards carry no letter any more, and a Latin "K" for black beside Greek κόκκινο
(red) misled (issue 40)."""

from __future__ import annotations

import re

import pytest

from i18n import CATALOGUES, t
from render.mandala.colors import STYLES

# the keys that tell a reader how a colour is marked on the picture
KEYS = ("rules.m.table", "guide.m.hand")
LETTER_KEY = re.compile(r"\b[A-Z] [^\W\d_]+")  # "R red", "K μαύρο": a letter naming a colour


@pytest.mark.parametrize("lang", sorted(CATALOGUES))
@pytest.mark.parametrize("key", KEYS)
def test_colours_are_named_by_their_shape_not_a_letter(lang: str, key: str) -> None:
    text = t(lang, key)
    assert not LETTER_KEY.search(text), f"{lang} {key} names a colour by a letter: {text!r}"
    for style in STYLES.values():
        assert style.glyph in text, f"{lang} {key} does not show {style.name}'s shape"
