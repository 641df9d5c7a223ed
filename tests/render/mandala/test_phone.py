"""Issue #48: every Mandala picture read as Discord shows it.

A phone shows a picture PHONE_SHOWN (320) px wide: every text of every picture kind (the table
at every moment, with a forfeit, a cancel, clocks; the panel, a replay frame, every lesson
step with its highlight, the guide of a sample table and of the live one; in English and
Greek, with the longest names in several scripts) must keep capitals PHONE_TEXT (10) px tall
there. The desktop client fits a picture into a 550 x 350 box: the table's and the panel's
essentials (whose turn, the scores, the river's numbered spaces, the hand's counts) must stay
10 px tall at that scale. `put_text` records each text's cap height (`recording`) and the
essentials (`essentials`); the caches are emptied first so cached pieces are drawn again.
The 800 px pictures before #48 failed both: 7.2 px on a phone, 5-7 px in the box.
"""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from PIL import Image

from engine.mandala import Game
from i18n import t
from play.lessons import run
from render.draw import essentials, recording
from render.mandala import lesson as picture
from render.mandala import render_panel, render_table
from render.mandala.board import score_parts
from render.mandala.guide import render_guide
from render.style import PHONE_SHOWN, PHONE_TEXT, box_scale
from tests.render.conftest import reach
from tests.render.mandala.test_readable import _clear_caches

LANGS = ("en", "el")
LONG = (("Maximilian Alexander von Hohenzollern-Sigmaringen", "Αλέξανδρος Παπαδόπουλος"),
        ("李小龍 王小明 🐉", "محمد علي"))
STATES = ("start", "mid", "pick", "end_triggered", "over")


def measured(draw: Callable[[], bytes]) -> tuple[tuple[int, int], list[tuple[str, int]],
                                                 list[tuple[str, int]]]:
    """The picture's size, every text's (words, cap height) and its essentials'."""
    _clear_caches()
    with recording() as texts, essentials() as key:
        data = draw()
    size = Image.open(io.BytesIO(data)).size
    return size, [(text, cap) for text, _, cap in texts], list(key)


def too_small_on_a_phone(size: tuple[int, int], texts: list[tuple[str, int]]
                         ) -> list[tuple[str, float]]:
    assert texts, "nothing was recorded"
    return [(text, round(cap * PHONE_SHOWN / size[0], 1)) for text, cap in texts
            if cap * PHONE_SHOWN / size[0] < PHONE_TEXT]


def too_small_in_the_box(size: tuple[int, int], key: list[tuple[str, int]]
                         ) -> list[tuple[str, float]]:
    scale = box_scale(*size)
    return [(text, round(cap * scale, 1)) for text, cap in key if cap * scale < PHONE_TEXT]


def _games() -> dict[str, tuple[Game, int | None]]:
    return {state: reach(state, 11) for state in STATES}


GAMES = _games()


def boards(lang: str) -> dict[str, tuple[Callable[[], bytes], Game, int | None]]:
    """Every table and panel picture: (draw, its game, the panel's owner or None)."""
    out: dict[str, tuple[Callable[[], bytes], Game, int | None]] = {}
    for state, (g, last) in GAMES.items():
        for i, names in enumerate(LONG):
            out[f"table {state} {i}"] = (lambda g=g, n=names, s=last: render_table(
                g.view(None), names=n, last_seat=s, lang=lang), g, None)
            for seat in (0, 1):
                out[f"panel {state} {i} seat {seat}"] = (
                    lambda g=g, n=names, s=last, seat=seat: render_panel(
                        g.view(seat), names=n, last_seat=s, lang=lang), g, seat)
        out[f"replay frame {state}"] = (lambda g=g, s=last: render_panel(
            g.view(1), names=LONG[0], last_seat=s, lang=lang, replay=True), g, 1)
    g, last = GAMES["mid"]
    out["forfeited"] = (lambda: render_table(g.view(None), names=LONG[0], last_seat=last,
                                             note=f"{LONG[0][0]} forfeited", lang=lang), g, None)
    out["cancelled"] = (lambda: render_table(
        g.view(None), names=LONG[1], last_seat=last, lang=lang,
        note=t(lang, "pic.ended", reason="a moderator cancelled the match")), g, None)
    out["clocks"] = (lambda: render_table(g.view(None), names=LONG[0], last_seat=last,
                                          clocks=("4:59", "12:00:00"), lang=lang), g, None)
    return out


