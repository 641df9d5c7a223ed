"""Spans of time during which no move could be taken (the database was out of reach, or no
process of the bot ran), kept across restarts in `kept_values`, and each process's heartbeat:
the last time it saw the database answer. A live clock is not charged for an outage
(play.outages credits it); the spans are read back whole, so crediting twice gives the same.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .db import Database
from .kept import keep_value, read_value

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


async def add_outage(db: Database, outage: Outage) -> None:
    """Keep the span (the same span kept twice is kept once) and forget those long over."""
    name = f"{OUTAGE}{outage.start!r}:{outage.scope or ''}"
    await keep_value(db, name, json.dumps([outage.start, outage.end, outage.scope]))
    old = [o for o in await outages(db) if o.end < outage.end - KEPT_FOR]
    async with db.transaction() as conn:
        for o in old:
            await conn.execute("DELETE FROM kept_values WHERE name = ?",
                               (f"{OUTAGE}{o.start!r}:{o.scope or ''}",))


async def outages(db: Database) -> list[Outage]:
    """Every span kept, earliest first."""
    found = await db.fetchall("SELECT value FROM kept_values WHERE name LIKE ?", (OUTAGE + "%",))
    spans = []
    for row in found:
        start, end, scope = json.loads(str(row[0]))
        spans.append(Outage(float(start), float(end), scope))
    return sorted(spans, key=lambda o: (o.start, o.end))


async def last_seen(db: Database, scope: str | None) -> tuple[float, bool] | None:
    """When the process of `scope` last saw the database answer, and whether it was stopping
    then (it saw nothing after); None: never."""
    value = await read_value(db, seen_name(scope))
    if value is None:
        return None
    at, _, how = value.partition(" ")
    return float(at), how == STOPPED


async def keep_seen(db: Database, scope: str | None, at: float, *, stopping: bool = False
                    ) -> None:
    await keep_value(db, seen_name(scope), repr(at) + (f" {STOPPED}" if stopping else ""))


def seen_name(scope: str | None) -> str:
    return SEEN if scope is None else f"{SEEN}:{scope}"
