"""Tally's lesson, as a third game would write one: two steps on a fixed table (play your best
number; the last card ends the game), a spotlit picture and a "how to read the table" picture,
all given to the shared layers by its descriptor alone."""

from __future__ import annotations

from collections.abc import Sequence

from engine.api import Action, View
from i18n import DEFAULT, t
from play.lessons.model import Course, Highlight, Lesson, Step
from present.lesson import GameLesson
from tests.fixture_game.engine import KIND, Game, TallyView, parse_action
from tests.fixture_game.ui import UI, _png


def _table() -> Game:
    """You hold two 3s and a 1; the Teacher holds two 1s and a 2. You move first."""
    return Game([[1, 0, 2], [2, 1, 0]], 0)


def _count_of(code: str) -> tuple[str, int] | None:
    play = parse_action(code)
    return f"V{play.number}", play.count


LESSON = Lesson("tally", (
    Step("threes", ("T-T1",), Highlight("hand"), ("V3x2",), replies=("V2x1",),
         scene=_table, counted=True),
    Step("last", ("T-E1",), Highlight("score"), ("V1x1",), replies=("V1x2",)),
))


def _narrate(events: Sequence[object], names: Sequence[str], viewer: int | None, *,
             lang: str = DEFAULT) -> list[str]:
    return UI.narrate(events, names, viewer, lang)


COURSE = Course(LESSON, KIND, _narrate, untold=(), drawn=lambda events: 0, count_of=_count_of)


def spotlit(view: View, *, names: Sequence[str], region: str, index: int, label: str,
            lang: str = DEFAULT) -> bytes:
    """The learner's view, the step's place named above it (Tally has no layout to outline)."""
    assert isinstance(view, TallyView) and view.hand is not None
    return _png([f"[{label}]", t(lang, "tally.hand.line", hand=view.hand),
                 *(t(lang, "tally.seat", name=n, score=s)
                   for n, s in zip(names, view.scores, strict=True))])


def guide(view: View, *, names: Sequence[str], lang: str = DEFAULT,
          last_seat: int | None = None, earlier: Sequence[tuple[int, Action]] = (),
          side: int | None = None, note: str | None = None) -> bytes:
    """That very table, each line numbered as the guide's legend explains it."""
    assert isinstance(view, TallyView)
    lines = [t(lang, "tally.seat", name=n, score=s)
             for n, s in zip(names, view.scores, strict=True)]
    if view.hand is not None:
        lines.append(t(lang, "tally.hand.line", hand=view.hand))
    return _png([f"({i}) {line}" for i, line in enumerate(lines, 1)] +
                [t(lang, "lesson.tally.guide")])


TALLY_LESSON = GameLesson(COURSE, spotlit=spotlit, guide=guide, guide_step=1)
