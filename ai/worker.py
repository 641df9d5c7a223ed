"""Moves off the event loop: a process-pool entry and an async helper (no Discord here).

Views hold MappingProxyType and do not pickle, so the pool receives the game's JSON record; the
worker restores the game, takes `view(seat)` and hands only that view to `choose`, so the real
hidden cards never reach the search even though the worker holds them.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import importlib
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

from ai.analysis import rate_from_state
from ai.choose import choose
from engine.games import kind as game_kind
from engine.games import sources as game_sources
from engine.levels import EASY

MAX_WORKERS = 2  # the machine has two cores; the bot process needs some of them too
ATTEMPTS = 3  # broken pools in a row before a move falls back to `easy`, in this process
PARENT_CHECK_S = 0.5  # how often a worker looks whether the bot's process is still there
PR_SET_PDEATHSIG = 1  # <linux/prctl.h>: the signal a process gets when its parent dies
Entry = Callable[[str, str, int, str, int], str]  # (kind, state JSON, seat, level, seed) -> code
log = logging.getLogger("mandala.ai")
# (kind, state JSON, seat, level, seed) -> action code: MovePool.choose's shape, which the bot
# player calls; tests pass an in-process one instead of the pool
Chooser = Callable[[str, str, int, str, int], Awaitable[str]]
T = TypeVar("T")


def choose_from_state(kind: str, state_json: str, seat: int, level: str, seed: int) -> str:
    """The action code `choose` picks for `seat` in the recorded state (a picklable call)."""
    view = game_kind(kind).from_json(state_json).view(seat)
    return str(choose(kind, view, level=level, seed=seed))


def ignore_sigint() -> None:
    """Pool initializer: Ctrl+C reaches every process of the terminal's group, and a worker
    would die of it with a traceback; the bot's process alone handles it and closes the pool."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def die_with_parent(parent: int, *, kernel_signal: bool) -> None:
    """End this worker when the bot's process `parent` dies, even by SIGKILL (no close, no
    atexit), instead of leaving it running, unused, for good.

    On Linux the kernel kills it with the parent (PR_SET_PDEATHSIG), but that signal follows
    the parent's *thread* that spawned the worker, so it is asked for only when that is the
    main thread (`kernel_signal`), which lives as long as the process. Everywhere, a daemon
    thread also ends the worker once its parent is no longer `parent` (reparented), which
    also catches a parent that died before this ran.
    """
    if kernel_signal and sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    threading.Thread(target=_watch_parent, args=(parent,), name="watch-parent",
                     daemon=True).start()


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_S)
    os._exit(1)  # nothing to save: a worker holds no state of its own


def start_worker(sources: tuple[str, ...], parent: int | None = None,
                 kernel_signal: bool = False) -> None:
    """Pool initializer: die with the bot's process, ignore Ctrl+C, and import the modules
    that registered the games in the parent (a spawned process starts with empty
    registries)."""
    if parent is not None:
        die_with_parent(parent, kernel_signal=kernel_signal)
    ignore_sigint()
    for module in sources:
        importlib.import_module(module)


def _ready() -> bool:
    return True


class MovePool:
    """A small process pool for AI moves; `await pool.choose(...)` returns the action code.

    Workers are spawned, not forked: the bot's process runs threads (asyncio, discord.py) and a
    forked copy of those can deadlock. A worker that dies (killed, out of memory) breaks the
    whole pool: it is rebuilt and the move asked again; after `ATTEMPTS` broken pools in a row
    the move is the `easy` one thought out here, so a bot seat (which never times out) is never
    stuck. `entry` is the call the workers make (tests put a faulty one there).
    """

    def __init__(self, workers: int = MAX_WORKERS, entry: Entry = choose_from_state) -> None:
        self._workers = max(1, min(workers, MAX_WORKERS))
        self._entry = entry
        self._pool = self._new_pool()
        self.rebuilds = 0
        self.in_flight = 0  # calls waiting for a worker now (for /health)

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=self._workers, mp_context=multiprocessing.get_context("spawn"),
            initializer=start_worker,
            # spawned on demand by the thread that submits: the loop's, normally the main one
            initargs=(game_sources(), os.getpid(),
                      threading.current_thread() is threading.main_thread()),
        )

    async def warm(self) -> None:
        """Start every worker and import the AI there now, so the first bot move does not pay
        for a process start (call it once at bot startup)."""
        loop = asyncio.get_running_loop()
        await asyncio.gather(
            *(loop.run_in_executor(self._pool, _ready) for _ in range(self._workers))
        )

    async def choose(self, kind: str, state_json: str, seat: int, level: str, seed: int) -> str:
        try:
            return await self._call(self._entry, kind, state_json, seat, level, seed)
        except BrokenProcessPool:
            log.error("the AI pool broke %d times in a row: playing the easy move here",
                      ATTEMPTS)
            return await asyncio.to_thread(choose_from_state, kind, state_json, seat, EASY,
                                           seed)

    async def rate(self, kind: str, state_json: str, seat: int, code: str, level: str,
                   seed: int) -> tuple[str, str, float, float]:
        """`ai.analysis.rate_from_state` in the pool (a move of a finished match, analysed)."""
        return await self._call(rate_from_state, kind, state_json, seat, code, level, seed)

    async def _call(self, fn: Callable[..., T], *args: object) -> T:
        """`fn(*args)` in a worker; a broken pool is rebuilt and the call asked again, up to
        `ATTEMPTS` times (then BrokenProcessPool)."""
        loop = asyncio.get_running_loop()
        self.in_flight += 1
        try:
            for attempt in range(1, ATTEMPTS + 1):
                pool = self._pool
                try:
                    return await loop.run_in_executor(pool, fn, *args)
                except BrokenProcessPool:
                    self._rebuild(pool)
                    if attempt == ATTEMPTS:
                        raise
        finally:
            self.in_flight -= 1
        raise AssertionError("unreachable")

    def state(self) -> dict[str, int]:
        """What an operator's monitor wants to know: its size, moves waiting, rebuilds."""
        return {"workers": self._workers, "in_flight": self.in_flight,
                "rebuilds": self.rebuilds}

    def _rebuild(self, broken: ProcessPoolExecutor) -> None:
        """Replace the broken pool, once however many moves saw it break."""
        if self._pool is not broken:
            return
        self.rebuilds += 1
        log.warning("an AI worker died: rebuilding the pool (rebuild %d)", self.rebuilds)
        broken.shutdown(wait=False, cancel_futures=True)
        self._pool = self._new_pool()

    async def close(self) -> None:
        """Stop the workers, waiting for a move in flight in a thread: the event loop goes on
        answering meanwhile."""
        await asyncio.to_thread(self._pool.shutdown, wait=True, cancel_futures=True)

    async def __aenter__(self) -> MovePool:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
