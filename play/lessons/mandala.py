"""Mandala's lesson: four small tables (a fresh deal, a tie, an empty field, the end), each
step one rule to see and one move to make, together teaching every rule of rules/mandala.md."""

from __future__ import annotations

from engine.api import AnyGame
from play.lessons import tables
from play.lessons.model import Highlight, Lesson, Step


def _deal() -> AnyGame:
    """The first table: a game just dealt, you to move."""
    return tables.mandala(hands=("ggkyppr", "poooorkk"), cups=("rg", "yk"),
                          mountains=("oor", "yy"), top="rrgyggoykpgrkoyp")


def _tie() -> AnyGame:
    """Orange and yellow already in your river; mandala 1 lacks only yellow; fields tied 2-2."""
    return tables.mandala(hands=("yggr", "pkrro"), cups=("rg", "yk"), rivers=("oy", "rg"),
                          mountains=("oogr", "kr"), fields=(("kk", "pp"), ("", "")),
                          top="ggkpkyroyp", turn=24)


def _empty_field() -> AnyGame:
    """Mandala 2 lacks only orange, and you have no card in its fields."""
    return tables.mandala(hands=("oggy", "rkpyy"), cups=("rg", "yk"), rivers=("o", "r"),
                          mountains=("ry", "kkry"), fields=(("", ""), ("", "gp")),
                          top="ypgkrgoyg", turn=36)


def _end() -> AnyGame:
    """Late in a game: one card left in the deck, five colours in your river."""
    return tables.mandala(hands=("ggyyr", "prroo"), cups=("rg", "yk"), rivers=("roygp", "ry"),
                          mountains=("kkr", "kky"), fields=(("", ""), ("ppp", "go")),
                          top="ggyor", deck_size=1, turn=70)


LESSON = Lesson("mandala", (
    Step("field", ("M-C1", "M-C2", "M-S1", "M-S2", "M-S3", "M-S4", "M-T2"),
         Highlight("field", 0), ("F0g2", "F0g1"), ("F0p1",), scene=_deal),
    Step("colour", ("M-R1", "M-R3"), Highlight("mandala", 0), ("F0k1",), ("F1o1",)),
    Step("mountain", ("M-T1", "M-R2"), Highlight("mountain", 1), ("M1p",), ("F1o1",)),
    Step("discard", ("M-T3", "M-C4", "M-T4"), Highlight("discard"), ("Dr3",), ("F1o1",)),
    Step("complete", ("M-X1", "M-X2"), Highlight("mountain", 0), ("M0y",)),
    Step("pick", ("M-X3", "M-X4", "M-X8", "M-C3"), Highlight("river", 0), ("Po",), ("Pr",)),
    Step("score", ("M-P1", "M-I1", "M-I2", "M-I3", "M-X6", "M-X7"), Highlight("score", 1),
         ("F1g1", "F1g2"), ()),
    Step("tie", ("M-X2",), Highlight("field", 0), ("M0y",), ("Pg",), scene=_tie),
    Step("cup", ("M-X4",), Highlight("cup"), ("Po",), ("Pr",)),
    Step("nofield", ("M-X5",), Highlight("mountain", 1), ("M1o",), ("Pk",),
         scene=_empty_field),
    Step("discarded", ("M-X5",), Highlight("discard"), ("Pr", "Py", "Po")),
    Step("reshuffle", ("M-E1", "M-T4"), Highlight("deck"), ("M0y", "M0g"), ("Do1",),
         scene=_end),
    Step("last", ("M-E1", "M-E4"), Highlight("mandala", 1), ("M1r", "F1r1")),
    Step("sixth", ("M-E2", "M-E3", "M-P2"), Highlight("river", 0), ("Pk",), ("Py",)),
))
