"""Player-facing texts shared by every game: the rules embed (`/<game> rules`, Rules button),
a win/loss record and a date."""

from __future__ import annotations

from datetime import UTC, datetime

import discord

from engine.api import View
from i18n import DEFAULT, t, tn
from present.gameui import ui_for
from store import Standing


def record(s: Standing, lang: str = DEFAULT) -> str:
    """"1 win · 2 losses · 0 draws"."""
    return t(lang, "record", wins=tn(lang, "record.wins", s.wins),
             losses=tn(lang, "record.losses", s.losses), draws=tn(lang, "record.draws", s.draws))


def day(timestamp: float, lang: str = DEFAULT) -> str:
    """"3 Dec 2026" (UTC): the same for every reader, with no day/month order to guess."""
    d = datetime.fromtimestamp(timestamp, UTC)
    return t(lang, "day", d=d.day, month=t(lang, f"month.{d.month}"), y=d.year)


def rules_embed(kind: str, view: View | None = None, lang: str = DEFAULT) -> discord.Embed:
    """The rules of `kind` in `lang`; with a match's public view, its options as well."""
    ui = ui_for(kind)
    embed = discord.Embed(title=t(lang, "rules.title", title=ui.title),
                          colour=discord.Colour.dark_teal(), description=ui.tagline(lang))
    for name, value in ui.rules(view, lang):
        embed.add_field(name=name, value=value, inline=False)
    return embed
