"""The database half of /health: a small real write, answered within a bound, one at a time.

The endpoint must answer within a bound whatever the database does. A frozen server never answers,
and cancelling a query on it waits for the server too, so the probe runs as its own task and
each request waits for it only `bound_s` (shielded: the wait ends, the probe goes on). While a
probe is still waiting, a request starts no second one (probes must not pile up on a hung
database and take its connections) but waits for that one, again `bound_s` at most: every
answer comes within the bound, and the first after the database recovers is healthy.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

from play.logsafe import summary
from store import Shards, Store
from store.probe import probe_writes

BOUND_S = 2.0  # a database slower than this to commit one row is not serving moves either


@dataclass(frozen=True)
class DatabaseCheck:
    """What one probe found: `problem` None when the database answered and wrote."""

    problem: str | None
    counts: Mapping[str, int] = field(default_factory=dict)  # live matches, open challenges
    probe_ms: float | None = None  # how long the write and the read took (None: no answer)


def reason(error: BaseException) -> str:
    """The error's type and its code or system message (`OperationalError [SQLITE_FULL]`,
    `OSError [No space left on device]`): what failed, never a statement's parameters."""
    code = (getattr(error, "sqlite_errorname", None) or getattr(error, "sqlstate", None)
            or (error.strerror if isinstance(error, OSError) else None))
    said = f"{summary(error)} [{code}]" if isinstance(code, str) and code else summary(error)
    # the store's own StoreBusy wraps what it gave up on (a refused connection, a timeout)
    cause = error.__cause__
    return f"{said} ({reason(cause)})" if cause is not None else said


class DatabaseProbe:
    """Probes `store`'s database for /health: the heartbeat write (and, on SQLite, room on its
    disk), then the match counts of `shards`' guilds."""

    def __init__(self, store: Store, shards: Shards | None, *,
                 bound_s: float = BOUND_S) -> None:
        self.store = store
        self.shards = shards
        self.bound_s = bound_s
        self._task: asyncio.Task[tuple[dict[str, int], float]] | None = None
        self._started = 0.0  # the loop's time when the current probe started

    async def check(self, now: float) -> DatabaseCheck:
        """Start a probe, or join the one still waiting, and wait for it `bound_s` at most."""
        clock = asyncio.get_running_loop().time
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._probe(now))
            self._started = clock()
        try:
            counts, ms = await asyncio.wait_for(asyncio.shield(self._task), self.bound_s)
        except TimeoutError:
            waited = clock() - self._started
            return DatabaseCheck(f"database does not answer within {self.bound_s:g} s"
                                 + (f" (a probe has waited {waited:.0f} s)"
                                    if waited >= 2 * self.bound_s else ""))
        except Exception as e:
            return DatabaseCheck(f"database writes fail: {reason(e)}")
        return DatabaseCheck(None, counts, ms)

    async def _probe(self, now: float) -> tuple[dict[str, int], float]:
        started = time.perf_counter()
        await probe_writes(self.store, now)
        counts = await self.store.matches.live_counts(self.shards)
        return counts, round((time.perf_counter() - started) * 1000, 1)

    def stop(self) -> None:
        """Cancel a probe still waiting (the endpoint is going away)."""
        if self._task is not None:
            self._task.cancel()
