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

# points of advantage that make e^1 times the win odds of a rival: wide early (much can still
# happen), narrow once the tile stacks run low
TEMPERATURE_START, TEMPERATURE_END = 8.0, 2.5
HAND_CARD = 0.2  # a card in hand: claims to win later
TABLE_CARD = 0.12  # a card on a mandala: comes back unless its owner takes a tile
FLOWER = 0.6  # a completed flower beyond its points: tiebreak (F-E3) and the end (F-E1)
# chance a mandala with this many colours present completes while its holder keeps the claim
NEAR = (0.0, 0.0, 0.25, 0.35, 0.5, 0.7, 1.0)
ENDING = (1.0, 0.8, 0.5, 0.5)  # hope and spread by the most flowers anyone has completed
SOLO = 0.6  # share of both tiles a lone holder can count on
SWAP = (0.45, 0.3, 0.15, 0.05)  # chance the second takes the claim, by the holder's lead 0..3+
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


def split(r: Raw, m: int) -> tuple[int, int]:
    """Who would take the tiles of mandala m if it completed now: (holder, second), -1 for
    nobody (F-X2..F-X4: the claim holder, else a strict leader; second place by cards, then
    face-up cards, among the others with a face-up card)."""
    cards, nup = r.ncards[m], r.nup[m]
    ranked = sorted(((cards[s], nup[s]), s) for s in range(len(cards)) if nup[s])
    holder = r.claim[m]
    if holder < 0:
        if not ranked or (len(ranked) > 1 and ranked[-1][0] == ranked[-2][0]):
            return -1, -1
        holder = ranked[-1][1]
    others = [x for x in ranked if x[1] != holder]
    if others and (len(others) == 1 or others[-1][0] != others[-2][0]):
        return holder, others[-1][1]
    return holder, -1


def prospects(r: Raw, hope: float) -> list[float]:
    """Each seat's expected gain from the open mandalas: the tiles the current split would
    hand out (the holder takes the tile worth more to them), weighted by how near each
    mandala is to completion, less the cards a taker discards (F-X6)."""
    n = len(r.hands)
    out = [0.0] * n
    for m in range(3):
        tiles = r.tiles[m]
        if not tiles:
            continue
        holder, second = split(r, m)
        if holder < 0:
            continue
        near = NEAR[_POP[r.tmask[m] | r.upmask[m]]]
        d, lt = tiles
        gd, gl = tile_gain(r.halves[holder], d, hope), tile_gain(r.halves[holder], lt, hope)
        cards = r.ncards[m]
        if second < 0:
            # alone there: any rival may still come and outnumber the holder
            out[holder] += near * (SOLO * (gd + gl) - TABLE_CARD * cards[holder])
            continue
        # the second may still overtake the holder: cheaply when the lead is small (F-K1)
        q = SWAP[min(cards[holder] - cards[second], 3)] if cards[holder] >= cards[second] else 0.5
        hd, hl = tile_gain(r.halves[second], d, hope), tile_gain(r.halves[second], lt, hope)
        h_best, s_left = max(gd, gl), hl if gd >= gl else hd
        s_best, h_left = max(hd, hl), gl if hd >= hl else gd
        out[holder] += near * ((1 - q) * h_best + q * h_left - TABLE_CARD * cards[holder])
        out[second] += near * ((1 - q) * s_left + q * s_best - TABLE_CARD * cards[second])
    return out


def points(r: Raw, seat: int, scores: tuple[int, ...], hope: float) -> float:
    """The seat's expected score without the mandalas' prospects: tiles held, cards held."""
    halves = r.halves[seat]
    value = scores[seat] + FLOWER * len(r.flowers[seat]) + hope * sum(_syn(h) for h in halves)
    value += HAND_CARD * sum(r.hands[seat])
    value += TABLE_CARD * sum(r.ncards[m][seat] for m in range(3))
    return value


def _end_near(r: Raw) -> int:
    """The most completed flowers of any seat still playing: at 2, any completion may end the
    game (F-E1), so what is held counts more than what is hoped for."""
    return max(len(f) for f, a in zip(r.flowers, r.active, strict=True) if a)


def _hope(r: Raw) -> float:
    """The chance a lone half still finds its pair: lower as the tile stacks run out and as
    someone nears a third flower."""
    return (0.15 + 0.35 * r.stacks_left / 15) * ENDING[_end_near(r)]


def best_choice(g: Game) -> ChooseTile:
    """The tile the holder takes: the one worth most to them (F-X2)."""
    # called only in phase 'choose' (outside 'play'), so a choice is pending (F-X2)
    m, holder, _ = g.choice  # type: ignore[misc]
    r = raw(g)
    hope = _hope(r)
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
        return outcome.share(seat)
    r = raw(g)
    scores = g.scores()
    hope = _hope(r)
    extra = prospects(r, hope)
    values = [points(r, s, scores, hope) + extra[s] if r.active[s] else -1e9
              for s in range(len(r.hands))]
    top = max(values)
    temperature = TEMPERATURE_END + (TEMPERATURE_START - TEMPERATURE_END) * r.stacks_left / 15
    temperature *= ENDING[min(_end_near(r), 2)]
    weights = [math.exp((v - top) / temperature) for v in values]
    return weights[seat] / sum(weights)
