"""A step "says one thing in two or three short sentences" (issue #39): a newcomer read 93
words before the first move. Each step's words stay within a short screen, in each language,
counted as the step shows them (with "New table:" where it sets a new table)."""

from __future__ import annotations

import pytest

from i18n import t
from play.lessons import run

MOST_WORDS = 80


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("game", ["mandala", "flowers"])
def test_every_step_is_short(game, lang):
    lesson = run.course(game).lesson
    progress = run.start(game)
    for step in range(len(lesson.steps)):
        assert t(lang, lesson.key(step)) in run.show(progress, lang).lines[0]
        words = run.show(progress, lang).lines[0].split()
        assert len(words) <= MOST_WORDS, f"{lesson.key(step)} ({lang}): {len(words)} words"
        progress = run.skip(progress, lang, ("Ada", "Teacher")).progress
