"""The replay's costs: one viewer frame (replaying the log to a move and drawing the public
table), the animated summary of a whole match, and the analysis of one player's moves at the
`hard` level (the budget the bot uses), for Mandala and 3-player Flowers.

Matches are seeded random games played to the end. The analysis runs in this process, on one
core, as one pool worker would. Run: `make bench` or `python -m bench.replay` (`--quick` rates
only the first eight decisions and extrapolates).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games  # noqa: E402
from ai.analysis import rate_from_state  # noqa: E402
from engine.games import kind as game_kind  # noqa: E402
from play.analysis import decisions  # noqa: E402
from render.animation import animate, frame_moves  # noqa: E402
from render.flowers import render_table as render_flowers_table  # noqa: E402
from render.mandala import render_table  # noqa: E402
from store.models import LoggedAction  # noqa: E402

games.install_all()  # the registries hold the games, as the bot's do

DRAW = {"mandala": render_table, "flowers": render_flowers_table}


def match(kind: str, players: int, seed: int) -> tuple[list, list[str], list[int]]:
    """Every position of a random game, each move's code and its mover."""
    game = game_kind(kind).new(seed, players)
    rng = random.Random(seed)
    games, codes, movers = [game.clone()], [], []
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        movers.append(game.to_move)
        codes.append(str(action))
        game.apply(action)
        games.append(game.clone())
    return games, codes, movers


def frames(kind: str, games: list, names: tuple[str, ...]) -> tuple[float, int, float, int]:
    """(ms a frame, the largest PNG, s for the animation, its bytes)."""
    times, sizes = [], []
    for g in games:
        t = time.perf_counter()
        png = DRAW[kind](g.view(None), names=names)
        times.append(time.perf_counter() - t)
        sizes.append(len(png))
    t = time.perf_counter()
    pictures = [DRAW[kind](games[n].view(None), names=names) for n in frame_moves(len(games) - 1)]
    gif = animate(pictures)
    return 1000 * statistics.median(times), max(sizes), time.perf_counter() - t, len(gif)


def analysis(kind: str, games: list, codes: list[str], movers: list[int], quick: bool
             ) -> tuple[int, float]:
    """(decisions of seat 0, s to rate them all at `hard`)."""
    log = [LoggedAction(0, n, s, c, 0.0)
           for n, (c, s) in enumerate(zip(codes, movers, strict=True), 1)]
    chosen = decisions(games, log, 0)
    rated = chosen[:8] if quick else chosen
    t = time.perf_counter()
    for n in rated:
        rate_from_state(kind, games[n - 1].to_json(), 0, codes[n - 1], "hard", 1)
    spent = time.perf_counter() - t
    return len(chosen), spent * len(chosen) / max(1, len(rated))


def main() -> None:
    quick = "--quick" in sys.argv
    for kind, players in (("mandala", 2), ("flowers", 3)):
        games, codes, movers = match(kind, players, 21)
        names = ("Ada", "Bo", "Cy", "Di")[:players]
        ms, biggest, anim_s, gif = frames(kind, games, names)
        print(f"{kind} {players}p, {len(codes)} moves: a frame {ms:.0f} ms (median), largest "
              f"PNG {biggest / 1024:.0f} KiB; animation {anim_s:.1f} s, {gif / 1024:.0f} KiB")
        n, spent = analysis(kind, games, codes, movers, quick)
        print(f"  analysis of one player at hard: {n} decisions, {spent:.0f} s "
              f"({spent / max(1, n):.2f} s a decision){' (extrapolated)' if quick else ''}")


if __name__ == "__main__":
    main()
