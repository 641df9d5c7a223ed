"""The deadline sweep at scale, below Discord (the store and the service, as cogs/deadlines.py
calls them; the Discord posts after each timeout are not counted).

1. The sweep's cost with N live matches (default 10,000) on live clocks: the next-deadline read
   (what each wake-up asks), and timeouts handled per second (due_forfeits + resign as by
   timeout, one transaction each) when a batch of clocks runs out at once.
2. The lateness of a clock's expiry under a load of moves: a sweeper sleeping on play.alarm
   until the next deadline, brought forward by every deadline the store writes (as the
   deadlines cog does), while other matches play moves at a steady rate through the same
   store; lateness = when the timeout was stored - when the clock ran out (p50/p99).

Run: `python -m bench.deadlines [--matches N] [--seconds S] [--rate MOVES_PER_S] [--quick]`.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games  # noqa: E402
from play.alarm import Alarm  # noqa: E402
from play.errors import PlayError
from play.pace import Pace, PaceKind  # noqa: E402
from play.service import MatchService
from play.step import load_game
from store import Database, Match, MatchOutcome, Store  # noqa: E402

LIVE = Pace(PaceKind.LIVE, 180, 10)
SWEEP_S = 600.0  # the bot's longest sleep (settings.sweep_s)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def fill(service: MatchService, n: int, now: float, *, first_channel: int = 1,
               expire_within: tuple[float, float] | None = None) -> list[Match]:
    """`n` live two-member Mandala matches on a live clock; with `expire_within` = (a, b), each
    clock of the seat to move runs out at now + a random time in [a, b) (the match started
    that much before)."""
    rng = random.Random(first_channel)
    out = []
    for i in range(n):
        start = now if expire_within is None else (
            now - LIVE.base + rng.uniform(*expire_within))
        step = await service.start("mandala", guild_id=1, channel_id=first_channel + i,
                                   players=[10 + 2 * i, 11 + 2 * i], now=start, pace=LIVE)
        out.append(step.match)
    return out


async def time_out(service: MatchService, match: Match, t: float) -> bool:
    """What the deadlines cog's _time_out does below Discord; False if a move came first."""
    seat = load_game(match).to_move
    if seat is None:
        return False
    try:
        await service.resign(match.id, seat, t, outcome=MatchOutcome.TIMEOUT,
                             version=match.version)
    except PlayError:
        return False
    return True


async def sweep_cost(where: Path, n: int, batch: int) -> None:
    db = await Database.open(where)
    counter = itertools.count(1)
    service = MatchService(Store(db), reminder_after=43_200, forfeit_after=86_400,
                           seeds=lambda: next(counter))
    now = time.time()
    began = time.perf_counter()
    await fill(service, n - batch, now)
    # a batch whose clocks run out together, 1,000 s on (after every other match's 180 s)
    await fill(service, batch, now, first_channel=n, expire_within=(1000.0, 1000.0 + 1e-3))
    setup = time.perf_counter() - began
    reads = 200
    began = time.perf_counter()
    for _ in range(reads):
        await service.store.deadlines.next_after(now)
    read_ms = (time.perf_counter() - began) / reads * 1000
    t = now + 2000.0  # every live clock has run out: the whole table is due
    began = time.perf_counter()
    due = await service.store.deadlines.due_forfeits(t)
    listed = time.perf_counter() - began
    handled = 0
    began = time.perf_counter()
    for match in due[:batch]:
        handled += await time_out(service, match, t)
    spent = time.perf_counter() - began
    print(f"{n} live matches (set up in {setup:.1f} s)")
    print(f"  next_deadline read: {read_ms:.3f} ms")
    print(f"  due_forfeits listing {len(due)} due matches: {listed * 1000:.0f} ms")
    print(f"  timeouts handled: {handled} in {spent:.2f} s = {handled / spent:.0f} deadlines "
          "handled per second (one transaction each; Discord posts not counted)")
    await db.close()


async def lateness(where: Path, clocks: int, seconds: float, rate: float, load: int) -> None:
    db = await Database.open(where)
    counter = itertools.count(1)
    store = Store(db)
    service = MatchService(store, reminder_after=43_200, forfeit_after=86_400,
                           seeds=lambda: next(counter))
    alarm = Alarm(time.time)
    now = time.time()
    movers = await fill(service, load, now, first_channel=1)
    store.deadlines.listeners.append(alarm.tell)
    await fill(service, clocks, time.time(), first_channel=100_000,
               expire_within=(1.0, seconds))
    late: list[float] = []
    done = asyncio.Event()
    moves = 0

    async def sweeper() -> None:
        while not done.is_set():
            t = time.time()
            for match in await store.deadlines.due_forfeits(t):
                if match.forfeit_at is not None and await time_out(service, match, t):
                    late.append(time.time() - match.forfeit_at)
            due = await store.deadlines.next_after(t)
            await alarm.sleep_until(t + SWEEP_S if due is None else min(due, t + SWEEP_S))

    async def player() -> None:
        nonlocal moves
        rng = random.Random(3)
        end = time.time() + seconds + 1.0
        while time.time() < end:
            match = await service.live(rng.choice(movers).id)
            game = load_game(match)
            if game.to_move is not None:
                try:
                    await service.act(match.id, match.players[game.to_move],
                                      str(rng.choice(game.legal_actions())), match.version,
                                      time.time())
                    moves += 1
                except PlayError:
                    pass
            await asyncio.sleep(1 / rate)

    task = asyncio.create_task(sweeper())
    await player()
    done.set()
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    await db.close()
    ms = [x * 1000 for x in late]
    print(f"clock expiry lateness under {moves / (seconds + 1):.0f} moves/s on {load} other "
          f"matches: {len(ms)} clocks ran out over {seconds:.0f} s")
    if ms:
        print(f"  lateness p50 {statistics.median(ms):.1f} ms, p99 {pct(ms, 0.99):.1f} ms, "
              f"max {max(ms):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--batch", type=int, default=1_000)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--rate", type=float, default=50.0)
    parser.add_argument("--quick", action="store_true", help="a small run (the bench test)")
    args = parser.parse_args()
    if args.quick:
        args.matches, args.batch, args.seconds, args.rate = 300, 100, 2.0, 20.0
    games.install_all()
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(sweep_cost(Path(tmp) / "sweep.db", args.matches, args.batch))
        asyncio.run(lateness(Path(tmp) / "late.db", max(20, args.batch // 5), args.seconds,
                             args.rate, load=100))


if __name__ == "__main__":
    main()
