"""Player-facing texts shared by every game: the rules embed (`/<game> rules`, Rules button)."""

from __future__ import annotations

import discord

from cogs.gameui import ui_for
from engine.api import View


def rules_embed(kind: str, view: View | None = None) -> discord.Embed:
    """The rules of `kind`; with a match's public view, its options as well."""
    ui = ui_for(kind)
    embed = discord.Embed(title=f"{ui.title}: the rules in short",
                          colour=discord.Colour.dark_teal(), description=ui.tagline)
    for name, value in ui.rules(view):
        embed.add_field(name=name, value=value, inline=False)
    return embed
