"""Mandala's lesson: four small tables (a fresh deal, a tie, an empty field, the end), each
step one rule to see and one move to make, together teaching every rule of rules/mandala.md,
then three "how to play well" steps, each on a table that shows its idea (a river space's worth,
the first pick, the other river); `table` lays such a table out, and `COURSE` is what
games/mandala.py registers."""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.api import AnyGame
from engine.mandala import KIND
from engine.mandala.events import Drew, GameEnded, MountainDealt
from engine.mandala.game import Game
from engine.mandala.state import Record
from engine.mandala.text import narrate
from engine.mandala.vocab import BY_LETTER, CARDS_PER_COLOR, PICK, PLAY, color_index
from play.lessons.model import LEARNER, Course, Highlight, Lesson, Step
from play.lessons.tables import rest


def _m(letters: str) -> list[int]:
    out = [0] * 6
    for ch in letters:
        out[color_index(BY_LETTER[ch])] += 1
    return out


def table(*, hands: tuple[str, str], cups: tuple[str, str], mountains: tuple[str, str],
          fields: tuple[tuple[str, str], tuple[str, str]] = (("", ""), ("", "")),
          rivers: tuple[str, str] = ("", ""), discard: str = "", top: str = "",
          deck_size: int | None = None, picking: tuple[int, int] | None = None,
          end_triggered: bool = False, turn: int = 0) -> Game:
    """A Mandala table with seat 0 to move, colours as one-letter codes ("roygpk"). `cups` are
    the setup cards (secret to their owner); `top` the deck's next cards; `deck_size` keeps
    only that many deck cards, the others going to the discard pile; `turn` is how many moves
    a table later in a game shows as made."""
    hand = [_m(h) for h in hands]
    cup = [_m(c) for c in cups]
    mount = [_m(m) for m in mountains]
    field = [[_m(f) for f in fm] for fm in fields]
    river = [[color_index(BY_LETTER[ch]) for ch in r] for r in rivers]
    disc = _m(discard)
    used = [*hand, *cup, *mount, *[f for fm in field for f in fm], disc,
            *[[r.count(c) for c in range(6)] for r in river]]
    deck = rest(used, [color_index(BY_LETTER[ch]) for ch in top], CARDS_PER_COLOR)
    if deck_size is not None:
        for c in deck[:len(deck) - deck_size]:
            disc[c] += 1
        deck = deck[len(deck) - deck_size:]
    return Game.from_record(Record(
        rng=7, deck=deck, discard=disc, hands=hand, cup_secret=cup,
        cup_public=[[0] * 6, [0] * 6], mountains=mount, fields=field, rivers=river,
        phase=PICK if picking else PLAY, current=picking[1] if picking else 0,
        picker=picking[1] if picking else 0, completion=picking, end_triggered=end_triggered,
        ending=False, over_reason=None, resigned=None, first_player=0, turn=turn, last=None))


def _deal() -> AnyGame:
    """The first table: a game just dealt as M-S deals it (6 in each hand, 2 in each cup, 2 on
    each mountain, 88 in the deck), you to move; the Teacher's first draw comes first."""
    return table(hands=("ggkypr", "poookk"), cups=("rg", "yk"),
                 mountains=("or", "yy"), top="kryrrgyggoykpgrkoyp")


def _tie() -> AnyGame:
    """Orange and yellow already in your river; mandala 1 lacks only yellow; fields tied 2-2."""
    return table(hands=("yggr", "pkrro"), cups=("rg", "yk"), rivers=("oy", "rg"),
                 mountains=("oogr", "kr"), fields=(("kk", "pp"), ("", "")),
                 top="ggkpkyroyp", turn=24)


def _empty_field() -> AnyGame:
    """Mandala 2 lacks only orange, and you have no card in its fields."""
    return table(hands=("oggy", "rkpyy"), cups=("rg", "yk"), rivers=("o", "r"),
                 mountains=("ry", "kkry"), fields=(("", ""), ("", "gp")),
                 top="ypgkrgoyg", turn=36)


def _end() -> AnyGame:
    """Late in a game: one card left in the deck, five colours in your river."""
    return table(hands=("ggyyr", "prroo"), cups=("rg", "yk"), rivers=("roygp", "ry"),
                 mountains=("kkr", "kky"), fields=(("", ""), ("ppp", "go")),
                 top="ggyor", deck_size=1, turn=70)


