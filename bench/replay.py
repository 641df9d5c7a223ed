"""The replay's costs: one viewer frame (replaying the log to a move and drawing the public
table), the animated summary of a whole match, and the analysis of one player's moves at the
analysis' level (`play.analysis.LEVEL`), for Mandala and 3-player Flowers.

Matches are seeded random games played to the end. The analysis runs in this process, on one
core, as one pool worker would. Run: `make bench` or `python -m bench.replay` (`--quick` rates
only the first eight decisions and extrapolates; `--decisions N` the first N; `--frames N` times
N positions spread over the match and animates them, for a run that only checks the bench ends).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games  # noqa: E402
from ai.analysis import rate_from_state  # noqa: E402
from engine.games import kind as game_kind  # noqa: E402
from play.analysis import LEVEL, decisions  # noqa: E402
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


def frames(kind: str, games: list, names: tuple[str, ...], limit: int | None = None
           ) -> tuple[float, int, float, int]:
    """(ms a frame, the largest PNG, s for the animation, its bytes); `limit` positions spread
    evenly over the match (None: every one, and the animation the product would send)."""
    shown = frame_moves(len(games) - 1, limit) if limit else range(len(games))
    times, sizes = [], []
    for n in shown:
        t = time.perf_counter()
        png = DRAW[kind](games[n].view(None), names=names)
        times.append(time.perf_counter() - t)
        sizes.append(len(png))
    t = time.perf_counter()
    moves = frame_moves(len(games) - 1, limit) if limit else frame_moves(len(games) - 1)
    pictures = [DRAW[kind](games[n].view(None), names=names) for n in moves]
    gif = animate(pictures)
    return 1000 * statistics.median(times), max(sizes), time.perf_counter() - t, len(gif)


def analysis(kind: str, games: list, codes: list[str], movers: list[int], rate: int | None
             ) -> tuple[int, float]:
    """(decisions of seat 0, s to rate them all at the analysis' level, extrapolated from the
    first `rate` when given)."""
    log = [LoggedAction(0, n, s, c, 0.0)
           for n, (c, s) in enumerate(zip(codes, movers, strict=True), 1)]
    chosen = decisions(games, log, 0)
    rated = chosen[:rate] if rate else chosen
    t = time.perf_counter()
    for n in rated:
        rate_from_state(kind, games[n - 1].to_json(), 0, codes[n - 1], LEVEL, 1)
    spent = time.perf_counter() - t
    return len(chosen), spent * len(chosen) / max(1, len(rated))


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.replay")
    parser.add_argument("--quick", action="store_true", help="rate the first 8 decisions")
    parser.add_argument("--decisions", type=int, help="rate the first N decisions")
    parser.add_argument("--frames", type=int, help="time N positions, animate N frames")
    args = parser.parse_args()
    rate = args.decisions or (8 if args.quick else None)
    quick = rate is not None
    for kind, players in (("mandala", 2), ("flowers", 3)):
        games, codes, movers = match(kind, players, 21)
        names = ("Ada", "Bo", "Cy", "Di")[:players]
        ms, biggest, anim_s, gif = frames(kind, games, names, args.frames)
        print(f"{kind} {players}p, {len(codes)} moves: a frame {ms:.0f} ms (median), largest "
              f"PNG {biggest / 1024:.0f} KiB; animation {anim_s:.1f} s, {gif / 1024:.0f} KiB")
        n, spent = analysis(kind, games, codes, movers, rate)
        print(f"  analysis of one player at {LEVEL}: {n} decisions, {spent:.0f} s "
              f"({spent / max(1, n):.2f} s a decision){' (extrapolated)' if quick else ''}")


if __name__ == "__main__":
    main()
