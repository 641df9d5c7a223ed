"""What a lesson is made of, as data: a fixed table, a scripted opponent and steps that each
teach named rules, so a test can prove every rule of a rules file is taught and play it through.

A game's lesson is game-owned (`play/lessons/<game>.py` builds its `Course`); its descriptor
(`games/<game>.py`) registers it, and the shared runner looks it up by the game's kind name.

Words are catalogue keys (`lesson.<game>.<step>` its two or three sentences, `.retry` why the
asked move is the one to try, `.label` the callout on the picture, and for a step that asks for
some counts only, `.count`: why another count of the same play is not the one asked), never
text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.api import AnyGame, Kind

LEARNER = 0  # the learner's seat in every lesson; the scripted opponent sits at 1
PRACTICE_LEVEL = "easy"  # the bot level of the practice game a finished lesson offers


@dataclass(frozen=True)
class Highlight:
    """The place a step talks about, for `render/` to outline: a `region` of the table
    ("mountain", "field", "river", "cup", "deck", "discard", "hand", "mandala", "claim",
    "tiles", "flowers", "score") and which one (`index`: the mandala, or the seat)."""

    region: str
    index: int = 0


@dataclass(frozen=True)
class Step:
    """One thing to learn. `expected` are the action codes that answer it (the first is what
    "skip" plays); `replies` the opponent's moves after it, in order (an illegal or missing
    one falls back to its first legal move); `scene` a fresh table the step starts from (the
    step then opens with "New table:"). `counted`: the step accepts only some counts of a play
    another count of which is legal, so its words state the count and `.count` says why another
    is refused."""

    name: str
    rules: tuple[str, ...]
    highlight: Highlight
    expected: tuple[str, ...]
    replies: tuple[str, ...] = ()
    scene: Callable[[], AnyGame] | None = None
    counted: bool = False


@dataclass(frozen=True)
class Lesson:
    """A game's lesson: its steps in order, the first of which sets the table."""

    game: str
    steps: tuple[Step, ...]

    def key(self, step: int, part: str = "") -> str:
        """The catalogue key of a step's words (`part`: "", "retry", "label")."""
        base = f"lesson.{self.game}.{self.steps[step].name}"
        return f"{base}.{part}" if part else base

    def taught(self) -> set[str]:
        return {rule for step in self.steps for rule in step.rules}


Narrate = Callable[..., list[str]]  # a game's `text.narrate(events, names, viewer, lang=)`
# a game's reading of an action code as (the play without its count, the count), or None for
# a code that carries no count
CountOf = Callable[[str], tuple[str, int] | None]


def no_count(code: str) -> tuple[str, int] | None:
    """For a game whose codes carry no count."""
    return None


@dataclass(frozen=True)
class Course:
    """A game's lesson with what runs it: its engine kind, its narration, the events a move
    not made must not tell (`untold`: the cards it would draw or deal, a final score) and how
    many cards the learner's events draw (`drawn`: said as a count, the deck order secret);
    `count_of` reads a code's count, so a refused count of the asked play is told why."""

    lesson: Lesson
    kind: Kind[AnyGame]
    narrate: Narrate
    untold: tuple[type, ...]
    drawn: Callable[[Sequence[object]], int]
    count_of: CountOf = no_count

    def other_count(self, step: int, code: str) -> bool:
        """Whether `code` is the asked play of step `step` with a count the step does not ask."""
        read = self.count_of(code)
        expected = self.lesson.steps[step].expected
        if read is None or code in expected:
            return False
        return any((e := self.count_of(x)) is not None and e[0] == read[0] for x in expected)

    @property
    def name(self) -> str:
        return self.lesson.game
