"""The buttons of a challenge (Accept, Decline) and of an open table (Join, Leave, Start)."""

from __future__ import annotations

import discord

from cogs.controls.control import Control, custom_id
from cogs.controls.match import RulesButton
from engine.games import kind as game_kind
from i18n import DEFAULT, t
from store import Challenge

# ---- challenges ---------------------------------------------------------------------------


class AcceptButton(Control, template=r"g:accept:(?P<cid>\d+)"):
    def __init__(self, cid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.accept"),
                                           style=discord.ButtonStyle.success,
                                           custom_id=custom_id("g", "accept", cid)))
        self.cid = cid


class DeclineButton(Control, template=r"g:decline:(?P<cid>\d+)"):
    def __init__(self, cid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.decline"),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "decline", cid)))
        self.cid = cid


def challenge_view(cid: int, lang: str = DEFAULT, kind: str | None = None) -> discord.ui.View:
    """Accept, Decline and, for a member who doesn't know the game yet, its Rules."""
    view = discord.ui.View(timeout=None)
    view.add_item(AcceptButton(cid, lang))
    view.add_item(DeclineButton(cid, lang))
    if kind is not None:
        view.add_item(RulesButton(kind, lang=lang))
    return view


class JoinButton(Control, template=r"g:join:(?P<cid>\d+)"):
    def __init__(self, cid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.join"), emoji="🪑",
                                           style=discord.ButtonStyle.success,
                                           custom_id=custom_id("g", "join", cid)))
        self.cid = cid


class LeaveButton(Control, template=r"g:leave:(?P<cid>\d+)"):
    def __init__(self, cid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.leave"),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "leave", cid)))
        self.cid = cid


class StartButton(Control, template=r"g:start:(?P<cid>\d+)"):
    def __init__(self, cid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.start"), emoji="▶️",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=custom_id("g", "start", cid)))
        self.cid = cid


def lobby_view(lobby: Challenge, lang: str = DEFAULT) -> discord.ui.View:
    """Join / Leave / Start; Join is greyed out once every seat is taken (a click that races
    the last seat is still refused by the store)."""
    view = discord.ui.View(timeout=None)
    cid = lobby.id
    join = JoinButton(cid, lang)
    join.item.disabled = len(lobby.seated) >= game_kind(lobby.kind).max_players
    for item in (join, LeaveButton(cid, lang), StartButton(cid, lang)):
        view.add_item(item)
    return view
