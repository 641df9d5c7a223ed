"""One bot process on SQLite vs on PostgreSQL: N live Mandala matches played through the real
bot on simcord's in-memory Discord, every move a click on the table or a live panel. simcord
runs one operation at a time, so the N matches take turns (one move each per round): the store
holds N live matches and the bot's caches see N of them, but clicks do not overlap.

Latency per action = click to the table updated (the move stored, the table picture rendered
and edited, the panels refreshed), as in bench/turn.py; actions/s over the whole run. PostgreSQL
is a throwaway cluster on loopback (as the tests start one), or DATABASE_URL's if set.
Run: `python -m bench.scale [matches ...] [--seconds S]` (default 100 matches, 30 s each).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord  # noqa: E402

from bench import SETTLE_S  # noqa: E402
from bench.turn import clicked_moves, pct  # noqa: E402
from bot import Settings, create_bot  # noqa: E402


async def moves(env, channel, a, b, rng: random.Random, lat: list[float]):
    """Play one match by clicks (bench.turn.clicked_moves): yields once its players' panels are
    open (setup, outside the timed play), then after each move, whose time goes to `lat`."""
    async for move in clicked_moves(env, channel, a, b, rng):
        if move is not None:
            lat.append(move[0])
        yield


async def run(where: str | Path, matches: int, seconds: float, node: int = 0, nodes: int = 1,
              ready: Callable[[], object] = lambda: None) -> tuple[float, list[float]]:
    """Play `matches` matches in one bot (shard `node` of `nodes`) for `seconds`; `ready` is
    called between setup and play (the two-process barrier)."""
    counter = itertools.count(1)
    settings = Settings(token="bench", database_path=Path(where) if not isinstance(where, str)
                        else Path("unused.db"), database_url=where if isinstance(where, str)
                        else None, sweep_s=600, bot_pause_ms=0,
                        shard_count=nodes if nodes > 1 else None,
                        shard_ids=(node,) if nodes > 1 else None)
    bot = create_bot(settings, seeds=lambda: next(counter))
    lat: list[float] = []
    async with simcord.run(bot, shard_count=settings.shard_count, settle_timeout=SETTLE_S) as env:
        if node:
            await env.advance_time(60.0 * node)  # distinct snowflakes from the other Discord
        guild = env.create_guild("Scale", shard_id=node if nodes > 1 else None)
        await bot.store.settings.set_threads(guild.id, False)
        bot.service.challenge_cooldown = 0
        pairs = []
        for i in range(matches):  # set up first, then play all at once
            a = guild.add_member(env.create_user(f"a{i}"))
            b = guild.add_member(env.create_user(f"b{i}"))
            channel = guild.create_text_channel(f"table-{i}")
            res = await a.slash(channel, "mandala challenge", opponent=b)
            await b.click(res.response, label="Accept")
            pairs.append((channel, a, b))
        # simcord runs one operation at a time, so the live matches take turns, one move each
        # round (a bot's clicks also arrive one by one per gateway connection).
        live = [moves(env, c, a, b, random.Random(i), lat) for i, (c, a, b) in enumerate(pairs)]
        for game in live:
            await anext(game)  # open the panels
        await asyncio.to_thread(ready)
        start = time.perf_counter()
        while live and time.perf_counter() < start + seconds:
            for game in list(live):
                try:
                    await anext(game)
                except StopAsyncIteration:
                    live.remove(game)
                if time.perf_counter() >= start + seconds:
                    break
        elapsed = time.perf_counter() - start
        for game in live:
            await game.aclose()
    await bot.db.close()
    return elapsed, lat


def _node(where: str, matches: int, seconds: float, node: int, nodes: int,
          barrier: threading.Barrier, out: multiprocessing.Queue) -> None:
    """One of the bot processes (a multiprocessing target): its figures go to `out`."""
    elapsed, lat = asyncio.run(run(where, matches, seconds, node, nodes,
                                   lambda: barrier.wait(600)))
    out.put((elapsed, lat))


def processes(where: str, matches: int, seconds: float, count: int = 2,
              ) -> tuple[float, list[float]]:
    """`count` bot processes on one PostgreSQL, `matches` split between them."""
    ctx = multiprocessing.get_context("spawn")
    barrier, out = ctx.Barrier(count), ctx.Queue()
    share = [matches // count + (i < matches % count) for i in range(count)]
    procs = [ctx.Process(target=_node, args=(where, share[i], seconds, i, count, barrier, out))
             for i in range(count)]
    for p in procs:
        p.start()
    results = [out.get(timeout=1800) for _ in procs]
    for p in procs:
        p.join(60)
        if p.exitcode != 0:
            sys.exit(f"a bot process failed (exit {p.exitcode})")
    return max(e for e, _ in results), [x for _, lat in results for x in lat]


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("matches", nargs="*", type=int, default=[100])
    parser.add_argument("--seconds", type=float, default=30.0)
    args = parser.parse_args()
    from tests.postgres import Cluster, start_cluster

    url = os.environ.get("DATABASE_URL", "")
    cluster: Cluster | str | None = None
    if not url.startswith("postgres"):
        cluster = start_cluster()
        if isinstance(cluster, str):
            sys.exit(f"no PostgreSQL: {cluster}")
    rows = []
    try:
        for n in args.matches:
            for engine, count in (("sqlite", 1), ("postgresql", 1), ("postgresql", 2)):
                with tempfile.TemporaryDirectory() as tmp:
                    if engine == "sqlite":
                        where: str | Path = Path(tmp) / "scale.db"
                    elif isinstance(cluster, Cluster):
                        schema, where = await cluster.fresh_schema()
                    else:
                        where = url
                    if count == 1:
                        elapsed, lat = await run(where, n, args.seconds)
                    else:
                        assert isinstance(where, str)
                        elapsed, lat = await asyncio.to_thread(processes, where, n,
                                                               args.seconds, count)
                label = f"{engine} x{count}"
                rows.append((label, n, len(lat) / elapsed, statistics.median(lat),
                             pct(lat, 99), len(lat)))
                print(f"  {label} {n} matches done", file=sys.stderr)
    finally:
        if isinstance(cluster, Cluster):
            cluster.stop()
    print(f"x1: one process, x2: two processes (one shard each, half the matches each); "
          f"simcord, {args.seconds:.0f} s of play per run, click to table updated")
    print(f"{'engine':<15}{'matches':>8}{'actions/s':>11}{'p50 ms':>9}{'p99 ms':>9}"
          f"{'actions':>9}")
    for engine, n, rate, p50, p99, count in rows:
        print(f"{engine:<15}{n:>8}{rate:>11.1f}{p50:>9.1f}{p99:>9.1f}{count:>9}")


if __name__ == "__main__":
    asyncio.run(main())
