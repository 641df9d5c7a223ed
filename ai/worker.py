"""Moves off the event loop: a process-pool entry and an async helper (no Discord here).

Views hold MappingProxyType and do not pickle, so the pool receives the game's JSON record; the
worker restores the game, takes `view(seat)` and hands only that view to `choose`, so the real
hidden cards never reach the search even though the worker holds them.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import signal
from concurrent.futures import ProcessPoolExecutor

from ai.choose import choose
from engine.games import kind as game_kind

MAX_WORKERS = 2  # the machine has two cores; the bot process needs some of them too


def choose_from_state(kind: str, state_json: str, seat: int, level: str, seed: int) -> str:
    """The action code `choose` picks for `seat` in the recorded state (a picklable call)."""
    view = game_kind(kind).from_json(state_json).view(seat)
    return str(choose(kind, view, level=level, seed=seed))


def ignore_sigint() -> None:
    """Pool initializer: Ctrl+C reaches every process of the terminal's group, and a worker
    would die of it with a traceback; the bot's process alone handles it and closes the pool."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _ready() -> bool:
    return True


class MovePool:
    """A small process pool for AI moves; `await pool.choose(...)` returns the action code.

    Workers are spawned, not forked: the bot's process runs threads (asyncio, discord.py) and a
    forked copy of those can deadlock.
    """

    def __init__(self, workers: int = MAX_WORKERS) -> None:
        self._workers = max(1, min(workers, MAX_WORKERS))
        self._pool = ProcessPoolExecutor(
            max_workers=self._workers, mp_context=multiprocessing.get_context("spawn"),
            initializer=ignore_sigint,
        )

    async def warm(self) -> None:
        """Start every worker and import the AI there now, so the first bot move does not pay
        for a process start (call it once at bot startup)."""
        loop = asyncio.get_running_loop()
        await asyncio.gather(
            *(loop.run_in_executor(self._pool, _ready) for _ in range(self._workers))
        )

    async def choose(self, kind: str, state_json: str, seat: int, level: str, seed: int) -> str:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._pool, choose_from_state, kind, state_json, seat, level, seed
        )

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)

    def __enter__(self) -> MovePool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
