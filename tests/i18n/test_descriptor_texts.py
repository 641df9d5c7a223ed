"""A game outside `i18n/` brings its own texts through its descriptor (`Descriptor.texts`):
Tally's words, in English and Greek, are in the catalogues while it is installed and gone after;
they hold English's keys and placeholders in every language; a key another part defines refuses
the game before any registry holds it, as two catalogue files defining one key do."""

from __future__ import annotations

from dataclasses import replace

import pytest

import games
from engine.games import GAMES
from i18n import CATALOGUES, DEFAULT, LANGUAGES, MissingText, add_part, remove_part, t, tn
from tests.fixture_game.descriptor import GAME
from tests.fixture_game.engine import new_game
from tests.i18n.test_catalogue import _placeholders


@pytest.fixture
def tally():
    games.install(GAME)
    yield
    games.uninstall(GAME.name)


def test_tally_speaks_greek_while_installed_and_nothing_after() -> None:
    with pytest.raises(MissingText):
        t("el", "tally.tagline")
    games.install(GAME)
    try:
        assert t("el", "tally.tagline") == GAME.texts["el"]["tally.tagline"]
        assert CATALOGUES["el"].parts["tally"] == GAME.texts["el"]
        ui, view = GAME.ui, new_game(1, 2).view(0)
        assert ui.rules(view, "el") == [("Στόχος", GAME.texts["el"]["tally.rules.goal.text"])]
        assert ui.panel_summary(view, ["a", "b"], "el").startswith("**Η χούφτα σου**")
        assert CATALOGUES["el"].commands["Play Tally, a test game"].startswith("Παίξτε Tally")
    finally:
        games.uninstall(GAME.name)
    for lang in LANGUAGES:
        assert "tally" not in CATALOGUES[lang].parts and "tally" not in CATALOGUES[lang].texts
        assert "tally.tagline" not in CATALOGUES[lang].texts
        assert "Play Tally, a test game" not in CATALOGUES[lang].commands


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tallys_texts_hold_englishs_keys_and_placeholders(lang: str) -> None:
    english, theirs = GAME.texts[DEFAULT], GAME.texts[lang]
    assert set(english) == set(theirs)
    for key, entry in english.items():
        assert isinstance(theirs[key], str) == isinstance(entry, str), key
        assert _placeholders(theirs[key]) == _placeholders(entry), key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tallys_counted_texts_have_every_form(tally: None, lang: str) -> None:
    assert tn(lang, "tally.move.up_to", 1) != tn(lang, "tally.move.up_to", 2)


def test_a_key_another_part_defines_refuses_the_game_whole() -> None:
    clash = replace(GAME, texts={**GAME.texts, "el": {**GAME.texts["el"], "next.turn": "x"}})
    before = {lang: CATALOGUES[lang] for lang in LANGUAGES}
    with pytest.raises(ValueError, match="'next.turn' is in both shared.py and tally.py"):
        games.install(clash)
    assert "tally" not in GAMES and "tally" not in games.DESCRIPTORS
    assert {lang: CATALOGUES[lang] for lang in LANGUAGES} == before


def test_a_part_is_refused_for_an_unknown_language_or_a_catalogue_files_name() -> None:
    before = dict(CATALOGUES)
    with pytest.raises(ValueError, match="no catalogue for xx"):
        add_part("tally", {"xx": {"tally.x": "x"}})
    with pytest.raises(ValueError, match="catalogues' own files"):
        add_part("mandala", {"en": {"mandala.x": "x"}})
    remove_part("mandala")  # a file's part stays
    remove_part("shared")
    assert before == CATALOGUES
