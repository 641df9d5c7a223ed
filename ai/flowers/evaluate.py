"""How good a Flowers position is for one seat: a win-probability estimate in [0, 1].

Search stops its rollouts early and asks this instead of playing to the end, so it has to see
what the score does not show yet: the tiles each mandala will hand out (the claim holder picks
the tile worth most to them, second place gets the other, F-X2/F-X3), how near each mandala is
to completion, what a lone half may still become (a lone 3x scores 0 but makes a 9 with a 3),
and the cards in hand that win claims later. Each seat gets such an expected score; a softmax
over the seats turns the gaps into a win chance for any number of players.
"""

from __future__ import annotations

import math

from engine.flowers import ChooseTile, Game
from engine.flowers.fast import Raw, raw
from engine.flowers.scoring import flower_points, half_points
from engine.flowers.tiles import DEFAULT_DARK, DEFAULT_LIGHT
from engine.flowers.vocab import TIMES3, Tile

TEMPERATURE = 3.0  # points of advantage that make e^1 times the win odds of a rival
HAND_CARD = 0.2  # a card in hand: claims to win later
TABLE_CARD = 0.12  # a card on a mandala: comes back unless its owner takes a tile
FLOWER = 0.6  # a completed flower beyond its points: tiebreak (F-E3) and the end (F-E1)
# chance a mandala with this many colours present completes while its holder keeps the claim
NEAR = (0.0, 0.0, 0.3, 0.42, 0.55, 0.7, 1.0)
_POP = [bin(x).count("1") for x in range(64)]


def _synergy(t: Tile) -> float:
    """What pairing a lone half adds on average, over the other halves of its colour."""
    same = [u for u in DEFAULT_DARK + DEFAULT_LIGHT if u.color is t.color]
    same.remove(t)
    return sum(flower_points(t, u) - half_points(t) - half_points(u) for u in same) / len(same)


_SYN: dict[Tile, float] = {t: _synergy(t) for t in DEFAULT_DARK + DEFAULT_LIGHT}


def _syn(t: Tile) -> float:
    s = _SYN.get(t)
    return s if s is not None else 0.5 * half_points(t) + (2.0 if t.flowers == TIMES3 else 0.0)


def tile_gain(halves: list[Tile], t: Tile, hope: float) -> float:
    """Points (now and hoped for) that taking `t` adds for a seat holding `halves` unpaired."""
    for h in halves:
        if h.color is t.color:
            return flower_points(h, t) - half_points(h) - hope * _syn(h) + FLOWER
    return half_points(t) + hope * _syn(t)


def points(r: Raw, seat: int, scores: tuple[int, ...]) -> float:
    """The seat's expected score: tiles held, tiles in prospect, cards held."""
    hope = 0.15 + 0.35 * r.stacks_left / 15  # chance a lone half still finds its pair
    halves = r.halves[seat]
    value = scores[seat] + FLOWER * len(r.flowers[seat]) + hope * sum(_syn(h) for h in halves)
    value += HAND_CARD * sum(r.hands[seat])
    for m in range(3):
        tiles = r.tiles[m]
        if not tiles:
            continue
        cards = r.ncards[m]
        mine = cards[seat]
        value += TABLE_CARD * mine
        nup = r.nup[m]
        if not nup[seat]:
            continue
        holder = r.claim[m]
        near = NEAR[_POP[r.tmask[m] | r.upmask[m]]]
        d, lt = tiles
        if holder == seat:
            gd, gl = tile_gain(halves, d, hope), tile_gain(halves, lt, hope)
            best = max(gd, gl)
            rival = max((cards[s] for s in range(len(cards)) if s != seat and nup[s]), default=-1)
            if rival < 0:  # nobody else qualifies: both tiles (F-X3)
                best = gd + gl
            value += near * (best - TABLE_CARD * mine)
        else:
            # second place (or an outside chance): the tile the holder leaves, roughly
            top = max(tile_gain(halves, d, hope), tile_gain(halves, lt, hope))
            low = min(tile_gain(halves, d, hope), tile_gain(halves, lt, hope))
            ahead = sum(1 for s in range(len(cards))
                        if s != seat and nup[s] and (cards[s], nup[s]) >= (mine, nup[seat]))
            if holder < 0 and ahead == 0:
                value += near * top
            elif ahead <= 1:
                value += near * 0.6 * (0.5 * (top + low) - TABLE_CARD * mine)
            else:
                value += near * 0.15 * low
    return value


def best_choice(g: Game) -> ChooseTile:
    """The tile the holder takes: the one worth most to them (F-X2)."""
    m, holder, _ = g.choice  # type: ignore[misc]
    r = raw(g)
    hope = 0.15 + 0.35 * r.stacks_left / 15
    d, lt = r.tiles[m]
    halves = r.halves[holder]
    return ChooseTile(0 if tile_gain(halves, d, hope) >= tile_gain(halves, lt, hope) else 1)


def evaluate(g: Game, seat: int) -> float:
    """1 for a sole win, 1/k for a win shared by k, 0 for a loss; else a softmax of the seats'
    expected scores. A pending tile choice is resolved the holder's best way first."""
    if g.phase == "choose":
        g = g.clone()
        g.apply(best_choice(g))
    outcome = g.outcome()
    if outcome is not None:
        ranks = outcome.ranks
        if ranks[seat] != 1:
            return 0.0
        return 1.0 / sum(1 for x in ranks if x == 1)
    r = raw(g)
    scores = g.scores()
    values = [points(r, s, scores) if r.active[s] else -1e9 for s in range(len(r.hands))]
    top = max(values)
    weights = [math.exp((v - top) / TEMPERATURE) for v in values]
    return weights[seat] / sum(weights)
