"""present/'s embed data as a discord.Embed: the one place the standings and history answers
meet Discord."""

from __future__ import annotations

import discord

from present.embed import EmbedData


def to_embed(data: EmbedData) -> discord.Embed:
    embed = discord.Embed(title=data.title, colour=discord.Colour(data.colour),
                          description=data.description)
    for field in data.fields:
        embed.add_field(name=field.name, value=field.value, inline=field.inline)
    if data.footer is not None:
        embed.set_footer(text=data.footer)
    return embed
