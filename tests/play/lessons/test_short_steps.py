"""A step "says one thing in two or three short sentences" (issue #39): a newcomer read 93
words before the first move. Each step's words stay within a short screen, in each language."""

from __future__ import annotations

import pytest

from i18n import t
from play.lessons import run

MOST_WORDS = 80


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("game", ["mandala", "flowers"])
def test_every_step_is_short(game, lang):
    lesson = run.course(game).lesson
    for step in range(len(lesson.steps)):
        words = t(lang, lesson.key(step)).split()
        assert len(words) <= MOST_WORDS, f"{lesson.key(step)} ({lang}): {len(words)} words"
