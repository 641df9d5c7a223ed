"""`/games settings`: how this server hosts its matches (Manage Server only, checked here: the
`/games` group also holds every member's own commands, cogs.commands.member_commands)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from discord import app_commands

import i18n
from cogs.commands.signatures import PACE_CHOICES
from cogs.kit.language import private_lang, server_lang
from cogs.kit.message import Message
from cogs.kit.promptly import defer_private, reply
from play import settings as server_settings
from play.errors import PlayError
from present.pace_text import pace_label

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot

# every catalogue is a choice, named in its own language: a new catalogue file is offered here
LANGUAGE_CHOICES = [app_commands.Choice(name=i18n.CATALOGUES[code].name, value=code)
                    for code in i18n.LANGUAGES]


def settings_group(bot: MandalaBot) -> app_commands.Group:
    # no default_permissions: Discord sets them for a whole top-level command, and `/games mine`
    # and `/games me` are for every member; `settings` refuses a member without Manage Server
    group = app_commands.Group(name="games", description="Settings of the games in this server",
                               guild_only=True)

    @group.command(name="settings", description="How matches are hosted in this server")
    @app_commands.describe(threads="on: each match in its own thread (the default); off: one "
                           "match per channel",
                           language="The language of the tables, turns and results (default: "
                           "the server's)",
                           pace="The pace of a new match unless its challenge chooses one")
    @app_commands.choices(language=LANGUAGE_CHOICES, pace=PACE_CHOICES)
    async def settings(interaction: Interaction,
                       threads: Literal["on", "off"] | None = None,
                       language: str | None = None, pace: str | None = None) -> None:
        lang = private_lang(interaction)
        perms = interaction.permissions
        if not (perms.manage_guild or perms.administrator):
            raise PlayError("settings.manage_server")
        await defer_private(interaction)  # before any query: Discord waits 3 s, no more
        guild_id = interaction.guild_id or 0
        if pace is not None:  # first: a forged value is refused before anything changes
            await server_settings.set_server_pace(bot.store, guild_id, pace)
        if threads is not None:
            await server_settings.set_threads(bot.store, guild_id, threads == "on")
        if language is not None and language in i18n.CATALOGUES:
            await bot.languages.choose(guild_id, language)
        on = await bot.store.settings.threads_on(guild_id)
        said = i18n.t(lang, "settings.saved") if threads or language or pace else ""
        public = await server_lang(bot, guild_id, interaction.guild_locale)
        await reply(interaction, Message(
            said + i18n.t(lang, "settings.threads_on" if on else "settings.threads_off")
            + i18n.t(lang, "settings.language", name=i18n.CATALOGUES[public].name)
            + i18n.t(lang, "settings.pace",
                     pace=pace_label(await bot.service.server_pace(guild_id), lang))))

    return group
