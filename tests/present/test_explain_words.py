"""Every effect the explainer can find has words in both languages, said to the mover; the
analysis puts what a move left the opponent first; a menu phrase fits Discord's 100
characters."""

from __future__ import annotations

import re

import pytest

from engine.effects import (
    Completes,
    Contrast,
    Draws,
    EndNearer,
    EndsGame,
    EntersRiver,
    FaceDown,
    Flower,
    KeepsClaim,
    LastRound,
    LeavesCompletion,
    Standing,
    TakesClaim,
    ToCup,
)
from present.explain import (
    MENU_LIMIT,
    contrast_lines,
    hint_text,
    hints_used_text,
    menu_phrase,
    mistake_reason,
    sentence,
    why,
)

NAMES = ("Ann", "Bob")
EVERY = {
    "mandala": (Completes(1, 0), Completes(0, 1), EntersRiver(0, "purple", 3),
                ToCup(0, "purple", 2, 3), ToCup(0, "red", 1, 1), Draws(1), Draws(3),
                EndNearer(0, 5, 6), LastRound(), EndsGame(),
                LeavesCompletion(1, 1, "purple", True), LeavesCompletion(1, 0, "black", False),
                LeavesCompletion(1, 0, "green", True, "purple", 3)),
    "flowers": (Completes(2, 0), Completes(1, 1), Completes(0, -1), TakesClaim(0, 1),
                KeepsClaim(0, 2), FaceDown(0), Flower(0, "grey", 9, 2), Draws(2),
                EndNearer(0, 2, 3), EndsGame(), LeavesCompletion(1, 2, "yellow", None)),
}


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("kind", ["mandala", "flowers"])
def test_every_effect_is_a_filled_sentence(kind, lang):
    said = [sentence(kind, e, NAMES, 0, lang) for e in EVERY[kind]]
    assert all(s and not re.search(r"[{}]", s) for s in said), said
    assert len(set(said)) == len(said), "different effects read differently"
    assert any("Bob" in s for s in said if s)  # another seat goes by name
    if lang == "el":
        assert not any("του/της" in s for s in said if s)


def test_the_mover_is_you_and_the_numbers_are_the_players():
    assert sentence("mandala", Completes(1, 0), NAMES, 0) == (
        "It completes mandala 2, and you pick first from its mountain.")
    assert sentence("mandala", LeavesCompletion(1, 1, "purple", True), NAMES, 0) == (
        "It leaves mandala 2 lacking only purple: Bob can complete it and pick first.")
    assert sentence("mandala", LeavesCompletion(1, 0, "green", True, "purple", 3), NAMES,
                    0) == ("It leaves mandala 1 lacking only green: Bob can complete it and "
                           "pick first from its mountain (3 purple cards).")
    assert sentence("mandala", EndNearer(0, 6, 6), NAMES, 0) is None  # EndsGame says it
    assert why("mandala", (), NAMES, 0).startswith("Nothing changes")


def test_a_mistake_names_what_it_gives_away_against_the_better_move_first():
    given = Contrast(gives=(LeavesCompletion(1, 1, "purple", True),),
                     standings=(Standing("hand", -1, (5,), (7,)),),
                     played=(Draws(3), LeavesCompletion(1, 1, "purple", True)),
                     better=(Draws(1),))
    line = mistake_reason("mandala", 0.22, given, "Red → mountain 1", NAMES, 0)
    assert line == ("lost 22%: With yours: it leaves mandala 2 lacking only purple: Bob can "
                    "complete it and pick first. Not with **Red → mountain 1**. "
                    "**Red → mountain 1** leaves you 7 cards in hand, yours 5: more to choose "
                    "from next turn.")
    greek = mistake_reason("mandala", 0.22, given, "Κόκκινο → βουνό 1", NAMES, 0, "el")
    assert greek.startswith("κόστισε 22%: Με τη δική σου κίνηση: στο μάνταλα 2 θα λείπει")
    assert "σου μένουν στη χούφτα 7 κάρτες, με τη δική σου κίνηση 5" in greek


