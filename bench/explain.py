"""The explainer's cost: milliseconds per explained move (median, p99, max) for each game, and
per Mandala move menu (which explains every entry), over seeded random playouts.

    nice -n 10 .venv/bin/python -m bench.explain --games 5
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import games
from ai.explain import explain
from engine.games import kind as game_kind
from engine.mandala import Game as MandalaGame
from present.mandala import UI


def _figures(name: str, times: list[float]) -> str:
    ms = sorted(1000 * x for x in times)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return (f"{name:<18} n={len(ms):<5} median {statistics.median(ms):6.2f} ms  "
            f"p99 {p99:6.2f} ms  max {ms[-1]:6.2f} ms")


def run(n_games: int) -> list[str]:
    games.install_all()
    out = []
    for kind, players in (("mandala", 2), ("flowers", 2), ("flowers", 4)):
        times: list[float] = []
        menus: list[float] = []
        for seed in range(n_games):
            g = game_kind(kind).new(seed, players)
            r = random.Random(seed)
            while not g.is_over:
                action = r.choice(g.legal_actions())
                view = g.view(g.to_move)
                start = time.perf_counter()
                explain(kind, view, action, seed=seed)
                times.append(time.perf_counter() - start)
                if isinstance(g, MandalaGame) and g.phase == "play" and view.viewer is not None:
                    start = time.perf_counter()
                    UI.moves(g, view.viewer)
                    menus.append(time.perf_counter() - start)
                g.apply(action)
        out.append(_figures(f"{kind} x{players}", times))
        if menus:
            out.append(_figures("mandala menu", menus))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    print("\n".join(run(parser.parse_args().games)))


if __name__ == "__main__":
    main()
