"""Many live matches played at once through the cogs' code path: MatchService (store + engine)
and the table picture rendered in a thread, as `cogs.output.tables.publish` does.

Two runs on a real SQLite file (WAL):
- open loop: N live matches, each player thinking a random while (mean THINK s) between moves,
  which is what a busy bot sees; latency per action = act + render.
- closed loop: the same matches with no think time, to find the ceiling in actions/s.
Run: `make bench` or `python -m bench.load [matches] [seconds]`.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games  # noqa: E402
from play.errors import PlayError
from play.service import MatchService
from render.mandala import render_table  # noqa: E402
from store import Database, Store  # noqa: E402

games.install_all()  # the registries hold the games, as the bot's do

THINK = 20.0  # mean seconds between a match's moves in the open-loop run (people think)
NAMES = ("Ada", "Bo")


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


async def player(service: MatchService, step, rng: random.Random, until: float,
                 think: float, lat: list[float], act_lat: list[float]) -> None:
    match, game = step.match, step.game
    while match.is_live and time.perf_counter() < until:
        if think:
            await asyncio.sleep(min(rng.expovariate(1 / think), until - time.perf_counter()))
            if time.perf_counter() >= until:
                return
        seat = game.to_move
        code = str(rng.choice(game.legal_actions()))
        t0 = time.perf_counter()
        try:
            step = await service.act(match.id, match.players[seat], code, match.version,
                                     time.time())
        except PlayError:
            return
        t1 = time.perf_counter()
        await asyncio.to_thread(render_table, step.game.view(None), names=NAMES)
        t2 = time.perf_counter()
        act_lat.append((t1 - t0) * 1000)
        lat.append((t2 - t0) * 1000)
        match, game = step.match, step.game


async def run(matches: int, seconds: float, think: float, label: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "load.db")
        try:
            store = Store(db)
            seeds = iter(range(1, 10**9))
            service = MatchService(store, reminder_after=43200, forfeit_after=86400,
                                   seeds=lambda: next(seeds))
            steps = [
                await service.start("mandala", guild_id=1, channel_id=1000 + i,
                                    players=[2 * i + 1, 2 * i + 2], now=time.time())
                for i in range(matches)
            ]
            render_table(steps[0].game.view(None), names=NAMES)  # warm the caches once
            lat: list[float] = []
            act_lat: list[float] = []
            start = time.perf_counter()
            until = start + seconds
            await asyncio.gather(*(
                player(service, s, random.Random(i), until, think, lat, act_lat)
                for i, s in enumerate(steps)
            ))
            elapsed = time.perf_counter() - start
        finally:
            await db.close()
    print(f"{label}: {matches} live matches, {elapsed:.1f} s")
    print(f"  actions/s                   : {len(lat) / elapsed:8.1f}  ({len(lat)} actions)")
    print(f"  act (store+engine) p50 / p99: {statistics.median(act_lat):6.1f} / "
          f"{pct(act_lat, 99):6.1f} ms")
    print(f"  act + render       p50 / p99: {statistics.median(lat):6.1f} / "
          f"{pct(lat, 99):6.1f} ms")


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0
    asyncio.run(run(matches, seconds, THINK, f"open loop (think ~{THINK:.0f} s per move)"))
    asyncio.run(run(matches, seconds / 2, 0.0, "closed loop (no think time)"))


if __name__ == "__main__":
    main()
