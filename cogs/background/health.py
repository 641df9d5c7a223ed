"""`/health` on 127.0.0.1:HEALTH_PORT (aiohttp, which discord.py already brings): the gateway,
the shards this process holds, the deadline sweep, the database, the AI pool and the match
counts as JSON; 503 when the gateway is down, the sweep is stalled, or the database does not
answer within a bound or fails a write (see play.health and play.probe). It answers within
the bound whatever the database does."""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING

from aiohttp import web
from discord.ext import commands

from cogs.background.deadlines import DeadlinesCog
from cogs.kit.common import loaded, now
from play.health import Vitals, verdict
from play.probe import DatabaseProbe

if TYPE_CHECKING:
    from bot import MandalaBot

log = logging.getLogger("mandala.health")
HOST = "127.0.0.1"  # loopback only: a monitor on the same host (or a container's healthcheck)


class HealthCog(commands.Cog):
    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot
        self._runner: web.AppRunner | None = None
        self.port: int | None = None  # the bound port (HEALTH_PORT, or the one picked for 0)
        self.probe = DatabaseProbe(bot.store, bot.held_shards)

    async def cog_load(self) -> None:
        if self.bot.settings.health_port is None:
            return
        app = web.Application()
        app.router.add_get("/health", self._health)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, HOST, self.bot.settings.health_port)
        await site.start()
        server = site._server
        sockets = getattr(server, "sockets", None) or ()
        self.port = sockets[0].getsockname()[1] if sockets else self.bot.settings.health_port
        log.info("health endpoint on http://%s:%s/health", HOST, self.port)

    async def cog_unload(self) -> None:
        self.probe.stop()
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()

    async def vitals(self) -> Vitals:
        bot = self.bot
        deadlines = loaded(bot, DeadlinesCog)
        latency = bot.latency
        shards = {sid: not info.is_closed() for sid, info in bot.shards.items()}
        database = await self.probe.check(now())  # bounded: a hung database is a 503, not a hang
        return Vitals(
            now=now(),
            ready=bot.is_ready() and not bot.is_closed(),
            latency_s=latency if isinstance(latency, float) else math.inf,
            shards=shards,
            sweep_period_s=float(bot.settings.sweep_s),
            sweep_since=deadlines.started_at if deadlines is not None else None,
            sweep_last_at=deadlines.last_sweep_at if deadlines is not None else None,
            sweep_failures=deadlines.supervisor.failures if deadlines is not None else 0,
            sweep_wakes_at=deadlines.alarm.wakes_at if deadlines is not None else None,
            pool=bot.pool_state(),
            counts=database.counts,
            database=database.problem,
            database_ms=database.probe_ms,
        )

    async def _health(self, request: web.Request) -> web.Response:
        status, body = verdict(await self.vitals())
        return web.json_response(body, status=status)


async def setup(bot: MandalaBot) -> None:
    await bot.add_cog(HealthCog(bot))
