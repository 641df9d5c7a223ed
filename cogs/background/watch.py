"""The outage watch's heartbeat (play.outages): every settings.watch_s seconds, so time during
which no move could be taken (the database out of reach, the bot away) is not charged to a
live clock. It anchors the process's clock when the bot starts (no earlier than the last time
it saw) and writes a last heartbeat when it stops."""

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

    async def cog_load(self) -> None:
        await self.watch.start(CLOCK.anchor)  # before anything reads the time
        self.heartbeat.change_interval(seconds=self.bot.settings.watch_s)
        self.heartbeat.start()

    async def cog_unload(self) -> None:
        self.heartbeat.cancel()
        with contextlib.suppress(Exception):  # the last time this process saw the database
            await self.watch.stop()
        CLOCK.release()

    @tasks.loop(seconds=5.0)  # settings.watch_s, set at load
    async def heartbeat(self) -> None:
        was_down = self.watch.down_since is not None
        try:
            await self.watch.beat()
        except Exception as e:  # never ends the loop: the next heartbeat tries again
            if not was_down:
                log.warning("the heartbeat failed (%s): live clocks stop being charged",
                            summary(e))


async def setup(bot: MandalaBot) -> None:
    await bot.add_cog(WatchCog(bot))
