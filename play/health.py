"""The health verdict an operator's monitor reads: is the bot connected, is its deadline
sweep still running, and does its database answer and take writes? A quiet bot (no matches,
no clicks) is healthy; a stalled one, or one whose moves could not be saved, is not.

Pure: the cog gathers the figures (gateway, sweep, pool, the database probe of play.probe,
counts) and serves the answer.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

STALL_PERIODS = 2  # a sweep this many periods late means the bot is stuck, not quiet
# The period is the sweep's longest sleep (SWEEP_SECONDS): it sleeps until the next deadline,
# but wakes and runs at least that often, so one asleep before a far deadline is not stalled.


@dataclass(frozen=True)
class Vitals:
    now: float
    ready: bool  # the gateway said READY (and the client is not closed)
    latency_s: float  # the gateway heartbeat's round trip (inf when unknown)
    shards: Mapping[int, bool]  # each shard this process holds -> connected
    sweep_period_s: float  # the longest the sweep sleeps between two runs
    sweep_since: float | None  # when the sweep loop started (None: not yet)
    sweep_last_at: float | None  # when a sweep last ran to its end
    sweep_failures: int
    sweep_wakes_at: float | None = None  # when the sleeping sweep runs next (None: running)
    pool: Mapping[str, object] = field(default_factory=dict)
    counts: Mapping[str, int] = field(default_factory=dict)
    database: str | None = None  # what the database probe found wrong (None: it wrote)
    database_ms: float | None = None  # how long the probe took when it answered


def verdict(v: Vitals) -> tuple[int, dict[str, object]]:
    """The HTTP status (200 healthy, 503 not) and the JSON body saying why."""
    problems: list[str] = []
    if not v.ready or not math.isfinite(v.latency_s):
        problems.append("gateway down")
    down = sorted(i for i, up in v.shards.items() if not up)
    if down:
        problems.append(f"shards down: {', '.join(map(str, down))}")
    since = v.sweep_last_at if v.sweep_last_at is not None else v.sweep_since
    late = None if since is None else v.now - since
    if late is not None and late > STALL_PERIODS * v.sweep_period_s:
        problems.append(f"sweep stalled: last ran {late:.0f} s ago "
                        f"(every {v.sweep_period_s:.0f} s)")
    if v.database is not None:
        problems.append(v.database)
    body: dict[str, object] = {
        "status": "ok" if not problems else "unhealthy",
        "problems": problems,
        "gateway": {
            "ready": v.ready,
            "latency_ms": round(v.latency_s * 1000, 1) if math.isfinite(v.latency_s) else None,
            "shards_connected": sorted(i for i, up in v.shards.items() if up),
        },
        "sweep": {"period_s": v.sweep_period_s, "last_run_at": v.sweep_last_at,
                  "seconds_since": None if late is None else round(late, 1),
                  "failures": v.sweep_failures, "wakes_at": v.sweep_wakes_at},
        "database": {"ok": v.database is None, "probe_ms": v.database_ms},
        "pool": dict(v.pool),
        "matches": dict(v.counts),
    }
    return (200 if not problems else 503), body
