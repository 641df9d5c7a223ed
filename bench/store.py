"""Store load: many live matches moving at once on one SQLite file, as a busy bot would.

Prints recorded actions per second with their latency, and the cost of the periodic sweeps and
the leaderboard at that size. Run: `make bench` or `python -m bench.store`.
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

from store import Database, MatchEnd, Store  # noqa: E402

MATCHES = 200  # live at once, one per channel
MOVES = 30  # per match
STATE = "x" * 2000  # about the size of a Mandala state's JSON


async def play(store: Store, match_id: int, players: int, lat: list[float]) -> None:
    rng = random.Random(match_id)
    for v in range(MOVES):
        await asyncio.sleep(rng.random() / 1000)  # clicks arrive spread out, not in lockstep
        end = None
        if v == MOVES - 1:
            ranks = tuple(rng.sample(range(1, players + 1), players))
            end = MatchEnd("normal", ranks, tuple(10 * r for r in ranks), rated=True)
        start = time.perf_counter()
        got = await store.matches.record(
            match_id, expected_version=v, seat=v % players, action=f"m{v}", state=STATE,
            now=1000.0 + v, remind_at=2000.0 + v, forfeit_at=3000.0 + v, end=end,
        )
        lat.append(time.perf_counter() - start)
        assert got is not None


async def timed(fn, repeat: int = 20) -> float:
    """Median milliseconds per call."""
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        await fn()
        runs.append((time.perf_counter() - start) * 1000)
    return statistics.median(runs)


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "load.db")
        store = Store(db)
        matches = []
        for i in range(MATCHES):
            seats = 2 + i % 3
            players = [10_000 + (i * 7 + s * 13) % 400 for s in range(seats)]
            players = list(dict.fromkeys(players))
            matches.append(await store.matches.create(
                kind="mandala", guild_id=1, channel_id=i, players=players, state=STATE,
                now=0.0, remind_at=1.0, forfeit_at=2.0,
            ))
        due = await timed(lambda: store.deadlines.due_reminders(1500.0))
        following = await timed(lambda: store.deadlines.next_after(0.5))  # the sweep's sleep
        lat: list[float] = []
        start = time.perf_counter()
        await asyncio.gather(*(play(store, m.id, len(m.players), lat) for m in matches))
        secs = time.perf_counter() - start
        board = await timed(lambda: store.results.leaderboard(1, "mandala"))
        rank = await timed(lambda: store.results.rank_of(1, "mandala", 10_000))
        await db.close()
    lat.sort()
    print(f"store: {MATCHES} live matches x {MOVES} actions, concurrently")
    print(f"  recorded actions/s       {len(lat) / secs:10.0f}")
    print(f"  record latency p50 / p99 {lat[len(lat) // 2] * 1000:7.2f} / "
          f"{lat[int(len(lat) * 0.99)] * 1000:.2f} ms (includes waiting for the write lock)")
    print(f"  due_reminders sweep      {due:10.2f} ms over {MATCHES} live matches")
    print(f"  next_deadline            {following:10.2f} ms over {MATCHES} live matches")
    print(f"  leaderboard page / rank  {board:7.2f} / {rank:.2f} ms")


if __name__ == "__main__":
    asyncio.run(main())
