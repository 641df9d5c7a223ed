"""The outage watch's heartbeat (play.outages), so time during which no move could be taken
(the database out of reach, the bot away) is not charged to a live clock. It beats every
settings.watch_s seconds while a live clock runs in this process's guilds (or the database
does not answer); with none it writes nothing but every settings.sweep_s, and beats at its next
tick once a deadline is written (a match may have started). It anchors the process's clock
when the bot starts (no earlier than the last time it saw) and writes a last heartbeat, marked,
when it stops."""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

from discord.ext import commands, tasks

from cogs.kit.common import CLOCK, now
from play.logsafe import summary
from play.outages import OutageWatch

if TYPE_CHECKING:
    from bot import MandalaBot

log = logging.getLogger("mandala.watch")


class WatchCog(commands.Cog):
    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot
        self.watch = OutageWatch(bot.store, now, bot.held_shards, watch_s=bot.settings.watch_s)
        self.beats = 0  # heartbeats written or tried (what idling saves)
        self._idle_until: float | None = None  # idle (no live clock) until then
        self._told = False  # a deadline was written since the last heartbeat

    async def cog_load(self) -> None:
        await self.watch.start(CLOCK.anchor)  # before anything reads the time
        self.bot.store.deadlines.listeners.append(self._deadline_written)
        self.heartbeat.change_interval(seconds=self.bot.settings.watch_s)
        self.heartbeat.start()

    async def cog_unload(self) -> None:
        self.heartbeat.cancel()
        self.bot.store.deadlines.listeners.remove(self._deadline_written)
        with contextlib.suppress(Exception):  # the last time this process saw the database
            await self.watch.stop()
        CLOCK.release()

    def _deadline_written(self, _at: float) -> None:
        self._told = True

    @tasks.loop(seconds=5.0)  # settings.watch_s, set at load
    async def heartbeat(self) -> None:
        t = now()
        if self._idle_until is not None and t < self._idle_until and not self._told:
            return
        self._told = False
        active = await self._beat()
        self._idle_until = None if active else t + self.bot.settings.sweep_s

    async def _beat(self) -> bool:
        """One heartbeat; whether to beat again at the next tick (a live clock runs, or the
        database did not answer). Never raises: the loop must outlive any failure."""
        self.beats += 1
        was_down = self.watch.down_since is not None
        try:
            await self.watch.beat()
            return await self.bot.store.matches.any_live_clock(self.bot.held_shards)
        except Exception as e:
            if not was_down:
                log.warning("the heartbeat failed (%s): the time from the last one on is not"
                            " charged to live clocks", summary(e))
            return True


async def setup(bot: MandalaBot) -> None:
    await bot.add_cog(WatchCog(bot))
