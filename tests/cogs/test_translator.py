"""Slash commands in Greek: every command, option and choice the tree publishes has a Greek
text within Discord's limits (names: 1-32 lowercase letters, digits, - or _; descriptions:
1-100 characters), different from the English one where it is a name or a description."""

from __future__ import annotations

import re

import discord
import simcord
from discord import app_commands

from bot import create_bot
from cogs.commands.translator import CatalogueTranslator

NAME = re.compile(r"^[-_\w]{1,32}$")
NAMES = {app_commands.TranslationContextLocation.command_name,
         app_commands.TranslationContextLocation.group_name,
         app_commands.TranslationContextLocation.parameter_name}


async def _payloads(settings: object) -> list[tuple[str, str, str | None]]:
    """(location, English, Greek) for every string of the published tree."""
    asked: list[tuple[str, str, str | None]] = []

    class Spy(CatalogueTranslator):
        async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                            context: app_commands.TranslationContextTypes) -> str | None:
            out = await super().translate(string, locale, context)
            if locale is discord.Locale.greek:
                asked.append((context.location.name, string.message, out))
            return out

    b = create_bot(settings)  # type: ignore[arg-type]
    async with simcord.run(b):  # started as ever: its database opens before the cogs load
        translator = Spy()
        for cmd in b.tree.get_commands():
            await cmd.get_translated_payload(b.tree, translator)
    return asked


async def test_every_command_text_has_a_greek_one_within_discords_limits(settings):
    asked = await _payloads(settings)
    assert len(asked) > 40
    missing = sorted({m for _, m, out in asked if out is None})
    assert missing == []
    for location, english, greek in asked:
        assert greek is not None
        if location.endswith("_name") and location != "choice_name":
            assert NAME.match(greek) and greek == greek.lower(), (english, greek)
            assert re.search("[α-ω]", greek), (english, greek)
        else:
            assert 1 <= len(greek) <= 100, (english, greek)
        if location != "choice_name":
            assert greek != english, english


async def test_english_clients_see_the_english_commands():
    tr = CatalogueTranslator()
    ctx = app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None)
    for locale in (discord.Locale.american_english, discord.Locale.british_english):
        assert await tr.translate(app_commands.locale_str("challenge"), locale, ctx) is None
    assert await tr.translate(app_commands.locale_str("challenge"), discord.Locale.greek,
                              ctx) == "πρόκληση"


async def test_a_levels_strength_keeps_its_number_in_greek():
    tr = CatalogueTranslator()
    ctx = app_commands.TranslationContext(app_commands.TranslationContextLocation.choice_name,
                                          None)
    said = await tr.translate(app_commands.locale_str("easy ≈ 1150"), discord.Locale.greek, ctx)
    assert said == "εύκολο ≈ 1150"


async def test_the_started_bot_publishes_its_commands_through_the_translator(world):
    """The translator is an extension of its own (bot.py imports no cog): it is set by the time
    the tree is synced, so Greek clients still see Greek commands."""
    used = type(world.bot.tree.translator)  # the extension's own module object, loaded afresh
    assert (used.__module__, used.__name__) == ("cogs.commands.translator", "CatalogueTranslator")


async def test_the_playgrounds_command_is_in_greek_too(settings):
    """`/playground language` (the playground's own command) had English descriptions only."""
    from playground import ClientLanguages
    asked: list[tuple[str, str, str | None]] = []

    class Spy(CatalogueTranslator):
        async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                            context: app_commands.TranslationContextTypes) -> str | None:
            out = await super().translate(string, locale, context)
            if locale is discord.Locale.greek:
                asked.append((context.location.name, string.message, out))
            return out

    b = create_bot(settings)
    await ClientLanguages().command(b).get_translated_payload(b.tree, Spy())
    described = [(m, out) for loc, m, out in asked if loc.endswith("description")]
    assert len(described) >= 2 and all(out for _, out in described), asked