def others(lang: str) -> dict[str, Callable[[], bytes]]:
    """The lesson's every step and the guide (of the sample and of live tables)."""
    from present.lesson import guide_png, names

    out: dict[str, Callable[[], bytes]] = {}
    progress = run.start("mandala")
    seats = names(LONG[0][0], lang)
    step = 0
    while not progress.finished:
        shown = run.show(progress, lang)
        assert shown.highlight is not None
        view, hl, label = shown.table.view(0), shown.highlight, shown.label
        out[f"lesson step {step}"] = lambda view=view, hl=hl, label=label: picture.render_lesson(
            view, names=seats, region=hl.region, index=hl.index, label=label, lang=lang)
        progress = run.skip(progress, lang, seats).progress
        step += 1

    def sample() -> bytes:
        guide_png.cache_clear()
        return guide_png("mandala", lang)

    out["guide sample"] = sample
    for state in ("mid", "over"):
        g, last = GAMES[state]
        out[f"guide table {state}"] = lambda g=g, last=last: render_guide(
            g.view(None), names=LONG[1], last_seat=last, lang=lang)
        out[f"guide panel {state}"] = lambda g=g, last=last: render_guide(
            g.view(0), names=LONG[0], last_seat=last, lang=lang)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_of_every_table_and_panel_is_10_px_tall_on_a_phone(lang):
    failures = {}
    for name, (draw, _, _) in boards(lang).items():
        size, texts, _ = measured(draw)
        if bad := too_small_on_a_phone(size, texts):
            failures[name] = bad
    assert not failures


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_of_the_lesson_and_the_guide_is_10_px_tall_on_a_phone(lang):
    failures = {}
    for name, draw in others(lang).items():
        size, texts, _ = measured(draw)
        if bad := too_small_on_a_phone(size, texts):
            failures[name] = bad
    assert not failures


@pytest.mark.parametrize("lang", LANGS)
def test_the_essentials_are_10_px_tall_in_the_desktop_box(lang):
    """Whose turn (who won at the end), each seat's score (its final total at the end), the twelve
    river numbers and, on a panel, a count for each colour held: all drawn, all readable."""
    failures = {}
    for name, (draw, g, me) in boards(lang).items():
        size, _, key = measured(draw)
        words = [text for text, _ in key]
        view = g.view(me)
        if me is not None and not view.is_over:  # (at the end the panel draws no hand)
            hand = view.seats[me].hand
            assert hand is not None
            held = [n for n in hand.values() if n]
            counts = words[len(words) - len(held):]  # the hand is drawn last
            assert sorted(int(w.removeprefix("×")) for w in counts) == sorted(held), name
            words = words[:len(words) - len(held)]
        scores = ([str(s) for s in view.final_scores] if view.final_scores is not None
                  else [score_parts(sv)[0] for sv in view.seats])
        for score in scores:  # a score a seat, or a final total a seat
            words.remove(score)
        assert sorted(w for w in words if w.isdigit()) == sorted("123456" * 2), name
        if name not in ("forfeited", "cancelled"):  # whose turn, or who won at the end
            assert any(not w.isdigit() for w in words), (name, words)
        if bad := too_small_in_the_box(size, key):
            failures[name] = bad
    assert not failures


def test_the_checks_fail_on_the_old_800_px_picture():
    """The measure itself: the same texts on a picture 800 px wide (before #48) fail."""
    size, texts, key = measured(boards("en")["panel mid 0 seat 0"][0])
    assert not too_small_on_a_phone(size, texts)
    old = (800, 1120)
    assert ("Your hand", 7.2) in too_small_on_a_phone(old, texts)
    assert too_small_in_the_box((size[0], size[1] + 300), key)
