"""Flowers' lesson for two: four small tables (a fresh deal, a flower to pair, a mandala nobody
claimed, the last flower), each step one rule to see and one move to make, together teaching
every rule of rules/flowers.md."""

from __future__ import annotations

from engine.api import AnyGame
from play.lessons import tables
from play.lessons.model import Highlight, Lesson, Step


def _deal() -> AnyGame:
    """The first table: a game just dealt, you to move (5 cards; the opponent holds 6)."""
    return tables.flowers(hands=("royyy", "eeppgg"), tiles=("e1g2", "p2o1", "r3yx"),
                          top="gyrepgoyreog")


def _pair() -> AnyGame:
    """You hold a lone green half; mandala 3 lacks only yellow, and you hold its claim."""
    return tables.flowers(hands=("yyee", "ppro"), tiles=("e2o3", "p1y2", "r1g3"),
                          up=(("", ""), ("", ""), ("eo", "p")), down=(("", ""), ("", ""),
                                                                      ("g", "")),
                          claim=(-1, -1, 0), halves=("g2", "o1"), top="gyrepgoyreog", turn=18)


def _unclaimed() -> AnyGame:
    """Mandala 2 lacks only red; nobody holds its claim, and your opponent has more cards."""
    return tables.flowers(hands=("rrgy", "eeoo"), tiles=("e2o2", "p1y3", "r2gx"),
                          up=(("", ""), ("g", "oe"), ("", "")), down=(("", ""), ("", "pp"),
                                                                     ("", "")),
                          halves=("", "e3"), top="gyrepgoyreog", turn=26)


def _last() -> AnyGame:
    """You have two flowers; mandala 1 lacks only purple and you hold its claim and a lone
    orange half."""
    return tables.flowers(hands=("ppgy", "eery"), tiles=("r3ox", "p2y1", "e1g1"),
                          up=(("ge", "y"), ("", ""), ("", "")), down=(("r", ""), ("", ""),
                                                                      ("", "")),
                          claim=(0, -1, -1), halves=("o3", "p3"), flowers_=("y2y3r1r2", "e2e3"),
                          top="gyrepgoyreog", turn=40)


LESSON = Lesson("flowers", (
    Step("faceup", ("F-C1", "F-C4", "F-S1", "F-S2", "F-S3", "F-T1", "F-T2"),
         Highlight("mandala", 0), ("P0r1",), ("P1e2",), scene=_deal),
    Step("draw", ("F-T3", "F-I1"), Highlight("hand"), ("P1y1",), ("P1g1",)),
    Step("facedown", ("F-T2", "F-I2"), Highlight("mandala", 0), ("P0e1",), ("P2p1",)),
    Step("several", ("F-T4", "F-T5", "F-T6"), Highlight("mandala", 0), ("P0o2", "P0o1"),
         ("P0g1",)),
    Step("claim", ("F-K1", "F-K2"), Highlight("claim", 1), ("P1y3",), ("P0p1",)),
    Step("complete", ("F-X1", "F-C2", "F-C3"), Highlight("tiles", 0), ("P0y1",)),
    Step("choose", ("F-X2", "F-X3", "F-X6", "F-X7"), Highlight("tiles", 0), ("T1", "T0")),
    Step("pair", ("F-X5", "F-E2"), Highlight("tiles", 2), ("P2y1",), scene=_pair),
    Step("flower", ("F-X5", "F-E2"), Highlight("flowers"), ("T1",)),
    Step("unclaimed", ("F-X4",), Highlight("claim", 1), ("P1r1", "P1r2"), ("T0",),
         scene=_unclaimed),
    Step("third", ("F-E1", "F-T7"), Highlight("mandala", 0), ("P0p1", "P0p2"), scene=_last),
    Step("score", ("F-E1", "F-E2", "F-E3"), Highlight("score"), ("T1",)),
))
