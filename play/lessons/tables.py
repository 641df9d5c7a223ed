"""Hand-built tables for lessons: a position laid out exactly (hands, mountains, fields...),
the rest of each game's cards in the deck in a fixed order, so every lesson plays the same way.

Colours are written as the engines' one-letter codes ("roygpk" for Mandala, "eprgoy" for
Flowers); the first letters of `top` are the deck's next cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.flowers.game import Game as FlowersGame
from engine.flowers.state import Record as FlowersRecord
from engine.flowers.state import derive
from engine.flowers.tiles import DEFAULT_DARK, DEFAULT_LIGHT
from engine.flowers.vocab import BY_LETTER as F_LETTER
from engine.flowers.vocab import CARDS_PER_COLOR as F_PER_COLOR
from engine.flowers.vocab import PLAY as F_PLAY
from engine.flowers.vocab import Tile, parse_tile
from engine.mandala.game import Game as MandalaGame
from engine.mandala.state import Record as MandalaRecord
from engine.mandala.vocab import BY_LETTER as M_LETTER
from engine.mandala.vocab import CARDS_PER_COLOR as M_PER_COLOR
from engine.mandala.vocab import PICK, PLAY, color_index


def _m(letters: str) -> list[int]:
    out = [0] * 6
    for ch in letters:
        out[color_index(M_LETTER[ch])] += 1
    return out


def _f(letters: str) -> list[int]:
    out = [0] * 6
    for ch in letters:
        out[F_LETTER[ch]._i] += 1
    return out


def _rest(used: Sequence[list[int]], top: list[int], per_color: int) -> list[int]:
    """The deck, top card LAST (as the engines keep it): `top` first, then every card not
    laid out elsewhere, colour by colour in a fixed interleaved order."""
    left = [per_color - sum(u[c] for u in used) - top.count(c) for c in range(6)]
    if min(left) < 0:
        raise ValueError(f"a lesson table lays out too many cards of a colour: {left}")
    rest: list[int] = []
    while any(left):
        for c in range(6):
            if left[c]:
                rest.append(c)
                left[c] -= 1
    return (top + rest)[::-1]


def mandala(*, hands: tuple[str, str], cups: tuple[str, str], mountains: tuple[str, str],
            fields: tuple[tuple[str, str], tuple[str, str]] = (("", ""), ("", "")),
            rivers: tuple[str, str] = ("", ""), discard: str = "", top: str = "",
            deck_size: int | None = None, picking: tuple[int, int] | None = None,
            end_triggered: bool = False, turn: int = 0) -> MandalaGame:
    """A Mandala table with seat 0 to move. `cups` are the setup cards (secret to their owner);
    `deck_size` keeps only that many deck cards, the others going to the discard pile; `turn`
    is how many moves a table later in a game shows as made."""
    hand = [_m(h) for h in hands]
    cup = [_m(c) for c in cups]
    mount = [_m(m) for m in mountains]
    field = [[_m(f) for f in fm] for fm in fields]
    river = [[color_index(M_LETTER[ch]) for ch in r] for r in rivers]
    disc = _m(discard)
    used = [*hand, *cup, *mount, *[f for fm in field for f in fm], disc,
            *[[r.count(c) for c in range(6)] for r in river]]
    deck = _rest(used, [color_index(M_LETTER[ch]) for ch in top], M_PER_COLOR)
    if deck_size is not None:
        for c in deck[:len(deck) - deck_size]:
            disc[c] += 1
        deck = deck[len(deck) - deck_size:]
    return MandalaGame.from_record(MandalaRecord(
        rng=7, deck=deck, discard=disc, hands=hand, cup_secret=cup,
        cup_public=[[0] * 6, [0] * 6], mountains=mount, fields=field, rivers=river,
        phase=PICK if picking else PLAY, current=picking[1] if picking else 0,
        picker=picking[1] if picking else 0, completion=picking, end_triggered=end_triggered,
        ending=False, over_reason=None, resigned=None, first_player=0, turn=turn, last=None))


def flowers(*, hands: tuple[str, str], tiles: tuple[str, str, str],
            up: tuple[tuple[str, str], ...] = (("", ""),) * 3,
            down: tuple[tuple[str, str], ...] = (("", ""),) * 3,
            claim: tuple[int, int, int] = (-1, -1, -1), halves: tuple[str, str] = ("", ""),
            flowers_: tuple[str, str] = ("", ""), top: str = "", turn: int = 0) -> FlowersGame:
    """A two-seat Flowers table with seat 0 to move. `tiles` are each mandala's dark and light
    tile codes ("e3g1"); `halves` and `flowers_` the tiles each seat holds (flowers as pairs)."""
    laid = [[parse_tile(t[:2]), parse_tile(t[2:])] for t in tiles]
    held = [[parse_tile(h[i:i + 2]) for i in range(0, len(h), 2)] for h in halves]
    pairs = [[(parse_tile(p[i:i + 2]), parse_tile(p[i + 2:i + 4])) for i in range(0, len(p), 4)]
             for p in flowers_]
    out: list[Tile] = [t for ts in laid for t in ts] + [t for h in held for t in h] + [
        t for ps in pairs for pair in ps for t in pair]
    stacks = [[t for t in stack if not _take(out, t)][::-1]
              for stack in (list(DEFAULT_DARK), list(DEFAULT_LIGHT))]
    if out:
        raise ValueError(f"a lesson table lays out tiles the set lacks: {out}")
    hand = [_f(h) for h in hands]
    ups = [[_f(s) for s in m] for m in up]
    downs = [[_f(s) for s in m] for m in down]
    used = [*hand, *[s for m in ups for s in m], *[s for m in downs for s in m]]
    deck = _rest(used, [F_LETTER[ch]._i for ch in top], F_PER_COLOR)
    d = derive(2, ups, downs, laid, [])
    return FlowersGame.from_record(FlowersRecord(
        players=2, rng=7, draw_rule="seed", deck=deck, discard=[0] * 6, hands=hand, up=ups,
        down=downs, tiles=laid, stacks=stacks, tile_discard=[], claim=list(claim),
        halves=held, flowers=pairs, phase=F_PLAY, current=0, choice=None, ending=False,
        over_reason=None, resigned=[], first_player=0, turn=turn, last=None, last_seat=-1,
        last_up=True, ncards=d.ncards, nup=d.nup, upmask=d.upmask, tmask=d.tmask,
        active=d.active))


def _take(pool: list[Tile], tile: Tile) -> bool:
    """Remove one `tile` from `pool` if it is there (the tiles laid out, not in the stacks)."""
    if tile in pool:
        pool.remove(tile)
        return True
    return False
