"""What a lesson's messages carry, without Discord: the step's words and progress line, the
spotlit picture, the move menu and table buttons (the same as in a match, every legal move
offered: a wrong one is explained, not hidden), the answer's lines, and the annotated "how to
read the table" picture of each game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from i18n import t
from play.lessons import run
from play.lessons.model import LEARNER
from present.gameui import MoveChoice, TableChoice, ui_for
from render.flowers import guide as flowers_guide
from render.flowers import lesson as flowers_lesson
from render.mandala import guide as mandala_guide
from render.mandala import lesson as mandala_lesson

Draw = Callable[..., bytes]  # (view, *, names, region, index, label, lang) -> PNG
SPOTLIT: dict[str, Draw] = {"mandala": mandala_lesson.render_lesson,
                            "flowers": flowers_lesson.render_lesson}
GUIDES: dict[str, Draw] = {"mandala": mandala_guide.render_guide,
                           "flowers": flowers_guide.render_guide}
GUIDE_STEP = {"mandala": 6, "flowers": 10}  # the lesson table the guide shows: a busy one


@dataclass(frozen=True)
class LessonMessage:
    """One step as the learner's private message shows it. `finished`: the recap is shown and
    the practice button (run.practice) is offered instead of moves."""

    content: str
    picture: bytes
    moves: tuple[MoveChoice, ...]
    choices: tuple[TableChoice, ...]
    finished: bool


def names(learner: str, lang: str) -> tuple[str, str]:
    """The lesson's two seats as the words and pictures name them."""
    return (learner, t(lang, "lesson.opponent"))


def lesson_message(progress: run.Progress, lang: str, learner: str) -> LessonMessage:
    """The message for where the learner stands now."""
    shown = run.show(progress, lang)
    ui = ui_for(progress.game)
    seats = names(learner, lang)
    view = shown.table.view(LEARNER)
    title = run.course(progress.game).kind.title
    head = t(lang, "lesson.progress", title=title, n=shown.number, total=shown.total)
    content = "\n\n".join([f"**{head}**", *shown.lines])
    if shown.finished or shown.highlight is None:
        picture = ui.panel_png(view, names=seats, last_seat=None, lang=lang)
        return LessonMessage(content, picture, (), (), True)
    picture = SPOTLIT[progress.game](view, names=seats, region=shown.highlight.region,
                                     index=shown.highlight.index, label=shown.label, lang=lang)
    choices = tuple(c for c in ui.table_choices(view, lang) if c.seat == LEARNER)
    return LessonMessage(content, picture, tuple(ui.moves(shown.table, LEARNER, lang)), choices,
                         False)


def answer_text(answer: run.Answer) -> str:
    """The lines an answer says (what happened, or what the move would do and why to retry)."""
    return "\n".join(answer.lines)


@lru_cache(maxsize=8)
def guide_png(game: str, lang: str) -> bytes:
    """"How to read the table" for `game` in `lang`: a sample table from the lesson, annotated
    (the same picture every time, so it is drawn once per language)."""
    seats = names(t(lang, "lesson.sample_name"), lang)
    progress = run.start(game)
    for _ in range(GUIDE_STEP[game]):
        progress = run.skip(progress, lang, seats).progress
    return GUIDES[game](run.table(progress).view(LEARNER), names=seats, lang=lang)


def offered_codes(message: LessonMessage) -> set[str]:
    """Every action code the message lets the learner play (menu entries and buttons)."""
    return {code for m in message.moves for _, code in m.codes} | {
        c.code for c in message.choices}


__all__: Sequence[str] = ("LessonMessage", "answer_text", "guide_png", "lesson_message",
                          "names", "offered_codes")
