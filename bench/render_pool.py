"""Should table pictures be drawn in the AI's process pool? Issue 11 asks to measure it.

Three ways of drawing a Mandala table while the bot thinks, timed from request to PNG:
  idle      a thread of the bot's process (`asyncio.to_thread`, what the bot does), pool idle;
  thread    the same while both pool workers run `hard` moves back to back;
  pool      submitted to that busy pool instead (it waits behind the moves in the queue).
Run: `python -m bench.render_pool [--renders 40]`. Prints median and p95 per way.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games  # noqa: E402
from ai.worker import MovePool  # noqa: E402
from engine.mandala import Game, new_game  # noqa: E402
from render.mandala import render_table  # noqa: E402

games.install_all()  # the registries hold the games, as the bot's do

NAMES = ("Ada", "Bo")


def position(seed: int) -> Game:
    g = new_game(seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(10, 40)):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


def render_from_state(state_json: str) -> bytes:
    """A picklable render for the pool: the record in, the public table out."""
    return render_table(Game.from_json(state_json).view(None), names=NAMES)


def summary(ts: list[float]) -> str:
    ts = sorted(ts)
    p95 = ts[min(len(ts) - 1, math.ceil(0.95 * len(ts)) - 1)]
    return f"median {statistics.median(ts) * 1e3:7.1f} ms   p95 {p95 * 1e3:7.1f} ms"


async def keep_busy(pool: MovePool, stop: asyncio.Event, moves: list[float]) -> None:
    """One stream of hard moves, back to back, until `stop`."""
    seed = 0
    while not stop.is_set():
        g = position(1000 + seed)
        if not g.is_over and g.to_move is not None:
            t = time.perf_counter()
            await pool.choose("mandala", g.to_json(), g.to_move, "hard", seed)
            moves.append(time.perf_counter() - t)
        seed += 1


async def main_async(renders: int) -> None:
    states = [position(s).to_json() for s in range(renders)]
    loop = asyncio.get_running_loop()
    async with MovePool() as pool:
        await pool.warm()
        results: dict[str, list[float]] = {"idle": [], "thread": [], "pool": []}
        for s in states:
            t = time.perf_counter()
            await asyncio.to_thread(render_from_state, s)
            results["idle"].append(time.perf_counter() - t)
        stop = asyncio.Event()
        moves: list[float] = []
        busy = [asyncio.create_task(keep_busy(pool, stop, moves)) for _ in range(2)]
        await asyncio.sleep(0.5)
        for s in states:
            t = time.perf_counter()
            await asyncio.to_thread(render_from_state, s)
            results["thread"].append(time.perf_counter() - t)
            await asyncio.sleep(0.05)
        for s in states[: max(5, renders // 4)]:  # each waits for a move to finish: fewer
            t = time.perf_counter()
            await loop.run_in_executor(pool._pool, render_from_state, s)
            results["pool"].append(time.perf_counter() - t)
        stop.set()
        await asyncio.gather(*busy)
    print(f"Mandala table render latency, {renders} positions, 2 pool workers")
    for name, ts in results.items():
        print(f"  {name:<7}{len(ts):>4} renders   {summary(ts)}")
    print(f"  hard moves meanwhile: {len(moves)}   {summary(moves)}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--renders", type=int, default=40)
    asyncio.run(main_async(p.parse_args().renders))


if __name__ == "__main__":
    main()
