"""Flowers' lesson for two: four small tables (a fresh deal, a flower to pair, a mandala nobody
claimed, the last flower), each step one rule to see and one move to make, together teaching
every rule of rules/flowers.md, then three "how to play well" steps on one more table (take the
claim before a mandala completes, pair a lone half, refill a short hand); `table` lays such a
table out, and `COURSE` is what games/flowers.py registers."""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.api import AnyGame
from engine.flowers import KIND
from engine.flowers.events import Drew, GameEnded, TilesDealt
from engine.flowers.game import Game
from engine.flowers.state import Record, derive
from engine.flowers.text import narrate
from engine.flowers.tiles import DEFAULT_DARK, DEFAULT_LIGHT
from engine.flowers.vocab import BY_LETTER, CARDS_PER_COLOR, PLAY, Tile, parse_tile
from play.lessons.model import LEARNER, Course, Highlight, Lesson, Step
from play.lessons.tables import rest


def _f(letters: str) -> list[int]:
    out = [0] * 6
    for ch in letters:
        out[BY_LETTER[ch]._i] += 1
    return out


def table(*, hands: tuple[str, str], tiles: tuple[str, str, str],
          up: tuple[tuple[str, str], ...] = (("", ""),) * 3,
          down: tuple[tuple[str, str], ...] = (("", ""),) * 3,
          claim: tuple[int, int, int] = (-1, -1, -1), halves: tuple[str, str] = ("", ""),
          pairs: tuple[str, str] = ("", ""), gone: str = "", top: str = "",
          turn: int = 0) -> Game:
    """A two-seat Flowers table with seat 0 to move, colours as one-letter codes ("eprgoy").
    `tiles` are each mandala's dark and light tile codes ("e3g1"); `halves` and `pairs` the
    tiles each seat holds (its flowers as pairs); `gone` the tiles already discarded (so a
    stack can be empty); `top` the deck's next cards."""
    laid = [[parse_tile(t[:2]), parse_tile(t[2:])] for t in tiles]
    held = [[parse_tile(h[i:i + 2]) for i in range(0, len(h), 2)] for h in halves]
    made = [[(parse_tile(p[i:i + 2]), parse_tile(p[i + 2:i + 4])) for i in range(0, len(p), 4)]
            for p in pairs]
    dropped = [parse_tile(gone[i:i + 2]) for i in range(0, len(gone), 2)]
    out: list[Tile] = [t for ts in laid for t in ts] + [t for h in held for t in h] + [
        t for ps in made for pair in ps for t in pair] + dropped
    stacks = [[t for t in stack if not _take(out, t)][::-1]
              for stack in (list(DEFAULT_DARK), list(DEFAULT_LIGHT))]
    if out:
        raise ValueError(f"a lesson table lays out tiles the set lacks: {out}")
    hand = [_f(h) for h in hands]
    ups = [[_f(s) for s in m] for m in up]
    downs = [[_f(s) for s in m] for m in down]
    used = [*hand, *[s for m in ups for s in m], *[s for m in downs for s in m]]
    deck = rest(used, [BY_LETTER[ch]._i for ch in top], CARDS_PER_COLOR)
    d = derive(2, ups, downs, laid, [])
    return Game.from_record(Record(
        players=2, rng=7, draw_rule="seed", deck=deck, discard=[0] * 6, hands=hand, up=ups,
        down=downs, tiles=laid, stacks=stacks, tile_discard=dropped, claim=list(claim),
        halves=held, flowers=made, phase=PLAY, current=0, choice=None, ending=False,
        over_reason=None, resigned=[], first_player=0, turn=turn, last=None, last_seat=-1,
        last_up=True, ncards=d.ncards, nup=d.nup, upmask=d.upmask, tmask=d.tmask,
        active=d.active))


def _take(pool: list[Tile], tile: Tile) -> bool:
    """Remove one `tile` from `pool` if it is there (the tiles laid out, not in the stacks)."""
    if tile in pool:
        pool.remove(tile)
        return True
    return False


def _deal() -> AnyGame:
    """The first table: a game just dealt, you to move (5 cards; the opponent holds 6)."""
    return table(hands=("royyy", "eeppgg"), tiles=("e1g2", "p2o1", "r3yx"),
                 top="gyrepgoyreog")


def _pair() -> AnyGame:
    """You hold a lone green half; mandala 3 lacks only yellow, and you hold its claim."""
    return table(hands=("yyee", "ppro"), tiles=("e2o3", "p1y2", "r1g3"),
                 up=(("", ""), ("", ""), ("eo", "p")), down=(("", ""), ("", ""), ("g", "")),
                 claim=(-1, -1, 0), halves=("g2", "o1"), top="gyrepgoyreog", turn=18)


def _unclaimed() -> AnyGame:
    """Mandala 2 lacks only red; nobody holds its claim, and your opponent has more cards."""
    return table(hands=("rrgy", "eeoo"), tiles=("e2o2", "p1y3", "r2gx"),
                 up=(("", ""), ("g", "oe"), ("", "")), down=(("", ""), ("", "pp"), ("", "")),
                 halves=("", "e3"), top="gyrepgoyreog", turn=26)


