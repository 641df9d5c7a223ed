"""Every catalogue holds every English key, with the same placeholders and plural forms."""

from __future__ import annotations

import string

import pytest

from i18n import CATALOGUES, DEFAULT, LANGUAGES, MissingText, language, t, tn

OTHERS = [c for c in LANGUAGES if c != DEFAULT]


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def _placeholders(entry: str | dict[str, str]) -> set[str]:
    forms = [entry] if isinstance(entry, str) else list(entry.values())
    return set().union(*(_fields(f) for f in forms))


def test_greek_is_a_catalogue() -> None:
    assert set(LANGUAGES) >= {"en", "el"}


@pytest.mark.parametrize("lang", OTHERS)
def test_same_keys_as_english(lang: str) -> None:
    english, other = CATALOGUES[DEFAULT].texts, CATALOGUES[lang].texts
    assert sorted(set(english) - set(other)) == []  # missing in `lang`
    assert sorted(set(other) - set(english)) == []  # unknown to English


@pytest.mark.parametrize("lang", OTHERS)
def test_same_placeholders_and_plural_kinds(lang: str) -> None:
    english, other = CATALOGUES[DEFAULT].texts, CATALOGUES[lang].texts
    for key, entry in english.items():
        theirs = other[key]
        assert isinstance(theirs, str) == isinstance(entry, str), key
        assert _placeholders(theirs) == _placeholders(entry), key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_counted_text_has_the_forms_its_plural_rule_names(lang: str) -> None:
    cat = CATALOGUES[lang]
    needed = {cat.plural(n) for n in range(0, 102)}
    assert needed == {"one", "other"}
    for key, entry in cat.texts.items():
        if not isinstance(entry, str):
            assert needed <= set(entry), key


def test_greek_plurals() -> None:
    assert tn("el", "cards", 1) == "1 κάρτα"
    assert tn("el", "cards", 2) == "2 κάρτες"
    assert tn("el", "cards.colored", 1, color=tn("el", "color.red.card", 1)) == "1 κόκκινη κάρτα"
    assert tn("en", "cards", 1) == "1 card" and tn("en", "cards", 0) == "0 cards"


def test_a_missing_key_fails_loudly() -> None:
    with pytest.raises(MissingText):
        t("el", "no.such.key")
    with pytest.raises(MissingText):
        t("el", "cards")  # counted: must be asked with a count


def test_locale_codes_map_to_catalogues() -> None:
    assert language("el") == "el"
    assert language("en-US") == language("en-GB") == language(None) == "en"
    assert language("pt-BR") == "en"  # no catalogue: English
