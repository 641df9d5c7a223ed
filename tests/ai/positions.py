"""Positions for AI tests: seeded random playouts of any game kind, cheap levels per kind, and
the same view over other hidden cards."""

from __future__ import annotations

import json
import random
from typing import Any

from ai.levels import Level, level_named
from engine.games import kind as game_kind

KINDS = (("mandala", 2), ("flowers", 2), ("flowers", 3), ("flowers", 4))


# Hard's test budget per game. Flowers' hard plays every rival's reply in a rollout as a greedy
# move over all its legal actions, so each rollout ply costs a one-ply evaluation: Mandala's
# budget took 0.1-0.5 s a move. Flowers' own depth (4 plies) and five candidates with fewer
# samples and rollouts run the same paths (paired halving over three rounds, model rollouts)
# at about a fifth of that, and a search that reads the real hidden cards changes its move as
# often (in 31 of 90 positions, 34 before).
HARD_BUDGET: dict[str, dict[str, int]] = {
    "mandala": {"determinizations": 4, "iterations": 40, "plies": 6, "candidates": 5},
    "flowers": {"determinizations": 2, "iterations": 16, "plies": 4, "candidates": 5},
}


def cheap(kind: str = "mandala") -> dict[str, Level]:
    """Every level of `kind` with budgets small enough for a fast test run; the search code
    paths are the real ones. No wall-clock cap: under a loaded test run the cap would cut a
    search short and the same view could get another move (the tests check reproducibility)."""
    return {
        "random": level_named("random", kind),
        "easy": level_named("easy", kind),
        "normal": level_named("normal", kind, determinizations=3, iterations=24, plies=4,
                              cap_seconds=None),
        "hard": level_named("hard", kind, cap_seconds=None, **HARD_BUDGET[kind]),
    }


CHEAP = cheap("mandala")


def position(seed: int, plies: int, kind: str = "mandala", players: int = 2) -> Any:
    """A game after up to `plies` random actions (fewer if it ends; never over)."""
    g = game_kind(kind).new(seed, players)
    r = random.Random(seed)
    for _ in range(plies):
        nxt = g.clone()
        nxt.apply(r.choice(nxt.legal_actions()))
        if nxt.is_over:
            break
        g = nxt
    return g


def rehide(g: Any, seed: int) -> Any:
    """The same game with the hidden parts the mover cannot see dealt anew; the mover's view
    does not change."""
    return _REHIDE[g.kind](g, seed)


def _rehide_mandala(g: Any, seed: int) -> Any:
    """The opponent's hand, its setup cup cards and the deck order change."""
    from engine.mandala import Game

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


def _rehide_flowers(g: Any, seed: int) -> Any:
    """The other seats' hands, the discard pile's colours and the deck order are dealt anew
    from their pooled cards; each mandala's face-down cards of the other seats are dealt anew
    among those seats (so they stay of colours present there); the tile stacks are
    reshuffled."""
    from engine.flowers import Game
    from engine.flowers.vocab import LETTERS

    r = json.loads(g.to_json())
    me = g.to_move
    rng = random.Random(seed)
    others = [s for s in range(g.num_players) if s != me]

    def deal(counts: list[list[int]], sizes: list[int]) -> list[list[int]]:
        pool = [c for part in counts for c in range(6) for _ in range(part[c])]
        rng.shuffle(pool)
        out, at = [], 0
        for k in sizes:
            out.append([pool[at : at + k].count(c) for c in range(6)])
            at += k
        return out

    deck = [[r["deck"].count(ch) for ch in LETTERS]]
    parts = [r["hands"][s] for s in others] + [r["discard"]] + deck
    dealt = deal(parts, [sum(p) for p in parts])
    for s, h in zip(others, dealt, strict=False):
        r["hands"][s] = h
    r["discard"] = dealt[len(others)]
    cards = [c for c in range(6) for _ in range(dealt[-1][c])]
    rng.shuffle(cards)
    r["deck"] = "".join(LETTERS[c] for c in cards)
    for m in range(3):
        mine = [r["down"][m][s] for s in others]
        for s, d in zip(others, deal(mine, [sum(x) for x in mine]), strict=True):
            r["down"][m][s] = d
    for i in (0, 1):
        s = r["stacks"][i]
        pairs = [s[j : j + 2] for j in range(0, len(s), 2)]
        rng.shuffle(pairs)
        r["stacks"][i] = "".join(pairs)
    r["rng"] = seed
    return Game.from_json(json.dumps(r))


_REHIDE = {"mandala": _rehide_mandala, "flowers": _rehide_flowers}
