"""/mandala commands and the sweep that keeps deadlines (challenges, reminders, timeouts)."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

from cogs import components, mandala_menu, tables
from cogs.challenges import send_challenge
from cogs.common import now, report_error
from cogs.texts import rules_embed
from play.service import PlayError, Step, load_game, seat_of
from store import Match

log = logging.getLogger("mandala.cog")
KIND = "mandala"
SWEEP_SECONDS = 60


class MandalaCog(commands.Cog):
    mandala = app_commands.Group(name="mandala", description="Play Mandala, the card game",
                                 guild_only=True)

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.sweep.change_interval(seconds=self.bot.settings.sweep_s)
        self.sweep.start()

    async def cog_unload(self) -> None:
        self.sweep.cancel()

    async def _live_here(self, interaction: discord.Interaction) -> Match:
        match = await self.bot.store.live_match_in_channel(interaction.channel_id)
        if match is None:
            raise PlayError("There is no Mandala match in progress in this channel. "
                            "Start one with `/mandala challenge`.")
        return match

    @mandala.command(name="challenge", description="Challenge a member to a game of Mandala")
    @app_commands.describe(opponent="The member you want to play")
    async def challenge(self, interaction: discord.Interaction, opponent: discord.Member) -> None:
        await send_challenge(interaction, KIND, [opponent])

    @mandala.command(name="hand", description="See your hand privately and play your turn")
    async def hand(self, interaction: discord.Interaction) -> None:
        match = await self._live_here(interaction)
        if seat_of(match, interaction.user.id) is None:
            raise PlayError("You are not in this match.")
        await components.show_hand(interaction, match.id)

    @mandala.command(name="table", description="Post the table of this channel's match again")
    async def table(self, interaction: discord.Interaction) -> None:
        match = await self._live_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        step = Step(match, load_game(match), None, [])
        await tables.publish(self.bot, step, last="", force_new=True)
        await interaction.followup.send("Table reposted below.", ephemeral=True)

    @mandala.command(name="forfeit", description="Resign from your match in this channel")
    async def forfeit(self, interaction: discord.Interaction) -> None:
        match = await self._live_here(interaction)
        if seat_of(match, interaction.user.id) is None:
            raise PlayError("You are not in this match.")
        view = discord.ui.View(timeout=None)
        view.add_item(components.ResignButton(match.id, match.version))
        view.add_item(components.KeepPlayingButton(match.id))
        await interaction.response.send_message(
            "Forfeit this match? It counts as a loss for you.", view=view, ephemeral=True)

    @mandala.command(name="rules", description="The rules of Mandala in short")
    async def rules(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(embed=rules_embed(KIND), ephemeral=True)

    @mandala.command(name="cancel", description="Moderators: end this channel's match unrated")
    async def cancel(self, interaction: discord.Interaction) -> None:
        perms = interaction.permissions
        if not (perms.manage_messages or perms.administrator):
            raise PlayError("Only members with the **Manage Messages** permission in this "
                            "channel can cancel a match.")
        match = await self._live_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        step = await self.bot.service.cancel(match.id, now())
        await tables.publish(self.bot, step,
                             last=f"{interaction.user.mention} cancelled this match.")
        await interaction.followup.send(f"Match #{match.id} cancelled; no rating changed.",
                                        ephemeral=True)

    @mandala.command(name="leaderboard", description="This server's Mandala ranking")
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        rows = await self.bot.store.leaderboard(interaction.guild_id, KIND, limit=10)
        embed = discord.Embed(title="Mandala leaderboard", colour=discord.Colour.gold())
        if not rows:
            embed.description = "No rated games yet. Start one with `/mandala challenge`!"
        else:
            medals = ["🥇", "🥈", "🥉"]
            embed.description = "\n".join(
                f"{medals[i] if i < 3 else f'`{i + 1:>2}.`'} <@{r.user_id}> · "
                f"**{r.ordinal:.1f}** · {r.wins}W {r.losses}L {r.draws}D ({r.games} games)"
                for i, r in enumerate(rows)
            )
            embed.set_footer(text="Rating: OpenSkill (mu − 3·sigma); it grows with wins and "
                                  "with certainty.")
        await interaction.response.send_message(embed=embed)

    @mandala.command(name="stats", description="Rating and record of a member (you by default)")
    @app_commands.describe(member="Whose stats to show")
    async def stats(self, interaction: discord.Interaction,
                    member: discord.Member | None = None) -> None:
        who = member or interaction.user
        s = await self.bot.store.standing(interaction.guild_id, KIND, who.id)
        embed = discord.Embed(title=f"Mandala stats: {who.display_name}",
                              colour=discord.Colour.blurple())
        if s is None or not s.games:
            embed.description = f"{who.mention} has no rated Mandala game in this server yet."
        else:
            rank = await self.bot.store.rank_of(interaction.guild_id, KIND, who.id)
            embed.add_field(name="Rating", value=f"{s.ordinal:.1f} (μ {s.mu:.1f}, σ {s.sigma:.1f})")
            embed.add_field(name="Rank", value=f"#{rank}" if rank else "–")
            embed.add_field(name="Games", value=str(s.games))
            embed.add_field(name="Record", value=f"{s.wins} wins · {s.losses} losses · "
                                                 f"{s.draws} draws")
            embed.add_field(name="Win rate", value=f"{100 * s.wins / s.games:.0f}%")
        await interaction.response.send_message(embed=embed)

    # ---- deadlines ------------------------------------------------------------------------

    @tasks.loop(seconds=SWEEP_SECONDS)
    async def sweep(self) -> None:
        """Expire challenges, forfeit the idle, remind the slow: all from database deadlines,
        so a restart neither resets nor loses them."""
        t = now()
        store = self.bot.store
        for ch in await store.expired_challenges(t):
            await self._guard(components.expire_challenge(self.bot, ch), f"challenge {ch.id}")
        for match in await store.due_forfeits(t):
            await self._guard(self._time_out(match, t), f"timeout of match {match.id}")
        for match in await store.due_reminders(t):
            await self._guard(self._remind(match), f"reminder for match {match.id}")

    @sweep.before_loop
    async def _before_sweep(self) -> None:
        await self.bot.wait_until_ready()

    async def _guard(self, coro: Any, what: str) -> None:
        try:
            await coro
        except Exception:  # one broken channel must not stop the others' deadlines
            log.exception("sweep: %s failed", what)

    async def _time_out(self, match: Match, t: float) -> None:
        seat = load_game(match).to_move
        if seat is None:
            return
        step = await self.bot.service.resign(match.id, seat, t, outcome="timeout",
                                             version=match.version)
        await tables.publish(self.bot, step, last="", force_new=True)

    async def _remind(self, match: Match) -> None:
        if not await self.bot.store.mark_reminded(match.id, match.version):
            return
        game = load_game(match)
        channel = self.bot.get_channel(match.channel_id)
        if channel is None or game.to_move is None:
            return
        uid = match.players[game.to_move]
        link = (f" https://discord.com/channels/{match.guild_id}/{match.channel_id}/"
                f"{match.table_message_id}" if match.table_message_id else "")
        await channel.send(
            f"⏰ <@{uid}>, it's still your move in Mandala match #{match.id}.{link}\n"
            f"If you don't play by <t:{int(match.forfeit_at or 0)}:f>, you forfeit.",
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(uid)]),
        )


async def on_app_command_error(interaction: discord.Interaction,
                               error: app_commands.AppCommandError) -> None:
    await report_error(interaction, error)


async def setup(bot: Any) -> None:
    bot.add_dynamic_items(*components.DYNAMIC_ITEMS, *mandala_menu.DYNAMIC_ITEMS)
    bot.tree.on_error = on_app_command_error
    await bot.add_cog(MandalaCog(bot))