def _worth() -> AnyGame:
    """You pick first at mandala 1: green sits in space 3 of your river and the mountain holds
    3 greens (9 points into your cup), against a lone red that would open space 4."""
    return table(hands=("rkpoy", "yoppg"), cups=("rg", "yk"), rivers=("oyg", "kp"),
                 mountains=("gggrk", "kp"), fields=(("yy", "po"), ("", "")),
                 top="ygpkroygp", picking=(0, 0), turn=40)


def _first() -> AnyGame:
    """Mandala 1 lacks only black, which you hold; your field there holds 1 card, the
    Teacher's 2, and the mountain 3 reds: completing now gives the Teacher the first pick."""
    return table(hands=("kggor", "yypoo"), cups=("rg", "yk"), rivers=("y", "o"),
                 mountains=("rrro", "kp"), fields=(("g", "py"), ("", "")),
                 top="ygpkroygp", turn=20)


def _feed() -> AnyGame:
    """Red sits in space 5 of the Teacher's river, yellow in space 4 of yours: a mountain card
    goes to a picker."""
    return table(hands=("yrrgo", "ppyoo"), cups=("rg", "yk"), rivers=("gkoy", "gkpor"),
                 mountains=("pp", "ko"), top="ygpkroygp", turn=50)


LESSON = Lesson("mandala", (
    Step("field", ("M-C1", "M-C2", "M-S1", "M-S2", "M-S3", "M-S4", "M-T2"),
         Highlight("field", 0), ("F0g2", "F0g1"), ("F0p1",), scene=_deal),
    Step("colour", ("M-R1", "M-R3"), Highlight("mandala", 0), ("F0k1",), ("M0o",)),
    Step("mountain", ("M-T1", "M-R2"), Highlight("mountain", 1), ("M1p",), ("F1o1",)),
    Step("discard", ("M-T3", "M-C4", "M-T4"), Highlight("discard"), ("Dr3",), ("F1o1",),
         counted=True),
    Step("complete", ("M-X1", "M-X2"), Highlight("mountain", 0), ("M0y",)),
    Step("pick", ("M-X3", "M-X4", "M-X8", "M-C3"), Highlight("river", 0), ("Po",), ("Pr",)),
    Step("after", ("M-X6", "M-X7"), Highlight("mountain", 0), ("F1g1", "F1g2", "F1g3"), ()),
    Step("tie", ("M-X2",), Highlight("field", 0), ("M0y",), ("Pg",), scene=_tie),
    Step("cup", ("M-X4", "M-P1", "M-I1", "M-I2", "M-I3"), Highlight("cup"), ("Po",), ("Pr",)),
    Step("nofield", ("M-X5",), Highlight("field", 1), ("M1o",), ("Pk",),
         scene=_empty_field),
    Step("discarded", ("M-X5",), Highlight("discard"), ("Pr", "Py", "Po")),
    Step("reshuffle", ("M-E1", "M-T4"), Highlight("deck"), ("M0y", "M0g"), ("Do1",),
         scene=_end),
    Step("last", ("M-E1", "M-E4"), Highlight("mandala", 1), ("M1r", "F1r1")),
    Step("sixth", ("M-E2", "M-E3", "M-P2"), Highlight("river", 0), ("Pk",), ("Py",)),
    Step("worth", (), Highlight("river", 0), ("Pg",), scene=_worth),
    Step("first", (), Highlight("field", 0), ("F0g2",), ("Dy2",), scene=_first, counted=True),
    Step("feed", (), Highlight("river", 1), ("M1y", "M0y"), scene=_feed),
))


def _drawn(events: Sequence[object]) -> int:
    """How many cards the learner's events draw."""
    return sum(len(e.colors) for e in events if isinstance(e, Drew) and e.seat == LEARNER)


_COUNTED = re.compile(r"^(F\d[a-z]|D[a-z])(\d+)$")  # a field play or a discard, with its count


def _count_of(code: str) -> tuple[str, int] | None:
    """A field play's or a discard's code read as (the play without its count, the count)."""
    found = _COUNTED.match(code)
    return (found[1], int(found[2])) if found else None


COURSE = Course(LESSON, KIND, narrate, untold=(Drew, MountainDealt, GameEnded), drawn=_drawn,
                count_of=_count_of)
