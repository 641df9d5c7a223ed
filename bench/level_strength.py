"""Each bot level's approximate strength on the members' rating scale (issue 46): levels play
their neighbours in seeded two-player games (seats rotated, as bench.ai_arena plays them), and a
Bradley-Terry fit on Elo's logistic scale (the scale store.ratings' Glicko-2 reads as: 200
points, 76%) turns the scores into ratings.

The anchor: the default level, normal, is put at 1500, where every member starts (a newcomer
is rated as an average opponent, and normal is the opponent a member gets without choosing).
Only differences are measured here; once members' established ratings and their (unrated)
practice results are counted, the anchor can be measured too.

Bounded by games, not time (the machine is shared): e.g.
    nice -n 19 .venv/bin/python -m bench.level_strength --kind mandala --games 20
It prints each pairing's score, then `<kind> <level> ≈ <rating>` one a line, and the table
play/level_strength.py keeps.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai_arena import one  # noqa: E402

LADDER = ("random", "easy", "normal", "hard", "expert")
ANCHOR, ANCHOR_RATING = "normal", 1500.0
ELO = 400 / math.log(10)


def fit(scores: dict[tuple[str, str], tuple[float, int]]) -> dict[str, float]:
    """Bradley-Terry by Zermelo's iteration; each pairing gets one virtual draw (half a win
    each way), so a clean sweep gives a large but finite gap. Anchored at ANCHOR."""
    levels = sorted({lv for pair in scores for lv in pair}, key=LADDER.index)
    won = {lv: 0.0 for lv in levels}
    games: dict[tuple[str, str], float] = {}
    for (a, b), (score, n) in scores.items():
        won[a] += score + 0.5
        won[b] += n - score + 0.5
        games[(a, b)] = games.get((a, b), 0) + n + 1
    strength = {lv: 1.0 for lv in levels}
    for _ in range(2000):
        new = {}
        for lv in levels:
            total = sum(n / (strength[a] + strength[b]) for (a, b), n in games.items()
                        if lv in (a, b))
            new[lv] = won[lv] / total
        strength = new
    base = math.log(strength[ANCHOR])
    return {lv: ANCHOR_RATING + ELO * (math.log(s) - base) for lv, s in strength.items()}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--kind", default="mandala")
    p.add_argument("--games", type=int, default=20, help="games per pairing of neighbours")
    ns = p.parse_args()
    load = os.getloadavg()[0]
    scores: dict[tuple[str, str], tuple[float, int]] = {}
    start = time.perf_counter()
    for a, b in zip(LADDER[1:], LADDER[:-1], strict=True):  # each level against the one below
        total = 0.0
        for i in range(ns.games):
            total += one((ns.kind, i, a, b, 1.0, 2, False))[0]
            print(f"  {a} vs {b}: game {i + 1}, total {total:g}", file=sys.stderr, flush=True)
        scores[(a, b)] = (total, ns.games)
        print(f"{ns.kind}: {a} vs {b}: {total:g} of {ns.games}", flush=True)
    rated = fit(scores)
    print(f"{ns.kind}: {ns.games} games per pairing in {time.perf_counter() - start:.0f} s,"
          f" load average {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end")
    for lv in LADDER:
        print(f"{ns.kind} {lv} ≈ {round(rated[lv], -1):.0f}")


if __name__ == "__main__":
    main()
