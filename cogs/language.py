"""Which language a message is written in: a private answer in the interacting user's client
language, a public message or picture in the server's (its `/games settings language`, else
Discord's server locale)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

import i18n

if TYPE_CHECKING:
    from bot import MandalaBot
    from store import MatchStore


def private_lang(interaction: discord.Interaction) -> str:
    """The catalogue for an ephemeral answer to `interaction`."""
    return i18n.language(interaction.locale)


async def public_lang(store: MatchStore, guild_id: int,
                      guild_locale: discord.Locale | str | None = None) -> str:
    """The catalogue for the server's public messages: its chosen language overrides
    Discord's `guild_locale`."""
    chosen = await store.language(guild_id) if guild_id else None
    return i18n.language(chosen or guild_locale)


async def server_lang(bot: MandalaBot, guild_id: int) -> str:
    """`public_lang` for a message of the server's, with Discord's server locale read from the
    cached guild: also right outside any interaction (a bot's move, a sweep's reminder)."""
    guild = bot.get_guild(guild_id) if guild_id else None
    return await public_lang(bot.store, guild_id, guild.preferred_locale if guild else None)
