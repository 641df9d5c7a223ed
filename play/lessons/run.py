"""Running a lesson, without Discord: where the learner stands (`Progress`, what is stored),
what a step shows (`Shown`), and what a move does (`Answer`): the asked move moves on and the
scripted opponent replies; any other legal move is told what it would do and why to retry, and
nothing moves; a move the rules forbid, or a code that is no move, is refused (`PlayError`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ai.explain import contrast
from engine.api import AnyGame
from engine.effects import Contrast
from i18n import t, tn
from play.errors import PlayError
from play.lessons.model import LEARNER, PRACTICE_LEVEL, Course, Highlight

# Each game's lesson by its kind name, registered by its descriptor (games/<game>.py)
COURSES: dict[str, Course] = {}


def register_course(c: Course) -> Course:
    """Make `c` the lesson of its game (again is harmless)."""
    COURSES[c.name] = c
    return c


def unregister_course(game: str) -> None:
    COURSES.pop(game, None)


@dataclass(frozen=True)
class Progress:
    """Where a learner stands: the step (`len(steps)` once finished) and the table's JSON;
    the hints taken in this lesson (`hints`, for the recap) and whether this step's hint was
    already counted (`hinted`: looking at it again is not a second hint)."""

    game: str
    step: int
    state: str
    hints: int = 0
    hinted: bool = False

    @property
    def finished(self) -> bool:
        return self.step >= len(course(self.game).lesson.steps)


@dataclass(frozen=True)
class Shown:
    """One step as a message shows it: `number` of `total` (1-based), its sentences, the
    place to highlight and its label, the table as the learner sees it, the moves a picker
    offers (every legal one: a wrong one is explained, not hidden). Once finished: `lines`
    is the recap, `highlight` None and `moves` empty."""

    game: str
    number: int
    total: int
    lines: tuple[str, ...]
    highlight: Highlight | None
    label: str
    table: AnyGame
    moves: tuple[str, ...]
    finished: bool


@dataclass(frozen=True)
class Answer:
    """What a move did: `advanced` (the asked move, or a skip) or a retry; `lines` tell what
    happened (the move and the opponent's replies) or what the move would do and why to try
    the asked one; `progress` is where the learner stands now (unchanged on a retry). On a
    retry, `contrast` is why the asked move (`asked`, its code) beats the one tried, read on
    the learner's view (`present.lesson.answer_text` words it after the first line)."""

    advanced: bool
    lines: tuple[str, ...]
    progress: Progress
    contrast: Contrast | None = None
    asked: str = ""


@dataclass(frozen=True)
class Practice:
    """The practice game a finished lesson offers: `kind` against one bot at `level`."""

    kind: str
    level: str = PRACTICE_LEVEL
    bots: int = 1


def course(game: str) -> Course:
    try:
        return COURSES[game]
    except KeyError:
        raise PlayError("lesson.unknown", game=game) from None


def start(game: str) -> Progress:
    """A new lesson at its first step."""
    c = course(game)
    first = c.lesson.steps[0].scene
    assert first is not None, "a lesson's first step sets the table"
    return Progress(game, 0, first().to_json())


def table(progress: Progress) -> AnyGame:
    """The lesson's table now (a step that sets a new table shows it from its start)."""
    return course(progress.game).kind.from_json(progress.state)


def show(progress: Progress, lang: str) -> Shown:
    """The current step (or the recap, once finished) in `lang`."""
    c = course(progress.game)
    lesson, total = c.lesson, len(c.lesson.steps)
    game = table(progress)
    if progress.finished:
        return Shown(progress.game, total, total,
                     tuple(recap(progress.game, lang, progress.hints)), None, "", game, (),
                     True)
    step = lesson.steps[progress.step]
    words = t(lang, lesson.key(progress.step))
    if step.scene is not None and progress.step > 0:  # a new table: say so, or the picture
        words = t(lang, "lesson.new_table", words=words)  # and the words seem to disagree
    return Shown(progress.game, progress.step + 1, total, (words,),
                 step.highlight, t(lang, lesson.key(progress.step, "label")), game,
                 tuple(str(a) for a in game.legal_actions()), False)


def answer(progress: Progress, code: str, lang: str, names: Sequence[str]) -> Answer:
    """The learner plays `code` (an action code, as a button carries it). `names` are the
    learner's and the opponent's names, for the narration."""
    if progress.finished:
        raise PlayError("lesson.finished")
    c = course(progress.game)
    step = c.lesson.steps[progress.step]
    game = table(progress)
    legal = {str(a): a for a in game.legal_actions()}
    if code not in legal:
        raise PlayError("lesson.not_a_move")
    if code in step.expected:
        return _advance(progress, c, game, legal[code], lang, names)
    trial = game.clone()
    events = trial.apply(legal[code])
    # a move not made must not tell the cards it would draw or deal (the deck's and the
    # stacks' order) nor a final score (the other cup's secret cards): draws said as a count
    drawn = c.drawn(events)
    would = c.narrate([e for e in events if not isinstance(e, c.untold)], names, LEARNER,
                      lang=lang)
    if drawn:
        would.append(tn(lang, "lesson.would_draw", drawn))
    why = "count" if step.counted and c.other_count(progress.step, code) else "retry"
    lines = (t(lang, "lesson.would", does=t(lang, "lesson.would_sep").join(would)),
             t(lang, c.lesson.key(progress.step, why)))
    asked = step.expected[0]
    better = contrast(c.name, game.view(LEARNER), legal[code], legal[asked]) if asked in legal \
        else None
    return Answer(False, lines, progress, better, asked)


def skip(progress: Progress, lang: str, names: Sequence[str]) -> Answer:
    """Move on as if the learner had made the asked move (it is played for them)."""
    if progress.finished:
        raise PlayError("lesson.finished")
    c = course(progress.game)
    game = table(progress)
    code = c.lesson.steps[progress.step].expected[0]
    action = next(a for a in game.legal_actions() if str(a) == code)
    return _advance(progress, c, game, action, lang, names)


def recap(game: str, lang: str, hints: int = 0) -> list[str]:
    """The lesson's closing lines: what was learnt, the hints taken (if any), and the practice
    game on offer."""
    used = [tn(lang, "lesson.hints_used", hints)] if hints else []
    level = t(lang, f"level.{PRACTICE_LEVEL}")
    return [t(lang, f"lesson.{game}.recap"), *used, t(lang, "lesson.practice", level=level)]


def practice(progress: Progress) -> Practice:
    """The practice game to start once the lesson is finished (the button under the recap)."""
    if not progress.finished:
        raise PlayError("lesson.not_finished")
    return Practice(progress.game)


def _advance(progress: Progress, c: Course, game: AnyGame, action: object, lang: str,
             names: Sequence[str]) -> Answer:
    lines = c.narrate(game.apply(action), names, LEARNER, lang=lang)
    step = c.lesson.steps[progress.step]
    lines += c.narrate(_replies(game, step.replies), names, LEARNER, lang=lang)
    nxt = progress.step + 1
    steps = c.lesson.steps
    scene = steps[nxt].scene if nxt < len(steps) else None
    state = scene().to_json() if scene is not None else game.to_json()
    return Answer(True, tuple(lines), Progress(progress.game, nxt, state, progress.hints))


def _replies(game: AnyGame, script: Iterable[str]) -> list[object]:
    """The opponent plays while it is to move: its scripted moves in order, or its first legal
    move where the script has none that fits (the table is fixed, so this is the same every
    time)."""
    events: list[object] = []
    moves = list(script)
    while not game.is_over and game.to_move is not None and game.to_move != LEARNER:
        legal = game.legal_actions()
        wanted = moves.pop(0) if moves else None
        events += game.apply(next((a for a in legal if str(a) == wanted), legal[0]))
    return events
