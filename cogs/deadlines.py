"""The one sweep that keeps every game's deadlines: challenge expiry, turn reminders, timeouts.
All deadlines live in the database, so a restart neither resets nor loses them."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import TYPE_CHECKING

import discord
from discord.ext import commands, tasks

from cogs import tables
from cogs.challenges import expire_challenge
from cogs.common import jump_link, now
from cogs.gameui import ui_for
from play.service import load_game
from store import Match

if TYPE_CHECKING:
    from bot import MandalaBot

log = logging.getLogger("mandala.deadlines")


class DeadlinesCog(commands.Cog):
    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.sweep.change_interval(seconds=self.bot.settings.sweep_s)
        self.sweep.start()

    async def cog_unload(self) -> None:
        self.sweep.cancel()

    @tasks.loop(seconds=60)
    async def sweep(self) -> None:
        """Expire challenges, time out the idle, remind the slow."""
        t = now()
        store = self.bot.store
        for ch in await store.expired_challenges(t):
            await self._guard(expire_challenge(self.bot, ch), f"challenge {ch.id}")
        for match in await store.due_forfeits(t):
            await self._guard(self._time_out(match, t), f"timeout of match {match.id}")
        for match in await store.due_reminders(t):
            await self._guard(self._remind(match), f"reminder for match {match.id}")

    @sweep.before_loop
    async def _before_sweep(self) -> None:
        await self.bot.wait_until_ready()

    async def _guard(self, coro: Awaitable[None], what: str) -> None:
        try:
            await coro
        except Exception:  # one broken channel must not stop the others' deadlines
            log.exception("sweep: %s failed", what)

    async def _time_out(self, match: Match, t: float) -> None:
        seat = load_game(match).to_move
        if seat is None:
            return
        games = self.bot.get_cog("GamesCog")
        if await self._channel_gone(match.channel_id):  # nobody could play: no rated loss
            await games.end_orphan(match.channel_id)  # type: ignore[union-attr]
            return
        step = await self.bot.service.resign(match.id, seat, t, outcome="timeout",
                                             version=match.version)
        await games.flow.publish(step, last=tables.left_line(step) or "",  # type: ignore[union-attr]
                                 force_new=True)

    async def _channel_gone(self, channel_id: int) -> bool:
        if self.bot.get_channel(channel_id) is not None:
            return False
        try:
            await self.bot.fetch_channel(channel_id)
        except discord.NotFound:
            return True
        except discord.HTTPException:
            return False  # can't tell now; the next sweep tries again
        return False

    async def _remind(self, match: Match) -> None:
        if not await self.bot.store.mark_reminded(match.id, match.version):
            return
        game = load_game(match)
        channel = self.bot.get_channel(match.channel_id)
        if not isinstance(channel, discord.abc.Messageable) or game.to_move is None:
            return
        uid = match.players[game.to_move]
        url = jump_link(match.guild_id, match.channel_id, match.table_message_id)
        link = f" {url}" if url else ""
        await channel.send(
            f"⏰ <@{uid}>, it's still your move in {ui_for(match.kind).title} match "
            f"#{match.id}.{link}\nIf you don't play by <t:{int(match.forfeit_at or 0)}:f>, "
            "you forfeit.",
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False,
                                                     users=[discord.Object(uid)]),
        )


async def setup(bot: MandalaBot) -> None:
    await bot.add_cog(DeadlinesCog(bot))
