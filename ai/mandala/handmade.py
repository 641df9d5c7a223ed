"""The handmade Mandala evaluation: a win-probability estimate in [0, 1] from a point gap.

It was the search's evaluation until issue 20; now it plays the self-play games the learned
evaluation (`ai.mandala.evaluate`) is fitted on (`ai.mandala.train`), so it stays as written:
changing it changes the training data. It sees what the score does not show yet: cup cards
whose colour has no river space (they will score the next free space), and the claim a field
gives on its mountain (the bigger field picks first, M-X2; no field card means every pick is
discarded, M-X5).
"""

from __future__ import annotations

import math

from engine.mandala import Game
from engine.mandala.fast import Raw, raw

SCALE = 6.0  # points of advantage that make a ~73% favourite; steeper is noisier


def points(r: Raw, seat: int) -> float:
    """The seat's score now, plus what its position promises."""
    river = r.rivers[seat]
    cup = r.cups[seat]
    nxt = len(river) + 1
    score = 0
    placed = 0
    for i, c in enumerate(river):
        score += cup[c] * (i + 1)
        placed += cup[c]
    if nxt > 6:
        return score
    value = score + 0.6 * nxt * (sum(cup) - placed)  # loose cup cards: the next free space
    card = 0.5 * (nxt + 6)  # a typical card's worth later in the game
    opp = 1 - seat
    for m in (0, 1):
        fm = r.fields[m]
        mine, theirs = sum(fm[seat]), sum(fm[opp])
        if not mine:
            continue
        share = 0.65 if not theirs else 0.6 if mine > theirs else 0.4 if mine < theirs else 0.5
        value += 0.5 * share * sum(r.mountains[m]) * card
    return value + 0.3 * sum(r.hands[seat])


def evaluate(g: Game, seat: int) -> float:
    """1 for a win, 0 for a loss, 0.5 for a shared win; else a logistic of the point gap."""
    outcome = g.outcome()
    if outcome is not None:
        return outcome.share(seat)
    r = raw(g)
    gap = points(r, seat) - points(r, 1 - seat)
    return 1.0 / (1.0 + math.exp(-gap / SCALE))
