"""The private controls for a Mandala turn: choose a move, then the count, then confirm.

Stateless: each select and button carries match id, state version and what was chosen so far
in its custom_id, so a menu keeps working across restarts and refuses a stale table.
Only moves in `legal_actions()` are offered; the engine still checks the final one.
"""

from __future__ import annotations

from typing import Any

import discord

from cogs.common import FromCustomId, guarded
from cogs.components import EMOJI, DoButton
from engine.mandala.vocab import BY_LETTER, Discard, PlayField, PlayMountain
from play.service import PlayError

KIND_PLACEHOLDER = {
    "M": "Play 1 card to a mountain (then draw)…",
    "F": "Play cards to your field…",
    "D": "Discard cards of one colour (then draw)…",
}


def _choices(game: Any) -> dict[str, dict[str, tuple[str, int]]]:
    """kind -> value -> (label, most cards allowed), from the legal actions."""
    out: dict[str, dict[str, tuple[str, int]]] = {"M": {}, "F": {}, "D": {}}
    for a in game.legal_actions():
        name = a.color.value
        if type(a) is PlayMountain:
            out["M"][f"M{a.mandala}{a.color.letter}"] = (f"{name.title()} → mountain "
                                                          f"{a.mandala + 1}", 1)
        elif type(a) is PlayField:
            key = f"F{a.mandala}{a.color.letter}"
            most = max(a.count, out["F"].get(key, ("", 0))[1])
            out["F"][key] = (f"{name.title()} → your field at mandala {a.mandala + 1}", most)
        elif type(a) is Discard:
            key = f"D{a.color.letter}"
            most = max(a.count, out["D"].get(key, ("", 0))[1])
            out["D"][key] = (f"Discard {name}", most)
    return out


class MenuSelect(FromCustomId, discord.ui.DynamicItem[discord.ui.Select],
                 template=r"mandala:menu:(?P<mid>\d+):(?P<ver>\d+):(?P<kind>[MFD])"):
    def __init__(self, mid: int, ver: int, kind: str,
                 options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"mandala:menu:{mid}:{ver}:{kind}",
            placeholder=KIND_PLACEHOLDER[kind],
            options=options or [discord.SelectOption(label="-", value="-")],
        ))
        self.mid, self.ver, self.kind = mid, ver, kind

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot: Any = interaction.client
        match, game, _ = await bot.service.my_turn(self.mid, interaction.user.id, self.ver)
        value = self.item.values[0]
        label, most = _choices(game)[self.kind].get(value, ("", 0))
        if not most:
            raise PlayError("That move isn't available any more.")
        color = BY_LETTER[value[-1]]
        view = discord.ui.View(timeout=None)
        emoji = EMOJI[color.value]
        if self.kind == "M":
            text = f"Play **{color.value}** to mountain {int(value[1]) + 1}, then draw?"
            view.add_item(DoButton(self.mid, self.ver, value, label="Confirm", emoji=emoji))
        else:
            verb = "Play" if self.kind == "F" else "Discard"
            where = f" to your field at mandala {int(value[1]) + 1}" if self.kind == "F" else ""
            text = (f"{verb} how many **{color.value}** cards{where}? Press a number to confirm."
                    if most > 1 else f"{verb} your **{color.value}** card{where}? Confirm below.")
            for n in range(1, most + 1):
                view.add_item(DoButton(self.mid, self.ver, f"{value}{n}", label=f"{verb} {n}",
                                       emoji=emoji))
        view.add_item(BackButton(self.mid, self.ver))
        await interaction.response.edit_message(content=text, view=view)


class BackButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                 template=r"mandala:back:(?P<mid>\d+):(?P<ver>\d+)"):
    def __init__(self, mid: int, ver: int) -> None:
        super().__init__(discord.ui.Button(label="Back", style=discord.ButtonStyle.secondary,
                                           custom_id=f"mandala:back:{mid}:{ver}"))
        self.mid, self.ver = mid, ver

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot: Any = interaction.client
        match, game, seat = await bot.service.my_turn(self.mid, interaction.user.id, self.ver)
        await interaction.response.edit_message(
            content="Your turn: choose a move below, then confirm.",
            view=menu_view(match, game, seat),
        )


def menu_view(match: Any, game: Any, seat: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for kind, choices in _choices(game).items():
        if not choices:
            continue
        options = [
            discord.SelectOption(
                label=label, value=value, emoji=EMOJI[BY_LETTER[value[-1]].value],
                description=None if kind == "M" else f"up to {most} card{'s' * (most > 1)}",
            )
            for value, (label, most) in choices.items()
        ][:25]
        view.add_item(MenuSelect(match.id, match.version, kind, options))
    return view


DYNAMIC_ITEMS = (MenuSelect, BackButton)
