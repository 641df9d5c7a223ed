"""A game's texts live in its own catalogue files (`i18n/<lang>/<game>.py`), merged at load with
the language's shared file: each language has English's files with English's keys and
placeholders in each, no key is defined twice, only a game's own modules name its keys, and a
game's slash command texts are in its file too."""

from __future__ import annotations

import ast
import re

import pytest

import games
from i18n import CATALOGUES, DEFAULT, LANGUAGES, SHARED, merge
from tests.i18n.test_catalogue import _placeholders
from tests.test_games import GAME_NAMES, owner
from tests.test_layers import ROOT, project_modules

ENGLISH = CATALOGUES[DEFAULT].parts


def test_each_game_has_its_own_file_named_for_its_descriptor() -> None:
    assert set(ENGLISH) == {SHARED, *GAME_NAMES}
    assert all(len(ENGLISH[name]) >= 50 for name in GAME_NAMES)  # its narration, rules, lesson


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_file_holds_the_english_files_keys_and_placeholders(lang: str) -> None:
    parts = CATALOGUES[lang].parts
    assert set(parts) == set(ENGLISH)
    for part, english in ENGLISH.items():
        assert sorted(set(english) - set(parts[part])) == [], part  # missing in `lang`
        assert sorted(set(parts[part]) - set(english)) == [], part  # unknown to English
        for key, entry in english.items():
            theirs = parts[part][key]
            assert isinstance(theirs, str) == isinstance(entry, str), (part, key)
            assert _placeholders(theirs) == _placeholders(entry), (part, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_key_is_defined_twice(lang: str) -> None:
    cat = CATALOGUES[lang]
    for parts, merged in ((cat.parts, cat.texts), (cat.command_parts, cat.commands)):
        seen: dict[str, str] = {}
        twice = [(key, seen[key], part) for part, texts in parts.items() for key in texts
                 if seen.setdefault(key, part) != part]
        assert twice == []
        assert len(merged) == sum(len(texts) for texts in parts.values())


def command_owner(english: str) -> str:
    """The game a slash command text belongs to: its group's name, its description, or a text
    naming its title ("The rules of Flowers in short"); else shared."""
    ds = [games.DESCRIPTORS[name] for name in GAME_NAMES]
    named = [d.name for d in ds if english in (d.name, d.ui.description)]
    named = named or [d.name for d in ds if re.search(rf"\b{re.escape(d.kind.title)}\b", english)]
    assert len(named) <= 1, english
    return named[0] if named else SHARED


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_games_command_texts_are_in_its_file(lang: str) -> None:
    parts = CATALOGUES[lang].command_parts
    misplaced = [(english, part) for part, commands in parts.items() for english in commands
                 if command_owner(english) != part]
    assert misplaced == []
    if lang != DEFAULT:  # English is the commands' own language
        assert all(parts[name] for name in GAME_NAMES)


def test_the_command_owner_reads_names_descriptions_and_titles() -> None:
    assert command_owner("flowers") == command_owner("The rules of Flowers in short") == "flowers"
    assert command_owner("Play Flowers: A Mandala Game, for 2 to 4") == "flowers"
    assert command_owner("Play Mandala against me, the bot") == "mandala"
    assert command_owner("See your hand privately and play your turn") == SHARED


def test_the_merge_refuses_a_key_in_two_files() -> None:
    with pytest.raises(ValueError, match="'you' is in both shared.py and tally.py"):
        merge("en", {SHARED: {"you": "you"}, "tally": {"t": "t", "you": "thou"}})
    assert merge("en", {SHARED: {"you": "you"}, "tally": {"t": "t"}}) == {"you": "you", "t": "t"}


def keys_named(source: str, keys: set[str]) -> list[tuple[int, str]]:
    """(line, key) of each string in `source` that is one of `keys`."""
    return [(node.lineno, node.value) for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and node.value in keys]


def test_only_a_games_own_modules_name_its_keys() -> None:
    """A shared module reaches a game's texts through the game (`lesson.{game}.…`, the UI the
    descriptor gives), never by naming one of its keys; nor does another game."""
    whose = {key: name for name in GAME_NAMES for key in ENGLISH[name]}
    found = []
    for path in project_modules().values():
        rel = path.relative_to(ROOT).as_posix()
        mine = owner(rel)
        found += [f"{rel}:{line}: {key!r} is {whose[key]}'s" for line, key
                  in keys_named(path.read_text(encoding="utf-8"), set(whose))
                  if whose[key] != mine]
    assert found == []


def test_the_key_finder_sees_a_key() -> None:
    source = "t(lang, 'pic.cup')\nx = 'pic.cup.not'\ny = f'pic.{c}'\n"
    assert keys_named(source, {"pic.cup"}) == [(1, "pic.cup")]
