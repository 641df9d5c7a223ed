"""Every picture with the longest names, in every language: no "…" may hide a total, a score or
who someone is (issue #40). `render.draw.clipping` records each text that `fit` shortened
with its role; this test reads those records.

A cut is a fault when it takes a digit off (a score, a total, "Bot 2"), when a text that says
a score or a total is cut at all, or when what is left of a name no longer points at one
player (two bots cut to "Bot (nor…"), or when a longer text (the last move, the race's legend)
loses part of a player's name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

import i18n
from engine.mandala import Game as MandalaGame
from engine.mandala.vocab import PlayField
from render.draw import clipping
from render.flowers import render_panel as flowers_panel
from render.flowers import render_table as flowers_table
from render.mandala import render_panel, render_table
from render.names import without_note
from render.race import render_race
from tests.render.conftest import play_until, reach
from tests.render.flowers.games import reach as flowers_reach
from tests.render.mandala.test_readable import _clear_caches

LATIN = "Bartholomew Fitzgerald-Montgomery"
GREEK = "Χαράλαμπος Παπαχατζηγεωργίου"
CJK = "山田太郎丸の大冒険者ギルド長さん"
ARABIC = "محمد عبد الرحمن الهاشمي القرشي"
HEBREW = "אברהם בן יצחק אבולעפיה הירושלמי"
EMOJI = "🌸🌼 Flower Queen of Spring 👑🌺"
TWINS = ("Alexandra Konstantinopoulou", "Alexandra Konstantinidou")  # one long prefix


def bots(lang: str) -> list[str]:
    return [i18n.t(lang, "bot.name_n", n=n, level=i18n.t(lang, "level.normal"))
            for n in (1, 2, 3, 4)]


def name_sets(lang: str) -> dict[str, tuple[str, ...]]:
    return {"scripts": (LATIN, GREEK, CJK, ARABIC), "more": (EMOJI, HEBREW, *TWINS),
            "bots": tuple(bots(lang)), "mixed": (TWINS[0], bots(lang)[1], bots(lang)[2], TWINS[1])}


def _field_play(g: MandalaGame) -> bool:
    """A move of two cards or more of one colour to a field."""
    last = g.view(None).last_action
    return isinstance(last, PlayField) and last.count >= 2


def _clocks(lang: str, players: int) -> list[str | None]:
    return [i18n.t(lang, "clock.hm", h=23, m=59)] * players


Draw = Callable[[Sequence[str], str], bytes]


def _pictures() -> dict[str, tuple[int, Draw]]:
    """Each picture: how many players it seats, and how to draw it with names in a language."""
    out: dict[str, tuple[int, Draw]] = {}
    for state in ("start", "mid", "pick", "end_triggered", "over"):
        g, last = reach(state, 11)
        out[f"mandala table {state}"] = 2, lambda n, lang, g=g, s=last: render_table(
            g.view(None), names=n[:2], last_seat=s, lang=lang)
        out[f"mandala panel {state}"] = 2, lambda n, lang, g=g, s=last: render_panel(
            g.view(0), names=n[:2], last_seat=s, lang=lang)
    for players in (2, 3, 4):
        for state in ("start", "mid", "choose", "over"):
            g, last = flowers_reach(state, players, 3)
            out[f"flowers{players} table {state}"] = players, (
                lambda n, lang, g=g, s=last, p=players: flowers_table(
                    g.view(None), names=n[:p], last_seat=s, lang=lang))
            out[f"flowers{players} panel {state}"] = players, (
                lambda n, lang, g=g, s=last, p=players: flowers_panel(
                    g.view(p - 1), names=n[:p], last_seat=s, lang=lang))
    for players in (2, 4):  # the clock line of a live pace, the widest time in every seat
        g, last = flowers_reach("mid", players, 3)
        out[f"flowers{players} table clocks"] = players, (
            lambda n, lang, g=g, s=last, p=players: flowers_table(
                g.view(None), names=n[:p], last_seat=s, lang=lang, clocks=_clocks(lang, p)))
    g, last = play_until(_field_play, 0)  # the longest caption: cards to a field
    for side in (None, 0, 1):
        out[f"mandala field play seen by {side}"] = 2, lambda n, lang, g=g, s=last, v=side: (
            render_table(g.view(None), names=n[:2], last_seat=s, lang=lang) if v is None
            else render_panel(g.view(v), names=n[:2], last_seat=s, lang=lang))
    g, last = reach("mid", 11)
    out["mandala table clocks"] = 2, lambda n, lang, g=g, s=last: render_table(
        g.view(None), names=n[:2], last_seat=s, lang=lang, clocks=_clocks(lang, 2))
    for players in (2, 4):
        race = [[0] * players, [3, 0, 5, 0][:players], [3, 12, 5, 7][:players],
                [30, 42, 37, 41][:players]]
        out[f"race{players}"] = players, (
            lambda n, lang, r=race, p=players: render_race(r, n[:p], lang))
    return out


PICTURES = _pictures()


def hidden(clips: Sequence[tuple[str, str, str]], names: Sequence[str]) -> list[str]:
    """The recorded cuts that hide a number, or who someone is."""
    whole = {*names, *(without_note(n) for n in names)}
    found = []
    for role, text, shown in clips:
        if "…" in shown[:-1]:  # a name cut in its middle: its start and end must be one name's
            head, _, tail = shown.partition("…")
            lost = text[len(head):len(text) - len(tail)]
            owners = [n for n in names if any(w.startswith(head) and w.endswith(tail)
                                              for w in (n, without_note(n)))]
            if len(owners) != 1 or any(ch.isdigit() for ch in lost):
                found.append(f"name cut to nobody in particular: {text!r} -> {shown!r}")
            continue
        stem = shown.removesuffix("…").rstrip()
        lost = text[len(stem):]
        if role in ("total", "score") or any(ch.isdigit() for ch in lost):
            found.append(f"{role} cut: {text!r} -> {shown!r}")
        elif role == "name" or text in whole:
            if sum(any(w.startswith(stem) for w in (n, without_note(n))) for n in names) != 1:
                found.append(f"name cut to nobody in particular: {text!r} -> {shown!r}")
        elif any(w in text and w not in stem for w in whole):
            found.append(f"a name lost from: {text!r} -> {shown!r}")
    return found


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("picture", sorted(PICTURES))
def test_no_cut_hides_a_score_or_who_someone_is(picture, lang):
    players, draw = PICTURES[picture]
    found = []
    for label, names in name_sets(lang).items():
        _clear_caches()
        with clipping() as clips:
            draw(names, lang)
        found += [f"{label}: {f}" for f in hidden(clips, names[:players])]
    assert found == []


def test_the_check_sees_a_cut_total_and_an_ambiguous_name():
    """The check is not blind: a cut total, a cut "Bot 2" and two bots cut alike are found."""
    names = ("Bot 2 (normal)", "Bot 3 (normal)")
    assert hidden([("text", "R 2×1 + G 1×2 = 4", "R 2×1 + G…")], names)
    assert hidden([("name", "Bot 2 (normal)", "Bot…")], names)
    assert hidden([("text", "Bot 2 (normal)", "Bot 2 (…")], names) == []
    assert hidden([("text", "12 Bot 2 (normal) played", "12 Bot…")], names)
