"""`/games settings`: how this server hosts its matches (Manage Server only)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands

from play import settings as server_settings
from play.service import PlayError

if TYPE_CHECKING:
    from bot import MandalaBot

THREADS_ON = ("Each match is played in its own thread of the channel where it was challenged "
              "(I need **Create Public Threads** and **Send Messages in Threads** there).")
THREADS_OFF = "Each channel holds one match at a time, played in the channel itself."


def settings_group(bot: MandalaBot) -> app_commands.Group:
    group = app_commands.Group(name="games", description="Settings of the games in this server",
                               guild_only=True,
                               default_permissions=discord.Permissions(manage_guild=True))

    @group.command(name="settings", description="How matches are hosted in this server")
    @app_commands.describe(threads="on: each match in its own thread (the default); off: one "
                           "match per channel")
    async def settings(interaction: discord.Interaction,
                       threads: Literal["on", "off"] | None = None) -> None:
        perms = interaction.permissions
        if not (perms.manage_guild or perms.administrator):
            raise PlayError("Only members with the **Manage Server** permission can change "
                            "these settings.")
        guild_id = interaction.guild_id or 0
        if threads is not None:
            await server_settings.set_threads(bot.store, guild_id, threads == "on")
        on = await bot.store.threads_on(guild_id)
        said = "Saved. " if threads is not None else ""
        await interaction.response.send_message(
            f"{said}Threads **{'on' if on else 'off'}**: {THREADS_ON if on else THREADS_OFF}",
            ephemeral=True, allowed_mentions=discord.AllowedMentions.none())

    return group