def test_a_mistake_is_never_explained_by_what_the_move_merely_did():
    """No difference found: the reason says so; never "You draw 3 cards" nor "it keeps your
    options open" (which read as praise of the mistake)."""
    line = mistake_reason("mandala", 0.3, Contrast(played=(Draws(3),)), "X", NAMES, 0)
    assert "draw" not in line and "options open" not in line
    assert line.startswith("lost 30%: **X** keeps more chance to win")


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("standing", [
    Standing("score", -1, (3,), (7,)), Standing("points", -1, (3,), (7,)),
    Standing("next_pick", -1, (3, 1, 2), (1, 0, 1), label="orange"),
    Standing("lead", 1, (1, 2), (3, 2)),
    Standing("race", 0, (3, 1, 2, 1), (2, 1, 2, 1)),
    Standing("race", 0, (2, -1, 1, 2), (3, -1, 1, 2)), Standing("hand", -1, (1,), (2,)),
    Standing("prize", 1, (2, 1, 3, 1), (3, 1, 3, 1)), Standing("rival_seen", -1, (9,), (4,)),
    Standing("prize", 1, (3, -1, 0, 2), (1, -1, 0, 2)),
    Standing("made", -1, (0,), (1,)), Standing("claim", 2, (0, -1), (1, 0)),
    Standing("claim", 2, (0, 1), (1, 0)), Standing("rival", -1, (9, 1), (4, 1))])
def test_every_standing_says_both_numbers_in_both_languages(standing, lang):
    said = contrast_lines("mandala", Contrast(standings=(standing,)), "Best", NAMES, 0, lang)
    assert len(said) == 1 and "**Best**" in said[0]
    numbers = set(re.findall(r"\d+", said[0]))
    assert {str(v) for v in (*standing.played[:1], *standing.better[:1])
            if standing.what != "claim"} <= numbers


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("kind", ["mandala", "flowers"])
def test_a_menu_phrase_fits_a_select_option(kind, lang):
    phrase = menu_phrase(kind, EVERY[kind], NAMES, 0, lang)
    assert 0 < len(phrase) <= MENU_LIMIT


def test_a_hint_names_the_move_and_why_and_the_count_reads_in_both_languages():
    text = hint_text("flowers", "Red → mandala 2", (TakesClaim(0, 1),), NAMES, 0)
    assert text == "💡 Hint: **Red → mandala 2**. You take the claim token of mandala 2."
    assert hint_text("flowers", "Κόκκινο", (), NAMES, 0, "el").startswith("💡 Συμβουλή")
    assert (hints_used_text(0), hints_used_text(1), hints_used_text(3, "el")) == (
        "", "💡 1 hint used", "💡 3 συμβουλές")


@pytest.mark.parametrize("color, article", [("orange", "an"), ("red", "a")])
def test_a_flower_takes_the_article_its_colour_needs(color, article):
    said = sentence("flowers", Flower(0, color, 3, 0), NAMES, 0, "en")
    assert f"complete {article} {color} flower" in said


def test_a_hint_says_what_it_does_better_than_the_runner_up():
    given = Contrast(gains=(TakesClaim(0, 1),), played=(Draws(2),),
                     better=(TakesClaim(0, 1), Draws(2)))
    text = hint_text("flowers", "Red → mandala 2", (TakesClaim(0, 1),), NAMES, 0,
                     contrast=given, runner="Grey → mandala 1")
    assert text.split("\n") == [
        "💡 Hint: **Red → mandala 2**. You take the claim token of mandala 2.",
        "With **Red → mandala 2**: you take the claim token of mandala 2. Not with **Grey → "
        "mandala 1**."]
    greek = hint_text("flowers", "Κόκκινο → μάνταλα 2", (TakesClaim(0, 1),), NAMES, 0, "el",
                      given, "Γκρι → μάνταλα 1")
    assert greek.split("\n")[1] == ("Με **Κόκκινο → μάνταλα 2**: παίρνεις τη μάρκα διεκδίκησης "
                                    "στο μάνταλα 2. Με **Γκρι → μάνταλα 1** όχι.")
    # no difference to name: the hint stays one line
    assert "\n" not in hint_text("flowers", "Red → mandala 2", (), NAMES, 0,
                                 contrast=Contrast(), runner="Grey → mandala 1")
