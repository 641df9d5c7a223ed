"""Time during which no move could be taken is not charged to a live clock (lichess gives time
back when its server is at fault): a database out of reach, or no process of the bot running.

Each process writes a heartbeat every few seconds (settings.watch_s). A heartbeat that fails
starts an outage at the last one that passed; the first to pass again ends it, and the span is
kept in the database (store.outages), so a restart or another process reads it too. A process
that starts finds its previous heartbeat: the time since then that nobody of it saw (it was
down, or the system clock was stepped forward meanwhile) is a span too, for its own shards'
matches; it begins at the last heartbeat of a process that stopped, one heartbeat after that of
one that died (it may have seen that long), so a turn's charge is at most what the processes
saw (plus that heartbeat), and a crash with an instant restart credits nothing.
Every live clock running through a span then ends later by the span's length: its forfeit_at
is computed again from the turn's stored start and clock and every span since (play.clock), so
crediting twice, or by two processes, gives the same.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from play import clock
from play.step import load_game
from store import Shards, Store
from store.outages import Outage

log = logging.getLogger("mandala.outages")

WATCH_S = 5.0  # seconds between heartbeats: an outage is credited from at most this early
GAP_S = 1.0  # unseen time shorter than this at a start is not kept
EPS = 1e-6  # seconds: a clock end this close is where the credit puts it already


def scope_of(shards: Shards | None) -> str | None:
    """The kept name of the shards one process holds (None: every guild)."""
    if shards is None or shards.everything:
        return None
    return f"{shards.count}:{','.join(map(str, shards.ids))}"


def applies(outage: Outage, guild_id: int) -> bool:
    """Whether a match in `guild_id` could not be played during the span."""
    if outage.scope is None:
        return True
    count, ids = outage.scope.split(":")
    return Shards(int(count), tuple(int(i) for i in ids.split(","))).holds(guild_id)


class OutageWatch:
    """One process's heartbeat, the outage it is in (if any), and the crediting of spans to
    the live clocks of its shards' matches."""

    def __init__(self, store: Store, now: Callable[[], float], shards: Shards | None,
                 *, watch_s: float = WATCH_S) -> None:
        self.store = store
        self.now = now
        self.watch_s = watch_s
        self.shards = shards
        self.scope = scope_of(shards)
        self.last_ok: float | None = None  # the last heartbeat that passed
        self.down_since: float | None = None  # the outage under way (its start), if any
        self.owed = False  # a span kept whose credit has not been given yet
        self.spans = 0  # spans this process kept (what /health or a test may read)
        self.blind: float | None = None  # when it started, if the database did not answer then

    async def start(self, anchor: Callable[[float | None], float]) -> float:
        """At a process's start: the clock anchored no earlier than the last heartbeat, and
        the time since that heartbeat kept as unseen; the time now. A database that does not
        answer yet starts an outage now, and the first heartbeat that passes keeps both."""
        try:
            seen = await self.store.outages.last_seen(self.scope)
        except Exception as e:
            log.warning("the database did not answer at start (%s)", type(e).__name__)
            self.blind = t = anchor(None)
            self.down_since = t
            return t
        t = anchor(None if seen is None else seen[0])
        try:
            await self._away(seen, t)
        except Exception as e:
            log.warning("keeping the time the bot was away failed (%s)", type(e).__name__)
            self.blind = self.down_since = t
            return t
        self.last_ok = t
        return t

    async def _away(self, seen: tuple[float, bool] | None, t: float) -> None:
        """Keep the time from the previous process's last sight (`seen`) to this start at `t`:
        a process that stopped saw nothing after its last heartbeat; one that died may have
        seen up to the next one."""
        if seen is not None:
            away = seen[0] + (0.0 if seen[1] else self.watch_s)
            if t - away > GAP_S:
                await self._keep(Outage(away, t, self.scope))

    async def beat(self) -> None:
        """Write the heartbeat; end (keep and credit) an outage under way once it passes."""
        t = self.now()
        try:
            if self.blind is not None:  # started while the database did not answer
                await self._away(await self.store.outages.last_seen(self.scope), self.blind)
                self.blind = None
            await self.store.outages.keep_seen(self.scope, t)
        except Exception:
            if self.down_since is None:
                self.down_since = t if self.last_ok is None else self.last_ok
            raise
        if self.down_since is not None:
            await self._keep(Outage(self.down_since, t))
            self.down_since = None
        elif self.owed:
            await self.credit()
        self.last_ok = t

    async def stop(self) -> None:
        """The process stops: its last heartbeat, marked so (the time after it is unseen)."""
        await self.store.outages.keep_seen(self.scope, self.now(), stopping=True)

    async def catch_up(self) -> None:
        """Before the sweep times anyone out: an outage this process saw is kept and credited
        first (raises while the database is still out of reach)."""
        if self.down_since is not None or self.owed:
            await self.beat()

    async def _keep(self, outage: Outage) -> None:
        await self.store.outages.add(outage)
        self.spans += 1
        log.info("no move could be taken for %.1f s; live clocks are not charged for it",
                 outage.end - outage.start)
        self.owed = True
        await self.credit()

    async def credit(self) -> int:
        """Every live clock of this process's matches ends as late as the kept spans since
        its turn began make it (a clock already there is left alone); how many moved."""
        spans = await self.store.outages.all()
        moved = 0
        for match in await self.store.matches.live_clocked(self.shards):
            seat = load_game(match).to_move
            mine = [(o.start, o.end) for o in spans
                    if o.end > match.turn_started_at and applies(o, match.guild_id)]
            end = None if seat is None or not mine else clock.credited_end(match, seat, mine)
            if (end is not None and match.forfeit_at is not None and end > match.forfeit_at + EPS
                    and await self.store.matches.extend_forfeit(match.id, match.version, end)):
                moved += 1
        self.owed = False
        return moved
