"""Which language a message is written in: a private answer in the interacting user's client
language, a public message or picture in the server's (its `/games settings language`, else
Discord's server locale)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

import i18n

if TYPE_CHECKING:
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

