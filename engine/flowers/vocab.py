"""Flowers' vocabulary: colours, half tiles, actions (with a compact text form) and end reasons.

Actions are frozen dataclasses; `str(action)` gives a short code fit for a Discord custom_id and
the action log, and `parse_action` reads it back: `Play(1, Color.GREEN, 3)` <-> "P1g3".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from engine.errors import InvalidAction


class Color(Enum):
    GREY = "grey"
    PURPLE = "purple"
    RED = "red"
    GREEN = "green"
    ORANGE = "orange"
    YELLOW = "yellow"

    _i: int  # the colour's index, set below: an attribute, not a member

    @property
    def letter(self) -> str:
        return LETTERS[self._i]

    @property
    def dark(self) -> bool:
        """F-C2: grey, purple and red tiles have dark backs; the others light backs."""
        return self._i < 3


COLORS: tuple[Color, ...] = tuple(Color)
LETTERS = "eprgoy"  # e for grEy (g is green); one letter each, for codes and JSON records
for _i, _c in enumerate(COLORS):
    _c._i = _i  # the index the engine's hot path uses
BY_LETTER = {c.letter: c for c in COLORS}

NAME = "flowers"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
CARDS_PER_COLOR = 15  # F-C1
ALL = 0b111111  # a presence mask with all six colours (F-X1)
TILES_PER_COLOR = 6  # F-C2
MANDALAS = 3  # F-C4
FIRST_HAND = 5  # F-S3: 5, 6, 7, 8
FLOWERS_TO_END = 3  # F-E1
DRAW_RULES = ("seed", "published")  # F-T3, the default first
PLAY, CHOOSE, OVER = "play", "choose", "over"  # phases; compared with `is` on the hot path
TIMES3 = "3x"


def color_index(color: object) -> int:
    """The engine's index of a colour, or -1 when `color` is not a `Color`."""
    return color._i if type(color) is Color else -1


@dataclass(frozen=True)
class Tile:
    """F-C3: one half-flower tile; `flowers` is 1, 2, 3 or "3x" (the multiplier)."""

    color: Color
    flowers: int | str

    def __post_init__(self) -> None:
        if type(self.color) is not Color:
            raise ValueError(f"F-C2: a tile colour must be a Color, not {self.color!r}")
        f = self.flowers
        if not ((type(f) is int and 1 <= f <= 3) or f == TIMES3):
            raise ValueError(f"F-C3: a tile shows 1, 2, 3 or '3x' flowers, not {self.flowers!r}")

    @property
    def dark(self) -> bool:
        return self.color.dark

    def __str__(self) -> str:
        """A two-character code: colour letter and 1, 2, 3 or x ("e3", "gx")."""
        return self.color.letter + ("x" if self.flowers == TIMES3 else str(self.flowers))


def parse_tile(code: str) -> Tile:
    """Read the code written by `str(tile)`; raise InvalidAction on anything else."""
    if not isinstance(code, str) or len(code) != 2 or code[0] not in BY_LETTER:
        raise InvalidAction(f"not a Flowers tile code: {code!r}")
    if code[1] == "x":
        return Tile(BY_LETTER[code[0]], TIMES3)
    if code[1] in "123":
        return Tile(BY_LETTER[code[0]], int(code[1]))
    raise InvalidAction(f"not a Flowers tile code: {code!r}")


@dataclass(frozen=True)
class Play:
    """F-T1: `count` cards of one colour from hand to mandala `mandala` (0-2)."""

    mandala: int
    color: Color
    count: int

    def __str__(self) -> str:
        return f"P{self.mandala}{self.color.letter}{self.count}"


@dataclass(frozen=True)
class ChooseTile:
    """F-X2: the claim holder takes tile `index` (0 the dark-backed, 1 the light-backed)."""

    index: int

    def __str__(self) -> str:
        return f"T{self.index}"


@dataclass(frozen=True)
class HiddenPlay:
    """What others see of a face-down play (F-I2): the mandala and the count, not the colour.

    Only views and narration use it; it is never a legal action.
    """

    mandala: int
    count: int

    def __str__(self) -> str:
        return f"H{self.mandala}n{self.count}"


Action = Play | ChooseTile


def parse_action(code: str) -> Action:
    """Read the code written by `str(action)`; raise InvalidAction on anything else (any
    object: a forged custom_id's part may come as a number)."""
    if not isinstance(code, str):
        raise InvalidAction(f"not a Flowers action code: {code!r}")
    try:
        if code[0] == "P" and 4 <= len(code) <= 5 and code[1] in "012":
            return Play(int(code[1]), BY_LETTER[code[2]], _count(code[3:]))
        if code[0] == "T" and code[1:] in ("0", "1"):
            return ChooseTile(int(code[1]))
    except (IndexError, KeyError, TypeError):
        pass
    raise InvalidAction(f"not a Flowers action code: {code!r}")


def _count(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise KeyError(text)
    return int(text)


class End(StrEnum):
    """Why a game of Flowers ended: one of its end rules, or resignations."""

    THIRD_FLOWER = "F-E1"
    TILES_OUT = "F-X7"
    NO_CARDS = "F-T7"
    RESIGNED = "resigned"  # one player left
    STOPPED = "stopped"  # ended where it stood: nobody left to play it out
