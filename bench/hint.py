"""Hints' cost and steadiness (issue 47): the time of one hint (the search at `ai.levels.HINT`
plus its reasons, from the recorded state as a pool worker gets it) per game and player count,
on one core, and whether the same position gets the same hint twice and under load.

Positions are seeded games played by `easy` on every seat, a few decisions sampled from each.
This process is pinned to one core (`os.sched_setaffinity`); wall time and this process' CPU
time are both printed with the load average, since the machine may be shared: the hint's work
is fixed by its budget, so CPU time is what a quiet core would show as wall time. "Under load"
runs the hints again with busy processes pinned to the same core (the hint gets a third of
it) and with a clock that runs 20 times fast (a starved process), and compares the moves.
`--agree N` also compares N hints per game with the `hard` level's move (its search uncut by
the clock) and `hard` with itself on another seed (how often two good searches agree).

    .venv/bin/python -m bench.hint [--positions 40] [--steady 8] [--agree 0]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games  # noqa: E402
from ai import clock, search  # noqa: E402
from ai.choose import choose  # noqa: E402
from ai.levels import level_named  # noqa: E402
from engine.games import kind as game_kind  # noqa: E402
from engine.levels import EASY, HARD  # noqa: E402
from play.hint import LEVEL, hint_for  # noqa: E402

games.install_all()  # the registries hold the games, as the bot's do

CONFIGS = (("mandala", 2), ("flowers", 2), ("flowers", 3), ("flowers", 4))
PER_GAME = 4  # decisions sampled from each game played
TARGET_MS = 500


def positions(kind: str, players: int, n: int, seed0: int = 0) -> list[str]:
    """`n` states (JSON) where the seat to move chooses among several moves, from games played
    by `easy` on every seat."""
    out: list[str] = []
    seed = seed0
    while len(out) < n:
        g: Any = game_kind(kind).new(seed, players)
        found = []
        while not g.is_over:
            if len(g.legal_actions()) > 1:
                found.append(g.to_json())
            g.apply(choose(kind, g.view(g.to_move), level=EASY, seed=seed))
        random.Random(seed).shuffle(found)
        out.extend(found[:PER_GAME])
        seed += 1
    return out[:n]


def hint_code(kind: str, state: str, seed: int) -> str:
    """The hint a worker would give on `state` (as `play.hint.give_hint` asks it)."""
    g: Any = game_kind(kind).from_json(state)
    return hint_for(kind, g.view(g.to_move), seed=seed).code


class Work:
    """Counts the search's work units (actions applied in rollouts, each greedy reply counting
    every move it weighed): the budget `ai.levels.HINT` bounds."""

    def __init__(self) -> None:
        self.units = 0
        self._leaf = search._leaf

    def __enter__(self) -> Work:
        def counting(*args: Any) -> tuple[float, int]:
            value, cost = self._leaf(*args)
            self.units += cost
            return value, cost

        setattr(search, "_leaf", counting)  # noqa: B010 (the bench's counter, not the product's)
        return self

    def __exit__(self, *exc: object) -> None:
        setattr(search, "_leaf", self._leaf)  # noqa: B010


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.2f} (1 min) {five:.2f} (5 min) on {os.cpu_count()} cores"


def timing(kind: str, players: int, states: list[str]) -> str:
    walls, cpus, units = [], [], []
    for i, state in enumerate(states):
        with Work() as work:
            wall, cpu = time.perf_counter(), time.process_time()
            hint_code(kind, state, i)
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        units.append(work.units)
    per_unit = statistics.median(c / max(u, 1) for c, u in zip(cpus, units, strict=True))
    ok = "ok" if pct(cpus, 0.95) * 1000 <= TARGET_MS else "OVER"
    return (f"{kind} {players}p  n={len(states):<3} "
            f"wall p50 {1000 * statistics.median(walls):4.0f} ms p95 "
            f"{1000 * pct(walls, 0.95):4.0f} ms max {1000 * max(walls):4.0f} ms | "
            f"cpu p50 {1000 * statistics.median(cpus):4.0f} ms p95 "
            f"{1000 * pct(cpus, 0.95):4.0f} ms max {1000 * max(cpus):4.0f} ms "
            f"({ok}: <= {TARGET_MS} ms) | work p50 "
            f"{statistics.median(units):.0f} units, {1e6 * per_unit:.1f} us a unit | {load()}")


def _busy(cpu: int) -> None:
    os.sched_setaffinity(0, {cpu})
    while True:
        pass


@contextmanager
def busy_core(cpu: int, processes: int) -> Iterator[None]:
    """`processes` busy loops pinned to core `cpu` while the block runs."""
    ctx = multiprocessing.get_context("spawn")
    hogs = [ctx.Process(target=_busy, args=(cpu,), daemon=True) for _ in range(processes)]
    for hog in hogs:
        hog.start()
    try:
        yield
    finally:
        for hog in hogs:
            hog.terminate()
        for hog in hogs:
            hog.join()


@contextmanager
def starved_clock(factor: float) -> Iterator[None]:
    """The AI's clock running `factor` times fast, as a process that gets 1/factor of a core
    would see it."""
    real = clock.now
    start = real()

    def fast() -> float:
        return start + factor * (real() - start)

    clock.now = fast
    try:
        yield
    finally:
        clock.now = real


def steadiness(kind: str, players: int, states: list[str], cpu: int) -> str:
    def codes() -> list[str]:
        return [hint_code(kind, s, i) for i, s in enumerate(states)]

    first, again = codes(), codes()
    with busy_core(cpu, 2):
        wall = time.perf_counter()
        loaded = codes()
        loaded_s = (time.perf_counter() - wall) / len(states)
    with starved_clock(20.0):
        starved = codes()
    n = len(states)

    def same(other: list[str]) -> int:
        return sum(a == b for a, b in zip(first, other, strict=True))

    return (f"{kind} {players}p  same hint twice {same(again)}/{n}; with 2 busy processes on "
            f"its core {same(loaded)}/{n} ({1000 * loaded_s:.0f} ms a hint there); under a "
            f"clock 20x fast {same(starved)}/{n}")


def agreement(kind: str, players: int, states: list[str]) -> str:
    hard = level_named(HARD, kind, cap_seconds=None)
    mine = hard2 = 0
    for i, state in enumerate(states):
        g: Any = game_kind(kind).from_json(state)
        view = g.view(g.to_move)
        hint = str(choose(kind, view, level=LEVEL, seed=i))
        best = str(choose(kind, view, level=hard, seed=i))
        other = str(choose(kind, view, level=hard, seed=i + 1_000))
        mine += hint == best
        hard2 += other == best
    n = len(states)
    return (f"{kind} {players}p  hint = hard's move in {mine}/{n} ({100 * mine / n:.0f}%); hard "
            f"= hard on another seed in {hard2}/{n} ({100 * hard2 / n:.0f}%)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=40, help="timed hints per game")
    parser.add_argument("--steady", type=int, default=8, help="hints checked for steadiness")
    parser.add_argument("--agree", type=int, default=0, help="hints compared with hard's")
    parser.add_argument("--only", default="", help="e.g. flowers:4 (one game and count)")
    args = parser.parse_args(argv)
    cpu = max(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    configs = [c for c in CONFIGS if not args.only or f"{c[0]}:{c[1]}" == args.only]
    print(f"hint level: {level_named(LEVEL, 'mandala')}")
    print(f"            {level_named(LEVEL, 'flowers')}")
    print(f"time a hint, on core {cpu} only (start: {load()})")
    report: Callable[[str], None] = lambda line: print(line, flush=True)  # noqa: E731
    for kind, players in configs if args.positions else ():
        report(timing(kind, players, positions(kind, players, args.positions)))
    if args.steady:
        print("determinism: the same position's hint again, and under load")
        for kind, players in configs:
            report(steadiness(kind, players, positions(kind, players, args.steady, 500), cpu))
    if args.agree:
        print("agreement with hard (hard's search uncut by its wall cap)")
        for kind, players in configs:
            report(agreement(kind, players, positions(kind, players, args.agree, 900)))
    print(f"end: {load()}")


if __name__ == "__main__":
    main()
