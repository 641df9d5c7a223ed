"""Ratings bench (issue 46): 200 simulated players of known strength, rated by store.ratings
as the bot rates members, and the figures that say whether the shown number means one thing.

    .venv/bin/python -m bench.ratings [--seed 1]

Strengths are drawn from a normal law (mean 1500, sd 300) and a game is won with Elo's chance,
1 / (1 + 10^(-(a - b) / 400)); a game of four ranks the players by strength plus Gumbel noise
(so each pair's order follows Elo's chance). Pairings are random.

- mean drift after 200 games: the mean shown rating minus 1500 once every player has played 200
  (even activity, two players): zero means playing alone moves nobody.
- first game winner / loser: the change of two newcomers' first game.
- settled change per game: the median size of a change in games after a player's 100th.
- rank correlation at 50 games: Spearman's, shown rating against strength, 50 games each.
- rank correlation uneven activity: the same when activity varies 1 to 20 (log-uniform) and the
  players play 50 games each on average (5,000 games); every player who played is counted.
- 4p last place gains: over 10,000 four-player games, how often a sole last place went up.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from store.glicko2 import Glicko  # noqa: E402
from store.ratings import NEWCOMER, rate, shown_rating  # noqa: E402

PLAYERS = 200
ELO = 400 / math.log(10)  # logistic scale of an Elo difference


def strengths(rng: random.Random) -> list[float]:
    return [rng.gauss(1500, 300) for _ in range(PLAYERS)]


def wins(rng: random.Random, a: float, b: float) -> bool:
    return rng.random() < 1 / (1 + 10 ** (-(a - b) / 400))


def play_two(rng: random.Random, true: Sequence[float], rated: list[Glicko],
             a: int, b: int) -> tuple[int, int]:
    """One game of two; the two shown changes."""
    ranks = [1, 2] if wins(rng, true[a], true[b]) else [2, 1]
    before = [shown_rating(rated[a].rating), shown_rating(rated[b].rating)]
    rated[a], rated[b] = rate([rated[a], rated[b]], ranks)
    return (shown_rating(rated[a].rating) - before[0], shown_rating(rated[b].rating) - before[1])


def gumbel(u: float) -> float:
    """Gumbel noise: the difference of two such draws is logistic, so each pair at a table is
    ordered with Elo's chance (the Plackett-Luce model of a ranking)."""
    return -math.log(-math.log(u))


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    def ranks(vs: Sequence[float]) -> list[float]:
        order = sorted(range(len(vs)), key=lambda i: vs[i])
        out = [0.0] * len(vs)
        for r, i in enumerate(order):
            out[i] = float(r)
        return out
    rx, ry = ranks(xs), ranks(ys)
    return statistics.correlation(rx, ry)


def even(seed: int) -> tuple[float, float, float]:
    """Two-player rounds where everyone plays once a round: drift after 200, settled change,
    rank correlation at 50."""
    rng = random.Random(seed)
    true = strengths(rng)
    rated = [NEWCOMER] * PLAYERS
    settled: list[int] = []
    corr_50 = 0.0
    for game in range(1, 201):
        order = list(range(PLAYERS))
        rng.shuffle(order)
        for a, b in zip(order[::2], order[1::2], strict=True):
            da, db = play_two(rng, true, rated, a, b)
            if game > 100:
                settled += [abs(da), abs(db)]
        if game == 50:
            corr_50 = spearman(true, [r.rating for r in rated])
    drift = statistics.fmean(shown_rating(r.rating) for r in rated) - 1500
    return drift, statistics.median(settled), corr_50


def uneven(seed: int) -> float:
    rng = random.Random(seed)
    true = strengths(rng)
    activity = [math.exp(rng.uniform(0, math.log(20))) for _ in range(PLAYERS)]
    rated = [NEWCOMER] * PLAYERS
    played = [0] * PLAYERS
    for _ in range(PLAYERS * 50 // 2):
        a, b = rng.choices(range(PLAYERS), weights=activity, k=1)[0], -1
        while b < 0 or b == a:
            b = rng.choices(range(PLAYERS), weights=activity, k=1)[0]
        play_two(rng, true, rated, a, b)
        played[a] += 1
        played[b] += 1
    seen = [i for i in range(PLAYERS) if played[i]]
    return spearman([true[i] for i in seen], [rated[i].rating for i in seen])


def four(seed: int, games: int = 10_000) -> int:
    rng = random.Random(seed)
    true = strengths(rng)
    rated = [NEWCOMER] * PLAYERS
    gains = 0
    for _ in range(games):
        table = rng.sample(range(PLAYERS), 4)
        perf = [true[p] + ELO * gumbel(rng.uniform(1e-12, 1 - 1e-12)) for p in table]
        order = sorted(range(4), key=lambda i: -perf[i])
        ranks = [0] * 4
        for place, i in enumerate(order):
            ranks[i] = place + 1
        new = rate([rated[p] for p in table], ranks)
        last = order[-1]
        if shown_rating(new[last].rating) > shown_rating(rated[table[last]].rating):
            gains += 1
        for i, p in enumerate(table):
            rated[p] = new[i]
    return gains


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    drift, settled, corr_50 = even(args.seed)
    first = rate([NEWCOMER, NEWCOMER], [1, 2])
    up = shown_rating(first[0].rating) - shown_rating(NEWCOMER.rating)
    down = shown_rating(first[1].rating) - shown_rating(NEWCOMER.rating)
    print(f"mean drift after 200 games: {drift:+.1f}")
    print(f"first game winner: {up:+d}")
    print(f"first game loser: {down:+d}")
    print(f"settled change per game: {settled:.1f}")
    print(f"rank correlation at 50 games: {corr_50:.3f}")
    print(f"rank correlation uneven activity: {uneven(args.seed):.3f}")
    print(f"4p last place gains: {four(args.seed)}")


if __name__ == "__main__":
    main()
