"""What a lesson's messages carry, without Discord: the step's words and progress line, the
spotlit picture, the move menu and table buttons (the same as in a match, every legal move
offered: a wrong one is explained, not hidden), the answer's lines, and the annotated "how to
read the table" picture of each game.

A game's lesson (`GameLesson`: its course, its spotlit picture, its guide) is game-owned and
registered by its descriptor (games/<game>.py); this module looks it up by the kind name."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from engine.api import Action, View
from i18n import t
from play.errors import PlayError
from play.lessons import run
from play.lessons.model import LEARNER, Course
from present.explain import contrast_lines
from present.gameui import MoveChoice, TableChoice, ui_for
from present.move_name import move_name

Spotlit = Callable[..., bytes]  # (view, *, names, region, index, label, lang) -> PNG
# (view, *, names, lang, last_seat, earlier, side, note) -> PNG: a player's own view or the
# public one (render/<game>/guide.py)
Guide = Callable[..., bytes]


@dataclass(frozen=True)
class GameLesson:
    """Everything a game gives for its lesson: the course (play/lessons/<game>.py), its
    spotlit step picture and its "how to read the table" picture (render/<game>/lesson.py and
    guide.py), and which lesson step's table the guide shows (a busy one)."""

    course: Course
    spotlit: Spotlit
    guide: Guide
    guide_step: int

    @property
    def name(self) -> str:
        return self.course.name


# Each game's lesson by its kind name, registered by its descriptor (games/<game>.py)
LESSONS: dict[str, GameLesson] = {}


def register_lesson(g: GameLesson) -> GameLesson:
    """Make `g` its game's lesson here and in the runner (again is harmless)."""
    assert 0 <= g.guide_step <= len(g.course.lesson.steps), g.name
    run.register_course(g.course)
    LESSONS[g.name] = g
    return g


def unregister_lesson(game: str) -> None:
    LESSONS.pop(game, None)
    run.unregister_course(game)


def lesson_for(game: str) -> GameLesson:
    """`game`'s lesson; a game without one is refused (`lesson.unknown`)."""
    try:
        return LESSONS[game]
    except KeyError:
        raise PlayError("lesson.unknown", game=game) from None


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


def told(line: str, lang: str) -> str:
    """A lesson's line about the Teacher as Greek says it: the narration names a player as a
    label ("Δάσκαλος: έπαιξε…", as a member whose gender nobody knows), but the Teacher is
    masculine and takes its article ("Ο Δάσκαλος έπαιξε…")."""
    label, subject = t(lang, "lesson.opponent"), t(lang, "lesson.opponent.told")
    if subject != label and line.startswith(label + ": "):
        return subject[:1].upper() + subject[1:] + " " + line[len(label) + 2:]
    return line


def lesson_message(progress: run.Progress, lang: str, learner: str) -> LessonMessage:
    """The message for where the learner stands now."""
    shown = run.show(progress, lang)
    ui = ui_for(progress.game)
    seats = names(learner, lang)
    view = shown.table.view(LEARNER)
    title = run.course(progress.game).kind.title
    head = (t(lang, "lesson.done_head", title=title) if shown.finished else
            t(lang, "lesson.progress", title=title, n=shown.number, total=shown.total))
    content = "\n\n".join([f"**{head}**", *shown.lines])
    if shown.finished or shown.highlight is None:
        picture = ui.panel_png(view, names=seats, last_seat=None, lang=lang)
        return LessonMessage(content, picture, (), (), True)
    picture = lesson_for(progress.game).spotlit(view, names=seats, region=shown.highlight.region,
                                                index=shown.highlight.index,
                                                label=shown.label, lang=lang)
    choices = tuple(c for c in ui.table_choices(view, lang) if c.seat == LEARNER)
    return LessonMessage(content, picture, tuple(ui.moves(shown.table, LEARNER, lang)), choices,
                         False)


def answer_text(answer: run.Answer, lang: str | None = None, *, skipped: bool = False) -> str:
    """The lines an answer says (what happened, or what the move would do and why to retry);
    in `lang`, a moved-on answer opens with a word saying the step is done (or skipped), so a
    newcomer tells at a glance the narration of the moves from the next step's words."""
    lines = list(answer.lines)
    if lang is not None:
        lines = [told(line, lang) for line in lines]
    if lang is not None and answer.contrast is not None:  # a retry: why the asked move is better
        progress = answer.progress
        why = contrast_lines(progress.game, answer.contrast,
                             move_name(progress.game, run.table(progress), LEARNER, answer.asked,
                                       lang),
                             names(t(lang, "lesson.sample_name"), lang), LEARNER, lang)
        lines[1:1] = why
    if lang is not None and answer.advanced:
        lines.insert(0, t(lang, "lesson.skipped" if skipped else "lesson.well_done"))
    return "\n".join(lines)


@lru_cache(maxsize=8)
def guide_png(game: str, lang: str) -> bytes:
    """"How to read the table" for `game` in `lang`: a sample table from the lesson, annotated
    (the same picture every time, so it is drawn once per language)."""
    g = lesson_for(game)
    seats = names(t(lang, "lesson.sample_name"), lang)
    progress = run.start(game)
    for _ in range(g.guide_step):
        progress = run.skip(progress, lang, seats).progress
    return g.guide(run.table(progress).view(LEARNER), names=seats, lang=lang)


def table_guide_png(game: str, view: View, *, names: Sequence[str], lang: str,
                    last_seat: int | None, earlier: Sequence[tuple[int, Action]],
                    side: int | None, note: str | None) -> bytes:
    """"How to read the table" for the very table a member clicked it under: `view` is their
    own (a player: their panel, hand and all) or the public one (a spectator: the table as
    posted, seen from `side`), with the table's last move and order marks."""
    return lesson_for(game).guide(view, names=names, lang=lang, last_seat=last_seat,
                                  earlier=earlier, side=side, note=note)


def offered_codes(message: LessonMessage) -> set[str]:
    """Every action code the message lets the learner play (menu entries and buttons)."""
    return {code for m in message.moves for _, code in m.codes} | {
        c.code for c in message.choices}


__all__: Sequence[str] = ("GameLesson", "LessonMessage", "answer_text", "guide_png",
                          "lesson_for", "lesson_message", "names", "offered_codes",
                          "register_lesson", "table_guide_png", "told",
                          "unregister_lesson")
