"""Engine speed: random games per second and the cost of the calls the bot and AI make.

Random means uniform among legal_actions(). Run: `make bench` or `python -m bench.engine`.
Mandala first, then Flowers with 2 and 4 players.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.mandala.evaluate import evaluate as learned  # noqa: E402
from ai.mandala.handmade import evaluate as handmade  # noqa: E402
from engine import flowers  # noqa: E402
from engine.mandala import Game, new_game  # noqa: E402


def random_games(n: int, seed0: int = 0, make=new_game) -> tuple[float, int]:
    actions = 0
    start = time.perf_counter()
    for seed in range(seed0, seed0 + n):
        g = make(seed)
        choose = random.Random(seed).choice
        while not g.is_over:
            g.apply(choose(g.legal_actions()))
            actions += 1
    return time.perf_counter() - start, actions


def sample_states(n: int, make=new_game) -> list:
    states = []
    for seed in range(n):
        g = make(10_000 + seed)
        r = random.Random(seed)
        for _ in range(r.randrange(1, 60)):
            if g.is_over:
                break
            g.apply(r.choice(g.legal_actions()))
        states.append(g)
    return states


def per_call(fn, states: list, repeat: int = 5) -> float:
    """Median over `repeat` runs of the mean time per call, in microseconds."""
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        for s in states:
            fn(s)
        runs.append((time.perf_counter() - start) / len(states) * 1e6)
    return statistics.median(runs)


def main() -> None:
    n = 3000
    random_games(100, 999_000)  # warm-up
    runs = [random_games(n // 3, 1000 * i) for i in range(3)]
    secs = sum(r[0] for r in runs)
    acts = sum(r[1] for r in runs)
    print(f"Mandala engine, {n} random games on one core (Python {sys.version.split()[0]})")
    print(f"  complete random games/s : {n / secs:8.0f}")
    print(f"  actions/s               : {acts / secs:8.0f}")
    print(f"  mean actions per game   : {acts / n:8.1f}")
    states = sample_states(2000)
    print(f"  legal_actions()         : {per_call(lambda g: g.legal_actions(), states):8.2f} µs")
    print(f"  to_json()               : {per_call(lambda g: g.to_json(), states):8.2f} µs")
    texts = [g.to_json() for g in states]
    rt = per_call(lambda t: Game.from_json(t).to_json(), texts)
    print(f"  to_json/from_json trip  : {rt:8.2f} µs")
    print(f"  view(public)            : {per_call(lambda g: g.view(None), states):8.2f} µs")
    print(f"  JSON record size        : {statistics.mean(len(t) for t in texts):8.0f} bytes")
    live = [g for g in states if not g.is_over]  # the AI's evaluations (rollouts end on them)
    print(f"  evaluate() learned      : {per_call(lambda g: learned(g, 0), live):8.2f} µs")
    print(f"  evaluate() handmade     : {per_call(lambda g: handmade(g, 0), live):8.2f} µs")
    for players in (2, 4):
        bench_flowers(players)


def bench_flowers(players: int, n: int = 3000) -> None:
    """The same figures for Flowers with `players` seats (target: 500 4-player games/s)."""

    def make(seed: int) -> flowers.Game:
        return flowers.new_game(seed, players=players)

    random_games(100, 999_000, make)  # warm-up
    runs = [random_games(n // 3, 1000 * i, make) for i in range(3)]
    secs = sum(r[0] for r in runs)
    acts = sum(r[1] for r in runs)
    print(f"Flowers engine, {players} players, {n} random games on one core")
    print(f"  complete random games/s : {n / secs:8.0f}")
    print(f"  actions/s               : {acts / secs:8.0f}")
    print(f"  mean actions per game   : {acts / n:8.1f}")
    states = sample_states(2000, make)
    print(f"  legal_actions()         : {per_call(lambda g: g.legal_actions(), states):8.2f} µs")
    print(f"  to_json()               : {per_call(lambda g: g.to_json(), states):8.2f} µs")
    texts = [g.to_json() for g in states]
    rt = per_call(lambda t: flowers.Game.from_json(t).to_json(), texts)
    print(f"  to_json/from_json trip  : {rt:8.2f} µs")
    print(f"  view(public)            : {per_call(lambda g: g.view(None), states):8.2f} µs")
    print(f"  JSON record size        : {statistics.mean(len(t) for t in texts):8.0f} bytes")


if __name__ == "__main__":
    main()
