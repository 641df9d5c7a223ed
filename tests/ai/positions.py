"""Positions for AI tests: seeded random playouts, and the same view over other hidden cards."""

from __future__ import annotations

import json
import random

from ai.levels import Level, level_named
from engine.mandala import Game, new_game

# Budgets small enough for a fast test run; the search code paths are the real ones.
CHEAP: dict[str, Level] = {
    "random": level_named("random"),
    "easy": level_named("easy"),
    "normal": level_named("normal", determinizations=3, iterations=24, plies=4),
    "hard": level_named("hard", determinizations=4, iterations=40, plies=6, candidates=5),
}


def position(seed: int, plies: int) -> Game:
    """A game after up to `plies` random actions (fewer if it ends; never over)."""
    g = new_game(seed)
    r = random.Random(seed)
    for _ in range(plies):
        nxt = g.clone()
        nxt.apply(r.choice(nxt.legal_actions()))
        if nxt.is_over:
            break
        g = nxt
    return g


def rehide(g: Game, seed: int) -> Game:
    """The same game with the hidden cards the mover cannot see dealt anew: the opponent's hand,
    the opponent's setup cup cards and the deck order change; the mover's view does not."""
    r = json.loads(g.to_json())
    opp = 1 - g.to_move
    letters = "roygpk"
    pool = [c for c in range(6) for _ in range(r["hands"][opp][c] + r["cup_secret"][opp][c])]
    pool += [letters.index(ch) for ch in r["deck"]]
    random.Random(seed).shuffle(pool)
    h, s = sum(r["hands"][opp]), sum(r["cup_secret"][opp])
    r["hands"][opp] = [pool[:h].count(c) for c in range(6)]
    r["cup_secret"][opp] = [pool[h : h + s].count(c) for c in range(6)]
    r["deck"] = "".join(letters[c] for c in pool[h + s :])
    r["rng"] = seed
    return Game.from_json(json.dumps(r))
