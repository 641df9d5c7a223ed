"""The process-pool entry: JSON in, action code out, same move as `choose` on the view."""

import asyncio
import contextlib
import functools
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import ai
from ai.worker import ATTEMPTS, MovePool, choose_from_state
from engine.mandala import parse_action
from tests.ai import faulty
from tests.ai.positions import position

ROOT = Path(__file__).resolve().parents[2]
ORPHAN_GRACE_S = 5.0  # how long a worker may outlive its killed parent


def test_choose_from_state_round_trip():
    for seed, plies in ((1, 0), (2, 17), (3, 44)):
        g = position(seed, plies)
        seat = g.to_move
        code = choose_from_state("mandala", g.to_json(), seat, "easy", 9)
        assert parse_action(code) in g.legal_actions()
        assert parse_action(code) == ai.choose("mandala", g.view(seat), level="easy", seed=9)


async def test_the_pool_answers_off_the_event_loop():
    g = position(6, 12)
    async with MovePool(workers=1) as pool:
        await pool.warm()
        code = await pool.choose("mandala", g.to_json(), g.to_move, "easy", 4)
    assert parse_action(code) == ai.choose("mandala", g.view(g.to_move), level="easy", seed=4)


def test_choose_from_state_round_trip_for_flowers():
    from engine.flowers import parse_action as parse_flowers

    for seed, plies, players in ((1, 0, 3), (2, 17, 4), (3, 44, 2)):
        g = position(seed, plies, "flowers", players)
        seat = g.to_move
        code = choose_from_state("flowers", g.to_json(), seat, "easy", 9)
        assert parse_flowers(code) in g.legal_actions()
        assert parse_flowers(code) == ai.choose("flowers", g.view(seat), level="easy", seed=9)


async def until_exists(path) -> None:
    while not path.exists():
        await asyncio.sleep(0.01)


async def test_a_worker_killed_mid_move_is_replaced_and_the_move_still_made(tmp_path):
    g = position(6, 12)
    entry = functools.partial(faulty.killed_the_first_time, tmp_path)
    async with MovePool(workers=1, entry=entry) as pool:
        move = asyncio.create_task(pool.choose("mandala", g.to_json(), g.to_move, "easy", 4))
        await until_exists(tmp_path / "busy")
        (tmp_path / "killed").touch()
        os.kill(int((tmp_path / "busy").read_text()), signal.SIGKILL)
        code = await move
        assert pool.rebuilds == 1
    assert parse_action(code) == ai.choose("mandala", g.view(g.to_move), level="easy", seed=4)


async def test_a_pool_that_keeps_breaking_plays_the_easy_move_here():
    g = position(3, 20)
    async with MovePool(workers=1, entry=faulty.exits) as pool:
        code = await pool.choose("mandala", g.to_json(), g.to_move, "hard", 7)
        assert pool.rebuilds == ATTEMPTS
    assert parse_action(code) == ai.choose("mandala", g.view(g.to_move), level="easy", seed=7)


async def test_closing_with_a_move_in_flight_does_not_block_the_loop(tmp_path):
    """The slow move only finishes once a ticker on the loop has ticked during close: a close
    that blocked the loop would wait for the move, which would wait for the ticker."""
    g = position(6, 12)
    pool = MovePool(workers=1, entry=functools.partial(faulty.waits_for_release, tmp_path))
    move = asyncio.create_task(pool.choose("mandala", g.to_json(), g.to_move, "easy", 4))
    await until_exists(tmp_path / "started")
    closing = asyncio.Event()
    ticks = 0

    async def ticker() -> None:
        nonlocal ticks
        await closing.wait()
        while ticks < 3:
            await asyncio.sleep(0.01)
            ticks += 1
        (tmp_path / "release").touch()

    ticking = asyncio.create_task(ticker())
    closing.set()
    await asyncio.sleep(0)  # the ticker is now waiting on its first tick
    await pool.close()
    closed_after = ticks
    await ticking
    assert closed_after == 3, "the loop stood still while the pool closed"
    assert parse_action(await move) in g.legal_actions()


async def test_the_pool_rates_a_played_move_as_in_process():
    """The analysis runs in the same pool as the bot's moves, and gives what the in-process
    call gives (the entry pickles, the worker takes only the mover's view)."""
    from ai.analysis import rate_from_state

    g = position(5, 9)
    code = str(g.legal_actions()[0])
    async with MovePool(workers=1) as pool:
        rated = await pool.rate("mandala", g.to_json(), g.to_move, code, "easy", 3)
    assert rated == rate_from_state("mandala", g.to_json(), g.to_move, code, "easy", 3)
    assert rated[0] == code and 0.0 <= rated[2] <= rated[3] <= 1.0


def children_of(pid: int) -> dict[int, str]:
    """The live processes whose parent is `pid`, with their command lines (zombies left out:
    one whose parent died is reaped by init, one reaped late is already dead)."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            cmdline = Path(f"/proc/{entry}/cmdline").read_text().replace("\0", " ")
        except OSError:
            continue
        state, ppid = stat.rsplit(")", 1)[1].split()[:2]
        if int(ppid) == pid and state != "Z":
            found[int(entry)] = cmdline
    return found


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("spawner", ["main", "thread"])
def test_workers_end_when_their_parent_is_killed(spawner):
    """A bot killed with SIGKILL (no close, no atexit) must not leave its AI workers running:
    a real parent process with a real pool is killed, and its workers are gone within seconds.
    Spawned from the main thread the kernel's parent-death signal ends them; from another
    thread (where that signal would follow the thread) the workers' own watch does."""
    args = ["thread"] if spawner == "thread" else []
    parent = subprocess.Popen([sys.executable, "-m", "tests.ai.pool_parent", *args],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                              cwd=ROOT)
    workers: dict[int, str] = {}
    try:
        assert parent.stdout is not None and parent.stdout.readline().strip() == "ready"
        workers = {pid: cmd for pid, cmd in children_of(parent.pid).items()
                   if "spawn_main" in cmd}
        assert len(workers) == 2, children_of(parent.pid)
        parent.kill()
        parent.wait()
        deadline = time.monotonic() + ORPHAN_GRACE_S
        while any(map(alive, workers)) and time.monotonic() < deadline:
            time.sleep(0.05)  # real processes dying, not the bot's clock
        print(f"workers gone {time.monotonic() - deadline + ORPHAN_GRACE_S:.2f} s after the kill")
        left = [pid for pid in workers if alive(pid)]
        assert not left, f"workers {left} outlived their parent by {ORPHAN_GRACE_S} s"
    finally:
        parent.kill()
        for pid in workers:  # never leave a stray worker behind, whatever failed
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
