"""Fit the Mandala evaluation's weights (`ai/mandala/weights.json`) from self-play, on this CPU.

    nice .venv/bin/python -m ai.mandala.train --seeds 0,1 --games 1500 --workers 2

Games: `normal` plays both seats with the handmade evaluation (`ai.mandala.handmade`), the
first 0-3 moves random so openings vary; game i of seed s is dealt with seed s * 100000 + i,
so every position is reproducible. Each position gives one row: the difference of the two
seats' features (`ai.mandala.features`) and who is to move, labelled 1 when seat 0 won, 0.5 for
a shared win, 0 for a loss. A logistic regression (L2, Newton steps) fits the weights on the
games whose deal seed is not a multiple of 5; those are kept apart to report the log loss.
numpy is needed here only: the bot reads the weights with plain Python.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import random
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, cast

from ai.choose import choose
from ai.levels import Level, level_named
from ai.mandala import HANDMADE
from ai.mandala.evaluate import COLUMNS, WEIGHTS_FILE, inputs
from ai.mandala.handmade import evaluate as handmade
from engine.levels import EASY, NORMAL, RANDOM
from engine.mandala import Game, new_game
from engine.mandala.vocab import Action

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

SEED_STRIDE = 100_000  # game i of seed s: deal seed s * SEED_STRIDE + i
OPENING = 4  # the first randrange(OPENING) moves are random
L2 = 1.0

# (feature differences + to_move sign, label for seat 0, the handmade evaluation for seat 0)
Row = tuple[list[float], float, float]


PLAYER = level_named(NORMAL, "mandala", cap_seconds=None)  # no clock: reproducible


def positions(deal: int, level: Level = PLAYER) -> tuple[list[Game], float]:
    """One self-play game: every position before a move, and the result for seat 0."""
    g = new_game(deal)
    rnd = random.Random(deal)
    opening = rnd.randrange(OPENING)
    seen = []
    while not g.is_over:
        seen.append(g.clone())
        action: Action
        if g.turn < opening:
            action = rnd.choice(g.legal_actions())
        else:
            # the Mandala adapter answers with Mandala actions
            action = cast(Action, choose("mandala", g.view(g.to_move), level=level,
                                         seed=deal * 31 + g.turn, adapter=HANDMADE))
        g.apply(action)
    outcome = g.outcome()
    assert outcome is not None
    return seen, outcome.share(0)


def self_play(deal: int, level: Level = PLAYER) -> list[Row]:
    """One self-play game's rows."""
    seen, label = positions(deal, level)
    return [(inputs(g), label, handmade(g, 0)) for g in seen]


def deals(seeds: Sequence[int], games: int) -> Iterator[int]:
    for s in seeds:
        yield from range(s * SEED_STRIDE, s * SEED_STRIDE + games)


def fit(x: npt.NDArray[np.float64], y: npt.NDArray[np.float64], l2: float = L2,
        steps: int = 30) -> npt.NDArray[np.float64]:
    """Weights of an L2-regularised logistic regression, by Newton's method."""
    import numpy as np

    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-9:
            break
    return w


def log_loss(p: Sequence[float], y: Sequence[float]) -> float:
    eps = 1e-6
    total = 0.0
    for pi, yi in zip(p, y, strict=True):
        pi = min(1 - eps, max(eps, pi))
        total -= yi * math.log(pi) + (1 - yi) * math.log(1 - pi)
    return total / max(1, len(p))


def train(games: dict[int, list[Row]], command: str) -> dict[str, object]:
    """The weights file's content, from self-play games keyed by deal seed."""
    import numpy as np

    fitted = [r for d, rows in games.items() if d % 5 for r in rows]
    held = [r for d, rows in games.items() if not d % 5 for r in rows]
    x = np.array([r[0] for r in fitted], dtype=float)
    y = np.array([r[1] for r in fitted], dtype=float)
    w = fit(x, y)
    hx = np.array([r[0] for r in held], dtype=float).reshape(-1, len(COLUMNS))
    hy = [r[1] for r in held]
    held_p = [float(v) for v in 1.0 / (1.0 + np.exp(-(hx @ w)))]
    return {
        "made_by": command,
        "games": len(games),
        "positions": len(fitted),
        "held_out_positions": len(held),
        "held_out_log_loss": round(log_loss(held_p, hy), 4),
        "held_out_log_loss_handmade": round(log_loss([r[2] for r in held], hy), 4),
        "names": list(COLUMNS),
        "weights": [round(float(v), 6) for v in w],
    }


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", default="0,1", help="comma-separated self-play seeds")
    ap.add_argument("--games", type=int, default=1500, help="games per seed")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--level", choices=(RANDOM, EASY, NORMAL), default=NORMAL,
                    help="who plays both seats (a cheaper one only to try the script)")
    ap.add_argument("--out", type=Path, default=WEIGHTS_FILE)
    args = ap.parse_args(argv)
    seeds = [int(s) for s in args.seeds.split(",")]
    todo = list(deals(seeds, args.games))
    level = PLAYER if args.level == NORMAL else level_named(args.level, "mandala")
    games: dict[int, list[Row]] = {}
    with ProcessPoolExecutor(args.workers) as pool:
        play = functools.partial(self_play, level=level)
        for deal, rows in zip(todo, pool.map(play, todo, chunksize=4), strict=True):
            games[deal] = rows
    command = f"python -m ai.mandala.train --seeds {args.seeds} --games {args.games}"
    command += f" --level {args.level}" if args.level != NORMAL else ""
    content = train(games, command)
    args.out.write_text(json.dumps(content, indent=1) + "\n")
    print(json.dumps({k: v for k, v in content.items() if k not in ("names", "weights")}))


if __name__ == "__main__":
    main()
