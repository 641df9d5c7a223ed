"""Every picture in every language: nothing cut, nothing running off its picture or over
another text, every text readable on a phone, and English pictures unchanged by the catalogue.

Short player names, so an ellipsis can only come from a label too long for its place. The
pictures with the most text: 4-player Flowers (a tile choice, a finished match), Mandala's
last round and result, the score race.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

import i18n
import render.palette
from render.draw import placing
from render.flowers import render_panel as flowers_panel
from render.flowers import render_table as flowers_table
from render.mandala import render_panel, render_table
from render.race import render_race
from tests.render.conftest import reach
from tests.render.flowers.games import reach as flowers_reach
from tests.render.mandala.test_readable import _clear_caches, too_small

NAMES = ("Ada", "Γιώργος", "Ελένη", "Bo")
OTHER = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]


def _pictures() -> dict[str, Callable[[str], bytes]]:
    out: dict[str, Callable[[str], bytes]] = {}
    for state in ("start", "pick", "end_triggered", "over"):
        g, last = reach(state, 11)
        out[f"mandala table {state}"] = lambda lang, g=g, s=last: render_table(
            g.view(None), names=NAMES[:2], last_seat=s, lang=lang)
        out[f"mandala panel {state}"] = lambda lang, g=g, s=last: render_panel(
            g.view(0), names=NAMES[:2], last_seat=s, lang=lang)
    for state in ("start", "mid", "choose", "over"):
        g, last = flowers_reach(state, 4, 3)
        for viewer in range(4):  # the choice and the ranking say "you" to each in turn
            out[f"flowers panel {state} {viewer}"] = lambda lang, g=g, s=last, v=viewer: (
                flowers_panel(g.view(v), names=NAMES, last_seat=s, lang=lang))
        out[f"flowers table {state}"] = lambda lang, g=g, s=last: flowers_table(
            g.view(None), names=NAMES, last_seat=s, lang=lang)
    out["race"] = lambda lang: render_race([[0, 0, 0], [3, 5, 4], [10, 7, 12]], NAMES[:3],
                                           lang=lang)
    return out


PICTURES = _pictures()


def faults(draw: Callable[[], bytes]) -> list[str]:
    """What is wrong with the texts of the picture `draw` makes: a label shortened with an
    ellipsis, ink outside the picture (or card) it is drawn on, two texts' ink overlapping."""
    _clear_caches()
    with placing() as placed:
        draw()
    assert placed, "nothing was recorded"
    placed = [p for p in placed if p[0] != render.palette.SAMPLE]  # the palette's own
    found = [f"cut: {text}" for text, *_ in placed
             if text.endswith("…") and not any(n.startswith(text[:-1]) for n in NAMES)]
    for text, (x0, y0, x1, y1), _, (w, h) in placed:
        if x0 < 0 or y0 < 0 or x1 > w or y1 > h:
            found.append(f"off its picture: {text}")
    for (ta, a, ima, _), (tb, b, imb, _) in itertools.combinations(placed, 2):
        if ima == imb and a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
            found.append(f"overlap: {ta!r} / {tb!r}")
    return found


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("name", sorted(PICTURES))
def test_every_label_fits_where_it_is_drawn(name, lang):
    assert faults(lambda: PICTURES[name](lang)) == []


@pytest.mark.parametrize("lang", OTHER)
@pytest.mark.parametrize("name", ["mandala panel end_triggered", "flowers panel choose 1",
                                  "flowers table over", "race"])
def test_every_text_is_readable_on_a_phone(name, lang):
    assert too_small(lambda: PICTURES[name](lang)) == []


def test_the_check_finds_a_label_too_long(monkeypatch):
    """The fault finder is not blind: a Greek label made far too long is reported."""
    monkeypatch.setitem(i18n.CATALOGUES["el"].texts, "pic.deck", "Τράπουλα " * 12)
    found = faults(lambda: PICTURES["mandala table start"]("el"))
    assert any("Τράπουλα" in f for f in found)


@pytest.mark.parametrize("name", ["mandala table over", "flowers panel choose 1", "race"])
def test_a_picture_differs_by_language_and_english_is_the_default(name):
    draw = PICTURES[name]
    assert draw("en") != draw("el")
    assert draw("en") == draw(i18n.DEFAULT)


def test_a_long_heading_line_keeps_its_text_and_drops_the_muted_note():
    """The note at the right ("Mandala · turn 13") gives way before the line's own text is cut;
    a short line keeps both."""
    from PIL import Image

    from render import style
    from render.heading import Line, draw_heading
    long = "Γιώργος plays a card from the hand onto a mountain, and then draws two more"
    for text, keeps_note in ((long, False), ("Ada to play", True)):
        im = Image.new("RGB", (style.PICTURE_WIDTH, 100))
        with placing() as placed:
            draw_heading(im, [Line(text, style.SIZE_STATUS, style.TEXT, right="Mandala · turn 13")])
        drawn = [p[0] for p in placed]
        assert ("Mandala · turn 13" in drawn) is keeps_note
        assert any(d == text for d in drawn) or not keeps_note and any(d.endswith("…")
                                                                        for d in drawn)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_viewers_own_rows_say_you_when_their_name_would_be_cut(lang):
    """In a Flowers panel the viewer's rows read "alice (you)", or "You" alone when the name
    would not fit beside the tag (a cut "Γιώ… (εσύ)" says less)."""
    g, last = flowers_reach("choose", 4, 3)
    you = i18n.t(lang, "pic.you_row")
    for name, whole in (("Al", True), ("Γιώργος Παπαδόπουλος", False)):
        names = (NAMES[0], name, *NAMES[2:])
        with placing() as placed:
            flowers_panel(g.view(1), names=names, last_seat=last, lang=lang)
        drawn = [p[0] for p in placed]
        assert (name + i18n.t(lang, "pic.you_tag") in drawn) is whole
        assert (you in drawn) is not whole


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_longest_flowers_caption_fits_beside_its_lead(lang):
    """Three orange cards face up, by a seven-letter name, to mandala 3: the longest colour
    word of the captions ("πορτοκαλί") with the longest play, told uncut."""
    import dataclasses

    from engine.flowers.vocab import Color, Play
    from render.draw import text_width
    from render.flowers.heading import last_move
    from render.heading import LEFT, RIGHT
    from render.style import SIZE_BODY

    g, _ = flowers_reach("mid", 4, 3)
    view = dataclasses.replace(g.view(None), last_action=Play(2, Color("orange"), 3))
    text = last_move(view, NAMES, 1, lang)
    room = RIGHT - (LEFT + 28) - text_width(i18n.t(lang, "pic.last_move"), SIZE_BODY, True) - 4
    assert text and NAMES[1] in text and text_width(text, SIZE_BODY) <= room, text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_end_reason_fits_the_result_line_uncut(lang):
    """The result picture says why the match ended on one line beside the margins ("The game
    ended: …"); a reason that only a rare end shows (M-E4:no-play) must fit as well."""
    from engine.flowers.text import END_REASONS as FLOWERS
    from engine.mandala.text import END_REASONS as MANDALA
    from render.draw import text_width
    from render.heading import LEFT, RIGHT
    from render.style import SIZE_SMALL

    for key in (*MANDALA.values(), *FLOWERS.values()):
        line = i18n.t(lang, "pic.ended", reason=i18n.t(lang, key))
        assert text_width(line, SIZE_SMALL, False) <= RIGHT - LEFT - 8, (lang, key, line)
