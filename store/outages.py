"""Spans of time during which no move could be taken (the database was out of reach, or no
process of the bot ran), kept across restarts in `kept_values`, and each process's heartbeat:
the last time it saw the database answer. A live clock is not charged for an outage
(play.outages credits it); the spans are read back whole, so crediting twice gives the same.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .kept import Kept

OUTAGE = "outage:"  # the kept names of the spans: "outage:<from>:<scope>"
SEEN = "clock:seen"  # a process's heartbeat (per scope: several processes share a database)
STOPPED = "stopped"  # a heartbeat's mark when its process stopped right after it
KEPT_FOR = 2 * 86_400.0  # seconds a span is kept after its end: no live turn lasts that long


@dataclass(frozen=True)
class Outage:
    """From `start` to `end` no move could be taken; `scope` None: anywhere (the database was
    down), else the shards of the one process that was down ("count:ids", see Shards)."""

    start: float
    end: float
    scope: str | None = None


class Outages:
    """The outage spans and heartbeats (`store.outages`), kept as named values."""

    def __init__(self, kept: Kept) -> None:
        self.kept = kept

    async def add(self, outage: Outage) -> None:
        """Keep the span (the same span kept twice is kept once) and forget those long over."""
        await self.kept.keep(_name(outage), json.dumps([outage.start, outage.end, outage.scope]))
        await self.kept.forget([_name(o) for o in await self.all()
                                if o.end < outage.end - KEPT_FOR])

    async def all(self) -> list[Outage]:
        """Every span kept, earliest first."""
        spans = []
        for value in await self.kept.starting_with(OUTAGE):
            start, end, scope = json.loads(value)
            spans.append(Outage(float(start), float(end), scope))
        return sorted(spans, key=lambda o: (o.start, o.end))

    async def last_seen(self, scope: str | None) -> tuple[float, bool] | None:
        """When the process of `scope` last saw the database answer, and whether it was
        stopping then (it saw nothing after); None: never."""
        value = await self.kept.read(seen_name(scope))
        if value is None:
            return None
        at, _, how = value.partition(" ")
        return float(at), how == STOPPED

    async def keep_seen(self, scope: str | None, at: float, *, stopping: bool = False) -> None:
        await self.kept.keep(seen_name(scope), repr(at) + (f" {STOPPED}" if stopping else ""))


def _name(outage: Outage) -> str:
    return f"{OUTAGE}{outage.start!r}:{outage.scope or ''}"


def seen_name(scope: str | None) -> str:
    return SEEN if scope is None else f"{SEEN}:{scope}"
