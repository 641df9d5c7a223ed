"""A lesson's 💡 Hint in words: the asked move named as the step's menu or button names it,
why (the explainer's sentences, present.explain), and the step's own teaching (its `.retry`
words: why this move is the one to try)."""

from __future__ import annotations

from i18n import t
from play.lessons import run
from play.lessons.hint import LessonHint
from play.lessons.model import LEARNER
from present.explain import sentences
from present.lesson import names
from present.move_name import move_name


def hint_text(given: LessonHint, lang: str, learner: str) -> str:
    """The hint's lines: "💡 Hint: **the move**. why", then the step's teaching."""
    progress = given.progress
    said = sentences(progress.game, given.effects, names(learner, lang), LEARNER, lang)
    head = t(lang, "explain.hint", move=_named(progress, given.code, lang),
             why=" ".join(said)).rstrip()
    teaching = t(lang, run.course(progress.game).lesson.key(progress.step, "retry"))
    return f"{head}\n{teaching}"


def _named(progress: run.Progress, code: str, lang: str) -> str:
    """The move `code` at the step as the learner's controls name it."""
    return move_name(progress.game, run.table(progress), LEARNER, code, lang)