def _closing() -> AnyGame:
    """Late in a game both tile stacks are empty (they run down together, a dark and a light
    tile a completion); you hold mandala 3's claim, nobody else has a face-up card there, and
    it lacks only purple: completing it gives you both tiles and closes it (F-X7)."""
    return table(hands=("pgoy", "eroo"), tiles=("e1o1", "p1g2", "r2y2"),
                 up=(("", "r"), ("", ""), ("ego", "")), claim=(-1, -1, 0),
                 halves=("p2o3", "r1g1"), pairs=("e2e3", "p1p3"),
                 gone="e1e2exp2pxr1r2r3rxg1g2g3gxo1o2o2oxy1y1y2y3yx",
                 top="gyrepgoyreog", turn=60)


def _last() -> AnyGame:
    """You have two flowers; mandala 1 lacks only purple and you hold its claim and a lone
    orange half."""
    return table(hands=("ppgy", "eery"), tiles=("r3ox", "p2y1", "e1g1"),
                 up=(("ge", "y"), ("", ""), ("", "")), down=(("r", ""), ("", ""), ("", "")),
                 claim=(0, -1, -1), halves=("o3", "p3"), pairs=("y2y3r1r2", "e2e3"),
                 top="gyrepgoyreog", turn=40)


def _claim_first() -> AnyGame:
    """Mandala 2 lacks only red, which the Teacher holds, and the Teacher holds its claim (2
    cards against your 1); its tiles are a purple 3, which pairs with your lone purple 2, and a
    green 3, a third half of your green flower's colour."""
    return table(hands=("eeoyy", "rpgyy"), tiles=("e2o1", "p3g3", "r1y1"),
                 up=(("", ""), ("y", "eo"), ("", "")), claim=(-1, 1, -1),
                 halves=("p2", "o2"), pairs=("g1g2", ""), top="gyrepgoyreog", turn=30)


LESSON = Lesson("flowers", (
    Step("faceup", ("F-C1", "F-C4", "F-S1", "F-S2", "F-S3", "F-T1", "F-T2"),
         Highlight("mandala", 0), ("P0r1",), ("P1e2",), scene=_deal),
    Step("draw", ("F-T3", "F-I1"), Highlight("hand"), ("P1y1",), ("P1g1",), counted=True),
    Step("facedown", ("F-T2", "F-I2"), Highlight("mandala", 0), ("P0e1",), ("P2p1",)),
    Step("several", ("F-T4", "F-T5", "F-T6"), Highlight("mandala", 0), ("P0o2", "P0o1"),
         ("P0g1",)),
    Step("claim", ("F-K1", "F-K2"), Highlight("claim", 1), ("P1y3",), ("P0p1",), counted=True),
    Step("complete", ("F-X1", "F-C2", "F-C3"), Highlight("tiles", 0), ("P0y1",)),
    Step("choose", ("F-X2", "F-X3", "F-X6", "F-X7"), Highlight("tiles", 0), ("T1", "T0")),
    Step("pair", ("F-X5", "F-E2"), Highlight("tiles", 2), ("P2y1",), scene=_pair, counted=True),
    Step("flower", ("F-X5", "F-E2"), Highlight("flowers"), ("T1",)),
    Step("unclaimed", ("F-X4",), Highlight("claim", 1), ("P1r1", "P1r2"), ("T0",),
         scene=_unclaimed),
    Step("closing", ("F-X7", "F-X3"), Highlight("tiles", 2), ("P2p1",), scene=_closing),
    Step("third", ("F-E1", "F-T7"), Highlight("mandala", 0), ("P0p1", "P0p2"), scene=_last),
    Step("score", ("F-E1", "F-E2", "F-E3"), Highlight("score"), ("T1",)),
    Step("claimfirst", ("F-K1",), Highlight("claim", 1), ("P1e2",), ("P1r1",),
         scene=_claim_first, counted=True),
    Step("theirs", ("F-X2", "F-X5"), Highlight("tiles", 1), ("T0",)),
    Step("short", ("F-X2", "F-T3"), Highlight("hand"), ("P0y1",), counted=True),
))


def _drawn(events: Sequence[object]) -> int:
    """How many cards the learner's events draw."""
    return sum(len(e.colors) for e in events if isinstance(e, Drew) and e.seat == LEARNER)


_COUNTED = re.compile(r"^(P\d[a-z])(\d+)$")  # a play to a mandala, with its count


def _count_of(code: str) -> tuple[str, int] | None:
    """A play's code read as (the play without its count, the count)."""
    found = _COUNTED.match(code)
    return (found[1], int(found[2])) if found else None


COURSE = Course(LESSON, KIND, narrate, untold=(Drew, TilesDealt, GameEnded), drawn=_drawn,
                count_of=_count_of)
