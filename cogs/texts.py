"""Player-facing texts shared by every game: the rules embed (`/<game> rules`, Rules button)."""

from __future__ import annotations

from collections.abc import Mapping

import discord

from cogs.gameui import ui_for


def rules_embed(kind: str, options: Mapping[str, str] | None = None) -> discord.Embed:
    ui = ui_for(kind)
    embed = discord.Embed(title=f"{ui.title}: the rules in short",
                          colour=discord.Colour.dark_teal(), description=ui.tagline)
    for name, value in ui.rules(options or {}):
        embed.add_field(name=name, value=value, inline=False)
    return embed
