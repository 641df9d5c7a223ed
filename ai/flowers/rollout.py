"""The rollout policy: cheap enough for tens of thousands of plies a second, better than
uniform.

A seat completes a mandala whenever it can do so as the claim holder (with the fewest cards
that win the claim), avoids completing one for a rival, mostly plays single cards (they draw
two, F-T3) and sometimes plays just enough cards to take a claim; a holder takes the tile worth
most to them. Uniform play instead throws completions away and hands tiles to rivals.
"""

from __future__ import annotations

import random

from ai.flowers.evaluate import best_choice
from engine.flowers import COLORS, Action, Game, Play
from engine.flowers.fast import raw
from engine.flowers.vocab import ALL, CARDS_PER_COLOR

_BIT = [1 << c for c in range(6)]
_POP = [bin(x).count("1") for x in range(64)]
_PLAY = [[[Play(m, col, n) for n in range(CARDS_PER_COLOR + 1)] for col in COLORS]
         for m in range(3)]


def _claim_need(ncards: list[int], nup: list[int], seat: int) -> int:
    """Cards `seat` must add to a mandala to hold strictly more than every other face-up
    player there (F-K1)."""
    rival = max((ncards[s] for s in range(len(ncards)) if s != seat and nup[s]), default=0)
    return max(1, rival + 1 - ncards[seat])


def policy(g: Game, rng: random.Random) -> Action:
    """One action for `g.to_move` under the rollout policy."""
    if g.phase != "play":
        return best_choice(g)
    seat = g.to_move
    if seat is None:
        raise ValueError("the game is over")
    r = raw(g)
    hand = r.hands[seat]
    size = sum(hand)
    tmask, upmask = r.tmask, r.upmask
    open_ = [m for m in range(3) if tmask[m]]
    # 1. complete a mandala as its holder, if the hand allows
    for m in open_:
        missing = ALL & ~(tmask[m] | upmask[m])
        for c in range(6):
            if missing == _BIT[c] and hand[c]:
                if r.claim[m] == seat:
                    return _PLAY[m][c][1]
                need = _claim_need(r.ncards[m], r.nup[m], seat)
                if need <= hand[c] and (need == 1 or size - need >= 1):
                    return _PLAY[m][c][need]
    # 2. take back the claim of a mandala a rival is about to complete, with face-down cards
    for m in open_:
        present = tmask[m] | upmask[m]
        holder = r.claim[m]
        if holder == seat or holder < 0 or _POP[present] < 5 or not r.nup[m][seat]:
            continue
        need = _claim_need(r.ncards[m], r.nup[m], seat)
        if need > 3 or size - need < 1:
            continue
        for c in range(6):
            if present & _BIT[c] and hand[c] >= need:
                return _PLAY[m][c][need]
    # 3. a random card to a random open mandala, not completing one for a rival
    for _ in range(3):
        x = int(rng.random() * size)
        for c in range(6):
            x -= hand[c]
            if x < 0:
                break
        m = open_[int(rng.random() * len(open_))]
        present = tmask[m] | upmask[m]
        if (present | _BIT[c]) == ALL and not present & _BIT[c]:
            continue  # it would complete the mandala for someone else
        break
    n = 1
    if size > 2 and hand[c] > 1 and rng.random() < 0.35:
        up = not present & _BIT[c]
        if up or r.nup[m][seat]:  # more cards only help a claim if one is face up
            need = _claim_need(r.ncards[m], r.nup[m], seat)
            n = min(need, hand[c], size - 1)
    return _PLAY[m][c][max(1, n)]

