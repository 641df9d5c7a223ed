"""Player-facing texts shared by every game: the rules embed (`/<game> rules`, Rules button)
(a record and a date now live in present.standings)."""

from __future__ import annotations

import discord

from engine.api import View
from i18n import DEFAULT, t
from present.gameui import ui_for
from present.standings import day as day  # the cogs' words, kept where they were


def rules_embed(kind: str, view: View | None = None, lang: str = DEFAULT) -> discord.Embed:
    """The rules of `kind` in `lang`; with a match's public view, its options as well."""
    ui = ui_for(kind)
    embed = discord.Embed(title=t(lang, "rules.title", title=ui.title),
                          colour=discord.Colour.dark_teal(), description=ui.tagline(lang))
    for name, value in ui.rules(view, lang):
        embed.add_field(name=name, value=value, inline=False)
    return embed
