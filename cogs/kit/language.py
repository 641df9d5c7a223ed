"""Which language a message is written in: a private answer in the interacting user's client
language, a public message or picture in the server's (its `/games settings language`, else
Discord's server locale)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

import i18n

if TYPE_CHECKING:
    from bot import MandalaBot


def private_lang(interaction: discord.Interaction) -> str:
    """The catalogue for an ephemeral answer to `interaction`."""
    return i18n.language(interaction.locale)


async def server_lang(bot: MandalaBot, guild_id: int,
                      guild_locale: discord.Locale | str | None = None) -> str:
    """The catalogue for the server's public messages: its chosen language (read once per
    server, `bot.languages`) overrides Discord's server locale, `guild_locale` or else read
    from the cached guild (kept up to date by Discord's guild updates, so a changed locale
    counts at once): also right outside any interaction (a bot's move, a sweep's reminder)."""
    chosen = await bot.languages.chosen(guild_id) if guild_id else None
    if chosen is None and guild_locale is None:
        guild = bot.get_guild(guild_id) if guild_id else None
        guild_locale = guild.preferred_locale if guild else None
    return i18n.language(chosen or guild_locale)
