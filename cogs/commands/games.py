"""The games cog: one command group per game (built in cogs.commands.game_commands), the settings
group, what a deleted or archived match place does to its match, and the standings' embeds
(worded in present.standings)."""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Awaitable, Mapping
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.commands import server_settings
from cogs.commands.game_commands import GameCommands
from cogs.commands.member_commands import add_member_commands
from cogs.commands.signatures import LEVELS
from cogs.controls.components import DYNAMIC_ITEMS, ours
from cogs.controls.control import refuse_forged
from cogs.handlers.flow import Flow
from cogs.kit.common import now, report_error
from cogs.kit.embeds import to_embed
from cogs.kit.hub import Hub
from cogs.kit.language import server_lang
from cogs.kit.names import embed_names
from engine.games import kind as game_kind
from i18n import DEFAULT, t
from play.errors import PlayError
from play.level_strength import strength
from present import standings
from present.gameui import UIS
from present.rating_chart import rating_chart
from store import LogCode, rating_kind

CHART_FILE = "rating.png"

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot

log = logging.getLogger("mandala.cog")


class GamesCog(commands.Cog):
    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot
        self.flow = Flow(bot)
        members = server_settings.settings_group(bot)
        add_member_commands(members, bot, self.flow.mine)  # /games mine, /games me
        self.groups = [*(GameCommands(self, ui).group for ui in UIS.values()), members]

    @property
    def hub(self) -> Hub:
        """Each control's handler: the controls find it here while this cog is loaded."""
        return self.flow.hub

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        # each part runs whatever the one before met: a database busy for a moment at the
        # thread check must not leave a stored move unshown or a bot's turn unplayed
        await self.at_start(self.find_threads(), "looking for the threads of live matches")
        await self.at_start(self.show_owed(), "showing what is owed")
        # a restart resumes every bot whose turn it is
        await self.at_start(self.flow.pipeline.bots.resume(), "resuming the bots")

    async def at_start(self, work: Awaitable[None], what: str) -> None:
        """Run one part of the start; the database out of reach makes the owed publications
        be tried again once it answers, anything else is logged (not a reason to skip the
        rest)."""
        try:
            await work
        except Exception as e:
            if not self.bot.store.unreachable(e):
                self.flow.pipeline.supervisor.failed(f"the start: {what}", e)
                return
            log.warning("the start: %s: the database is out of reach (%s); showing what is"
                        " owed once it answers", what, type(e).__name__)
            self.flow.owed.outage()

    async def show_owed(self) -> None:
        """What a crash left between a commit and its table (the table, the turn notice, the
        bot's next move) is shown now, once (cogs.output.owed); with the database out of reach, it
        is tried again within seconds (at_start does that when the read itself fails)."""
        if not await self.flow.pipeline.owed.settle_all():
            self.flow.owed.outage()

    @commands.Cog.listener()
    async def on_interaction(self, interaction: Interaction) -> None:
        """A click on a "g:" custom_id that no control of ours reads (a forged field, or a
        control this version no longer has) would go unanswered: it is refused quietly."""
        if interaction.type != discord.InteractionType.component:
            return
        data: Mapping[str, object] = interaction.data or {}
        cid = str(data.get("custom_id", ""))
        if cid.startswith("g:") and not ours(cid):
            await refuse_forged(interaction)

    async def find_threads(self) -> None:
        """After a restart, every live match's thread is looked for: one deleted or archived
        while the bot was away ends its match as it would have then."""
        for match in await self.bot.store.matches.live_in_threads(self.bot.held_shards):
            thread = self.bot.get_channel(match.place_id)
            try:
                if thread is None:
                    thread = await self.bot.fetch_channel(match.place_id)
            except discord.NotFound:  # one that fails (busy) does not keep the others
                await self.at_start(self.end_orphan(match.place_id), f"ending match {match.id}")
                continue
            except discord.HTTPException:
                continue  # can't tell now: its next move or the sweep will
            if isinstance(thread, discord.Thread) and thread.archived:
                await self.at_start(self.end_orphan(match.place_id, "archived"),
                                    f"ending match {match.id}")

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A match whose channel is gone ends unrated: nobody can play or see it."""
        await self.end_orphan(channel.id)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.end_orphan(payload.thread_id)

    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        """A moderator archiving a match's thread ends the match as deleting it would (ours
        archives only after the match ended; Discord's own, after a week without a word)."""
        if payload.data.get("thread_metadata", {}).get("archived"):
            await self.end_orphan(payload.thread_id, "archived")

    async def end_orphan(self, channel_id: int, how: str = "deleted") -> None:
        """The match played in this channel or thread ends unrated; a thread's channel is told."""
        match = await self.bot.store.matches.live_in_channel(channel_id)
        if match is None:
            return
        try:
            step = await self.bot.service.cancel(match.id, now(), action=LogCode.ABANDON)
        except PlayError:  # it ended meanwhile
            return
        self.flow.pipeline.panels.forget(step.match.id)
        self.flow.pipeline.pacing.forget(step.match.id)  # a bots' step held back has nowhere to go
        # nowhere to show it: a start need not try (should this fail, the start finds it gone)
        await self.flow.pipeline.supervisor.guard(
            self.flow.pipeline.owed.paid(step.match.id, step.match.version),
            f"match {step.match.id}: counting it shown")
        log.info("match %s ended unrated: its place %s was %s", match.id, channel_id, how)
        parent = self.bot.get_channel(match.channel_id)
        if match.thread_id is not None and isinstance(parent, discord.abc.Messageable):
            title = game_kind(match.kind).title
            lang = await server_lang(self.bot, match.guild_id)
            with contextlib.suppress(discord.HTTPException):
                await parent.send(t(lang, f"games.orphan.{how}", title=title, id=match.id),
                                  allowed_mentions=discord.AllowedMentions.none())

    async def cog_load(self) -> None:
        for group in self.groups:
            self.bot.tree.add_command(group, override=True)

    async def cog_unload(self) -> None:
        for group in self.groups:
            self.bot.tree.remove_command(group.name)
        self.flow.pipeline.bots.cancel()
        self.flow.pipeline.owed.cancel()
        self.flow.pipeline.pacing.cancel()

    # ---- standings ----------------------------------------------------------------------------

    async def leaderboard_embed(self, guild_id: int, kind: str, title: str,
                                lang: str = DEFAULT, everyone: bool = False) -> discord.Embed:
        """Established players (or `everyone` who played, provisional ratings marked)."""
        store = self.bot.store
        rows = await store.results.leaderboard(guild_id, kind, limit=10, provisional=everyone)
        others = not rows and not everyone and bool(
            await store.results.leaderboard(guild_id, kind, limit=1, provisional=True))
        names = await embed_names(self.bot, guild_id, [r.user_id for r in rows], lang)
        return to_embed(standings.leaderboard(rows, kind, title, lang, names,
                                              everyone=everyone, others=others))

    async def bot_stats_embed(self, guild_id: int, kind: str, title: str,
                              lang: str = DEFAULT) -> discord.Embed:
        """Each level's approximate strength on the members' scale (play.level_strength)."""
        levels = [(level, strength(kind, level)) for level in LEVELS]
        return to_embed(standings.bot_stats(levels, kind, title, lang))

    async def stats_chart(self, guild_id: int, kind: str, title: str,
                          who: discord.abc.User, lang: str = DEFAULT) -> discord.File | None:
        """The member's rating chart over their rated games here (None before the first)."""
        history = await self.bot.store.results.rating_history(guild_id, kind, who.id)
        png = await asyncio.to_thread(rating_chart, history, title, who.display_name, lang)
        return None if png is None else discord.File(io.BytesIO(png), filename=CHART_FILE)

    async def stats_embed(self, guild_id: int, kind: str, title: str,
                          who: discord.abc.User, lang: str = DEFAULT) -> discord.Embed:
        s = await self.bot.store.results.standing(guild_id, kind, who.id)
        vs_bot = await self.bot.store.results.standing(guild_id, rating_kind(kind, True), who.id)
        rank = (await self.bot.store.results.rank_of(guild_id, kind, who.id)
                if s is not None and s.games else None)
        return to_embed(standings.member_stats(title, who.display_name, who.mention, s, vs_bot,
                                               rank, lang))


async def on_app_command_error(interaction: Interaction,
                               error: app_commands.AppCommandError) -> None:
    await report_error(interaction, error)


async def setup(bot: MandalaBot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    bot.tree.error(on_app_command_error)
    await bot.add_cog(GamesCog(bot))
