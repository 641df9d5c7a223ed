"""Mandala's vocabulary: colours, actions (with a compact text form); the events, which name
these colours, are in `events`.

Actions are frozen dataclasses; `str(action)` gives a short code fit for a button custom_id and
the action log, and `parse_action` reads it back: `PlayField(1, Color.GREEN, 3)` <-> "F1g3".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from engine.errors import InvalidAction


class Color(Enum):
    RED = "red"
    ORANGE = "orange"
    YELLOW = "yellow"
    GREEN = "green"
    PURPLE = "purple"
    BLACK = "black"

    _i: int  # the colour's index, set below: an attribute, not a member

    @property
    def letter(self) -> str:
        return LETTERS[self._i]


COLORS: tuple[Color, ...] = tuple(Color)
NAME = "mandala"
PLAYERS = 2
CARDS_PER_COLOR = 18  # M-C1
HAND_LIMIT = 8  # M-T1
MOUNTAIN_DRAW = 3  # M-T1
RIVER_SPACES = 6  # M-C3
PLAY, PICK, OVER = "play", "pick", "over"  # phases; compared with `is` on the hot path
LETTERS = "roygpk"  # k for black, as printers do; each letter is unique
for _i, _c in enumerate(COLORS):
    _c._i = _i  # index used by the engine's hot path
BY_LETTER = {c.letter: c for c in COLORS}


class End(StrEnum):
    """Why a game of Mandala ended: one of its end rules, or a resignation."""

    RIVER_FULL = "M-E2"
    LAST_COMPLETION = "M-E3"
    NO_CARDS = "M-E4"
    NO_PLAY = "M-E4:no-play"  # the ruling's spirit: only discards are left, forever
    RESIGNED = "resigned"
    STOPPED = "stopped"  # ended where it stood: nobody left to play it out


def color_index(color: object) -> int:
    """The engine's index of a colour, or -1 when `color` is not a `Color`."""
    return color._i if type(color) is Color else -1


@dataclass(frozen=True)
class PlayMountain:
    """M-T1: one card from hand onto mountain `mandala` (0 or 1)."""

    mandala: int
    color: Color

    def __str__(self) -> str:
        return f"M{self.mandala}{self.color.letter}"


@dataclass(frozen=True)
class PlayField:
    """M-T2: `count` cards of one colour onto your own field of `mandala`."""

    mandala: int
    color: Color
    count: int

    def __str__(self) -> str:
        return f"F{self.mandala}{self.color.letter}{self.count}"


@dataclass(frozen=True)
class Discard:
    """M-T3: `count` cards of one colour to the discard pile, then draw as many."""

    color: Color
    count: int

    def __str__(self) -> str:
        return f"D{self.color.letter}{self.count}"


@dataclass(frozen=True)
class Pick:
    """M-X3: take every card of `color` from the mountain being resolved."""

    color: Color

    def __str__(self) -> str:
        return f"P{self.color.letter}"


Action = PlayMountain | PlayField | Discard | Pick


def parse_action(code: str) -> Action:
    """Read the code written by `str(action)`; raise InvalidAction on anything else (any
    object: a forged custom_id's part may come as a number)."""
    if not isinstance(code, str):
        raise InvalidAction(f"not a Mandala action code: {code!r}")
    try:
        kind = code[0]
        if kind == "M" and len(code) == 3:
            return PlayMountain(_mandala(code[1]), BY_LETTER[code[2]])
        if kind == "F" and len(code) >= 4:
            return PlayField(_mandala(code[1]), BY_LETTER[code[2]], _count(code[3:]))
        if kind == "D" and len(code) >= 3:
            return Discard(BY_LETTER[code[1]], _count(code[2:]))
        if kind == "P" and len(code) == 2:
            return Pick(BY_LETTER[code[1]])
    except (IndexError, KeyError):
        pass
    raise InvalidAction(f"not a Mandala action code: {code!r}")


def _mandala(ch: str) -> int:
    if ch not in "01":
        raise KeyError(ch)
    return int(ch)


def _count(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 3 or int(text) < 1:
        raise KeyError(text)
    return int(text)
