"""Greek never guesses a player's gender: no "του/της", "τον/την", "ο/η" or any other slashed
pair of Greek forms, and no possessive piece ("their") that code slips into a sentence (issue 40).
A name takes no article, so a sentence is built to need none: a verb carries the person
("που έστειλε {by}"), a label names the owner ("{title}: στατιστικά · {name}")."""

from __future__ import annotations

import random
import re

import pytest

from engine.flowers.text import narrate as narrate_flowers
from engine.games import kind
from engine.mandala.events import Picked
from engine.mandala.text import describe as describe_mandala
from engine.mandala.text import narrate as narrate_mandala
from engine.mandala.vocab import Color
from i18n import CATALOGUES

GREEK = "α-ωά-ώϊϋΐΰΑ-ΩΆ-Ώ"
# two Greek forms offered side by side ("του/της", "πρώτος/πρώτη", "ο/η")
SLASHED = re.compile(rf"[{GREEK}]+\s*/\s*[{GREEK}]+")


def _texts() -> list[tuple[str, str]]:
    out = []
    for key, entry in CATALOGUES["el"].texts.items():
        forms = {"": entry} if isinstance(entry, str) else entry
        out += [(f"{key}{'[' + form + ']' if form else ''}", text) for form, text in forms.items()]
    return out


def _gendered(text: str) -> list[str]:
    return SLASHED.findall(text)


def test_the_check_sees_what_it_must() -> None:
    for bad in ("το χωράφι του/της", "προκάλεσέ τον/την", "ο/η {name}", "πρώτος / πρώτη"):
        assert _gendered(bad), bad
    for fine in ("1/2", "κίνηση 3/7", "https://a/b", "στο χωράφι του μαντάλα 2"):
        assert not _gendered(fine), fine


def test_no_greek_text_offers_both_genders() -> None:
    assert [(key, text) for key, text in _texts() if _gendered(text)] == []


def test_no_possessive_piece_is_left_for_code_to_insert() -> None:
    """The removed construction: a "their" ("του/της") put into a sentence by code."""
    for lang, catalogue in CATALOGUES.items():
        assert "their" not in catalogue.texts, lang
        for key, entry in catalogue.texts.items():
            forms = [entry] if isinstance(entry, str) else list(entry.values())
            assert not any("{whose}" in f for f in forms), (lang, key)


def test_a_pick_to_the_discard_pile_is_told_in_greek_without_a_gender() -> None:
    """M-X5: the picker has no field cards there, so the picked cards are discarded."""
    event = Picked(1, 0, Color.RED, 3, False, 0, 3, False)
    names = ["Άλεξ", "Μπ"]
    other = describe_mandala(event, names, viewer=0, lang="el")
    mine = describe_mandala(event, names, viewer=1, lang="el")
    assert other is not None and mine is not None
    assert other.startswith("Μπ: πήρε") and "απορρίφθηκαν" in other
    assert mine.startswith("πήρες") and "απορρίφθηκαν" in mine
    assert not _gendered(other) and not _gendered(mine)
    assert describe_mandala(event, names, viewer=0) == (
        "Μπ took 3 red cards from mountain 1: 3 discarded (their field there is empty)")
    assert describe_mandala(event, names, viewer=1) == (
        "you took 3 red cards from mountain 1: 3 discarded (your field there is empty)")


@pytest.mark.parametrize("game, players", [("mandala", 2), ("flowers", 2), ("flowers", 4)])
def test_whole_games_narrated_in_greek_name_nobody_by_gender(game: str, players: int) -> None:
    """Every event of random games (a resignation among them), told to each seat and to the
    public."""
    narrate = narrate_mandala if game == "mandala" else narrate_flowers
    names = [f"Π{i}" for i in range(players)]
    for seed in (1, 2, 3):
        g = kind(game).new(seed, players)
        rng = random.Random(seed)
        moves = 0
        while not g.is_over:
            if players > 2 and moves == 9:
                events = g.resign(((g.to_move or 0) + 1) % players)
            else:
                events = g.apply(rng.choice(g.legal_actions()))
            moves += 1
            for viewer in (None, *range(players)):
                for line in narrate(events, names, viewer, lang="el"):
                    assert not _gendered(line), line
