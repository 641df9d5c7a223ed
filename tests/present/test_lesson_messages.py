"""A lesson as its private messages show it: each step's asked move is on the menu or a button
(so the lesson is played by clicks only), a wrong click is answered with what it would do, the
end offers the practice game, and the "how to read the table" picture names every region."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from i18n import LANGUAGES, t
from play.lessons import run
from present import lesson
from render.draw import placing

GAMES = ("mandala", "flowers")


WIDTHS = {"mandala": 560, "flowers": 560}  # both games' pictures are narrow since #48


def clicks(message: lesson.LessonMessage) -> list[str]:
    return sorted(lesson.offered_codes(message))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_each_lesson_is_played_to_its_end_by_clicks(game: str, lang: str) -> None:
    progress = run.start(game)
    seats = lesson.names("Ada", lang)
    while not progress.finished:
        message = lesson.lesson_message(progress, lang, "Ada")
        assert not message.finished
        assert message.content.startswith("**") and str(progress.step + 1) in message.content
        assert Image.open(io.BytesIO(message.picture)).width == WIDTHS[game]
        step = run.course(game).lesson.steps[progress.step]
        offered = clicks(message)
        assert set(step.expected) <= set(offered), step.name
        wrong = [c for c in offered if c not in step.expected]
        if wrong:  # a wrong click first: explained, and the same step again
            said = run.answer(progress, wrong[0], lang, seats)
            assert not said.advanced and lesson.answer_text(said)
            assert said.progress == progress
        progress = run.answer(progress, step.expected[0], lang, seats).progress
    end = lesson.lesson_message(progress, lang, "Ada")
    assert end.finished and not end.moves and not end.choices
    assert t(lang, "lesson.practice", level=t(lang, "level.easy")) in end.content
    assert run.practice(progress).level == "easy"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_guide_explains_every_region_in_full(game: str, lang: str) -> None:
    lesson.guide_png.cache_clear()
    with placing() as placed:
        png = lesson.guide_png(game, lang)
    im = Image.open(io.BytesIO(png))
    assert im.width == WIDTHS[game]
    drawn = " ".join(text for text, *_ in placed)
    module = {"mandala": "m", "flowers": "f"}[game]
    parts = [key for key in _keys(game) if key.startswith(f"guide.{module}.")]
    assert len(parts) >= 7
    for key in parts:
        for word in t(lang, key).split():
            assert word in drawn, (key, word)
    assert all(box[0] >= 0 and box[2] <= im.width for _, box, *_ in placed)


# Flowers' pictures are 560 px wide since issue 48 (10 px capitals on a phone's 320 px)


def _keys(game: str) -> list[str]:
    from render.flowers.guide import PARTS as FLOWERS
    from render.mandala.guide import PARTS as MANDALA
    return [key for *_, key in (MANDALA if game == "mandala" else FLOWERS)]
