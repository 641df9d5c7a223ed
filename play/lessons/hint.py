"""A lesson's 💡 Hint: the move the step asks for, with the explainer's effects read on the
learner's own view (play.reasons), and the hint counted in the learner's progress.

Unlike a practice game's hint (play/hint.py) no search is run: the step already knows the move
it teaches. A second look at the same step's hint is not counted again: the recap's count is
the number of steps the learner needed one for."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.effects import Effect
from play.errors import PlayError
from play.lessons.model import LEARNER
from play.lessons.run import Progress, course, table
from play.reasons import move_effects


@dataclass(frozen=True)
class LessonHint:
    """The step's move (`code`, the first it accepts), its effects for the learner, and the
    progress with this hint counted (to store)."""

    code: str
    effects: tuple[Effect, ...]
    progress: Progress


def hint(progress: Progress) -> LessonHint:
    """The hint for the step the learner stands at (refused once the lesson is finished)."""
    if progress.finished:
        raise PlayError("lesson.finished")
    game = table(progress)
    code = course(progress.game).lesson.steps[progress.step].expected[0]
    action = next(a for a in game.legal_actions() if str(a) == code)
    counted = progress if progress.hinted else replace(progress, hints=progress.hints + 1,
                                                       hinted=True)
    return LessonHint(code, move_effects(game, LEARNER, action), counted)
