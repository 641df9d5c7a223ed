""""Analyse my moves" (issue 47): the time to rate every decision of one player in a 75-move
Mandala match and a 120-move 4-player Flowers match, at the analysis' level
(`play.analysis.LEVEL`, a budget of work with no clock), on one core.

The matches are seeded games played by `easy` on every seat (with some random moves where
`easy`'s games are shorter), the first whose length is within a few moves of the target. Each
seat's analysis rates its decisions one after another in this process, pinned to one core, as
the one pool worker that serves it would; wall and CPU time are printed with the load average
(the machine may be shared: the work is fixed, so CPU time is what a quiet core would take).

    .venv/bin/python -m bench.analysis [--seats all|first] [--decisions N]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games  # noqa: E402
from ai.analysis import rate_from_state  # noqa: E402
from ai.choose import choose  # noqa: E402
from engine.games import kind as game_kind  # noqa: E402
from engine.levels import EASY  # noqa: E402
from play.analysis import LEVEL, decisions  # noqa: E402
from store.models import LoggedAction  # noqa: E402

games.install_all()  # the registries hold the games, as the bot's do

MATCHES = (("mandala", 2, 75), ("flowers", 4, 120))
NEAR = 3  # moves off the target length a match may be
TARGET_S = 20.0


def match(kind: str, players: int, length: int) -> tuple[str, list[Any], list[LoggedAction]]:
    """(how it was played, every position, the log) of the first game near `length` moves:
    played by `easy` on every seat, or with a share of uniformly random moves when `easy`'s
    games are shorter (4-player Flowers between `easy` players lasts about 80 moves)."""
    for mix in (0.0, 0.25, 0.5, 0.75, 1.0):
        for seed in range(40):
            g: Any = game_kind(kind).new(seed, players)
            rng = random.Random(seed)
            positions: list[Any] = [g.clone()]
            log: list[LoggedAction] = []
            while not g.is_over and len(log) <= length + NEAR:
                seat = g.to_move
                action = (rng.choice(g.legal_actions()) if rng.random() < mix
                          else choose(kind, g.view(seat), level=EASY, seed=seed))
                log.append(LoggedAction(0, len(log) + 1, seat, str(action), 0.0))
                g.apply(action)
                positions.append(g.clone())
            if g.is_over and abs(len(log) - length) <= NEAR:
                how = f"seed {seed}, {100 * mix:.0f}% random moves, the rest easy's"
                return how, positions, log
    raise SystemExit(f"no {kind} game of about {length} moves")


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.2f} (1 min) {five:.2f} (5 min) on {os.cpu_count()} cores"


def analyse(kind: str, positions: list[Any], log: list[LoggedAction], seat: int, seed: int,
            limit: int | None) -> tuple[int, float, float]:
    """(decisions of `seat`, wall s, CPU s) to rate them all (the first `limit`, scaled up)."""
    chosen = decisions(positions, log, seat)
    rated = chosen[:limit] if limit else chosen
    wall, cpu = time.perf_counter(), time.process_time()
    for n in rated:
        rate_from_state(kind, positions[n - 1].to_json(), seat, log[n - 1].action, LEVEL, seed)
    scale = len(chosen) / max(1, len(rated))
    return (len(chosen), scale * (time.perf_counter() - wall),
            scale * (time.process_time() - cpu))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seats", choices=("all", "first"), default="all")
    parser.add_argument("--decisions", type=int, help="rate the first N (then extrapolate)")
    args = parser.parse_args(argv)
    cpu = max(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    print(f"analysis level {LEVEL!r}, on core {cpu} only (start: {load()})")
    for kind, players, length in MATCHES:
        how, positions, log = match(kind, players, length)
        seats = range(players) if args.seats == "all" else range(1)
        rows = [(s, *analyse(kind, positions, log, s, 1, args.decisions)) for s in seats]
        worst = max(rows, key=lambda r: r[3])
        ok = "ok" if worst[3] <= TARGET_S else "OVER"
        extra = " (extrapolated)" if args.decisions else ""
        print(f"{kind} {players}p, {len(log)} moves ({how}): "
              + "; ".join(f"seat {s}: {n} decisions, wall {w:.1f} s, cpu {c:.1f} s"
                          for s, n, w, c in rows)
              + f"{extra} | slowest seat cpu {worst[3]:.1f} s ({ok}: <= {TARGET_S:.0f} s) | "
              + load(), flush=True)
    print(f"end: {load()}")


if __name__ == "__main__":
    main()
