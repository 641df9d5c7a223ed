"""A lesson's 💡 Hint: the step's move named as its controls name it, why (the explainer) and
the step's teaching, in both languages; counted once per step and carried to the recap; and
never moved by the hidden cards."""

from __future__ import annotations

import pytest

from i18n import t
from play.errors import PlayError
from play.lessons import run
from play.lessons.hint import hint
from present import lesson
from present.explain import sentences
from present.lesson_hint import hint_text
from tests.play.lessons.test_hidden import disguised

NAMES = ("Ada", "Teacher")
GAMES = ("mandala", "flowers")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "el"])
def test_every_step_hints_its_move_by_the_controls_name_and_says_why(game: str,
                                                                     lang: str) -> None:
    progress = run.start(game)
    c = run.course(game)
    reasons = 0
    while not progress.finished:
        given = hint(progress)
        assert given.code == c.lesson.steps[progress.step].expected[0]
        text = hint_text(given, lang, "Ada")
        shown = lesson.lesson_message(progress, lang, "Ada")
        labels = {m.label for m in shown.moves if given.code in {x for _, x in m.codes}} | {
            b.label for b in shown.choices if b.code == given.code}
        assert any(f"**{label}" in text for label in labels), (progress.step, text)
        assert t(lang, c.lesson.key(progress.step, "retry")) in text
        said = sentences(game, given.effects, lesson.names("Ada", lang), 0, lang)
        assert all(s in text for s in said)
        reasons += bool(said)
        progress = run.skip(progress, lang, NAMES).progress
    assert reasons >= len(c.lesson.steps) // 2  # the explainer speaks on most steps


def test_a_hint_is_counted_once_per_step_and_reaches_the_recap() -> None:
    progress = run.start("mandala")
    first = hint(progress).progress
    assert (first.hints, first.hinted) == (1, True)
    assert hint(first).progress == first  # a second look at the same hint
    moved = run.answer(first, run.course("mandala").lesson.steps[0].expected[0], "en",
                       NAMES).progress
    assert (moved.step, moved.hints, moved.hinted) == (1, 1, False)
    second = run.skip(hint(moved).progress, "en", NAMES).progress
    assert (second.hints, second.hinted) == (2, False)
    while not second.finished:
        second = run.skip(second, "en", NAMES).progress
    assert "💡 You used 2 hints in this lesson." in run.show(second, "en").lines
    assert not any("hint" in line for line in run.show(run.skip(
        run.start("flowers"), "en", NAMES).progress, "en").lines)
    with pytest.raises(PlayError):
        hint(second)


@pytest.mark.parametrize("game", GAMES)
def test_the_hidden_cards_change_no_word_of_a_hint(game: str) -> None:
    progress = run.start(game)
    while not progress.finished:
        real = run.table(progress)
        for seed in range(3):
            twin = run.Progress(game, progress.step, disguised(real, seed).to_json())
            for lang in ("en", "el"):
                assert (hint_text(hint(twin), lang, "Ada")
                        == hint_text(hint(progress), lang, "Ada")), progress.step
        progress = run.skip(progress, "en", NAMES).progress
