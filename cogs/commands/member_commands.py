"""Every member's own commands in `/games`: `mine` (their live matches here, privately) and
`me` (where their turn notices go). The issue asked for `/games settings me notices:`, but
`/games settings` is already a command with options, and Discord lets a name be a command or a
group, not both: `/games me notices:` is the nearest shape that keeps `settings` as it was."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from discord import app_commands

from cogs.kit.language import private_lang
from cogs.kit.message import Message
from cogs.kit.promptly import defer_private, reply
from i18n import t
from play import notices as member_notices

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot
    from cogs.handlers.mine import Mine


def add_member_commands(group: app_commands.Group, bot: MandalaBot, matches: Mine) -> None:
    @group.command(name="mine", description="Your live matches in this server, most urgent "
                   "first (privately)")
    async def mine(interaction: Interaction) -> None:
        await matches.show(interaction)

    @group.command(name="me", description="Your own settings: where your turn notices go")
    @app_commands.describe(notices="channel: in the match's channel (the default); dm: by "
                           "direct message; both")
    async def me(interaction: Interaction,
                 notices: Literal["channel", "dm", "both"] | None = None) -> None:
        await defer_private(interaction)  # before any query: Discord waits 3 s, no more
        lang = private_lang(interaction)
        uid = interaction.user.id
        if notices is not None:
            chosen = await bot.notices.choose(uid, notices)
        else:
            chosen = await bot.notices.of(uid)
        text = t(lang, "notices." + chosen.value)
        if await member_notices.take_dm_refused(bot.store, uid):
            text += "\n" + t(lang, "notices.dm_closed")
        await reply(interaction, Message(text))
