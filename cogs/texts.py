"""Player-facing texts shared by every game: the rules embed (`/<game> rules`, Rules button),
a win/loss record and a date."""

from __future__ import annotations

from datetime import UTC, datetime

import discord

from cogs.gameui import ui_for
from engine.api import View
from engine.narration import counted
from store import Standing


def record(s: Standing) -> str:
    """"1 win · 2 losses · 0 draws"."""
    return (f"{counted(s.wins, 'win')} · {counted(s.losses, 'loss', 'losses')} · "
            f"{counted(s.draws, 'draw')}")


def day(timestamp: float) -> str:
    """"3 Dec 2026" (UTC): the same for every reader, with no day/month order to guess."""
    d = datetime.fromtimestamp(timestamp, UTC)
    return f"{d.day} {d:%b %Y}"


def rules_embed(kind: str, view: View | None = None) -> discord.Embed:
    """The rules of `kind`; with a match's public view, its options as well."""
    ui = ui_for(kind)
    embed = discord.Embed(title=f"{ui.title}: the rules in short",
                          colour=discord.Colour.dark_teal(), description=ui.tagline)
    for name, value in ui.rules(view):
        embed.add_field(name=name, value=value, inline=False)
    return embed
