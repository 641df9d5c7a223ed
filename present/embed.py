"""An embed as plain data: what present/ builds for a standings or history answer, and the
cogs turn into a discord.Embed in one place (cogs.kit.embeds)."""

from __future__ import annotations

from dataclasses import dataclass

GOLD = 0xF1C40F  # discord.Colour.gold(): the leaderboard
BLURPLE = 0x5865F2  # discord.Colour.blurple(): a member's or the bot's standing, the history
DARK_TEAL = 0x11806A  # discord.Colour.dark_teal(): a match's move log


@dataclass(frozen=True)
class Field:
    name: str
    value: str
    inline: bool = True


@dataclass(frozen=True)
class EmbedData:
    title: str
    colour: int
    description: str | None = None
    fields: tuple[Field, ...] = ()
    footer: str | None = None

    def texts(self) -> list[str]:
        """Every text a reader sees, in order (what the language checks read)."""
        out = [self.title, self.description or ""]
        out += [f"{f.name} {f.value}" for f in self.fields]
        return [s for s in (*out, self.footer or "") if s]
