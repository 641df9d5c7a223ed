"""`/games mine`'s buttons: "My matches" under every turn notice (it opens the member's list,
whoever presses: each sees their own) and, under the list, one button per match opening the
member's panel for it (the table's "Show my hand", g:hand, with the match on its label)."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cogs.controls.control import Control, custom_id
from cogs.controls.match import HandButton
from i18n import DEFAULT, t
from play.mine import MyMatch
from present.gameui import ui_for


class MineButton(Control, template=r"g:mine"):
    def __init__(self, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "mine.button"), emoji="📋",
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "mine")))


def notice_view(lang: str = DEFAULT) -> discord.ui.View:
    """Under a turn notice: the "My matches" button."""
    view = discord.ui.View(timeout=None)
    view.add_item(MineButton(lang))
    return view


def mine_view(entries: Sequence[MyMatch], lang: str = DEFAULT) -> discord.ui.View | None:
    """One panel button per listed match (at most 25, Discord's limit), the member's turns
    highlighted; None for an empty list."""
    if not entries:
        return None
    view = discord.ui.View(timeout=None)
    for entry in entries[:25]:
        button = HandButton(entry.match_id, lang)
        button.item.label = t(lang, "mine.open", id=entry.match_id,
                              title=ui_for(entry.kind).title)
        if not entry.my_turn:
            button.item.style = discord.ButtonStyle.secondary
        view.add_item(button)
    return view
