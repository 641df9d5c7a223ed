"""Slash commands in the user's client language: discord.py asks this translator for every
command, option and choice name and description when the tree is synced; the catalogue's
`COMMANDS` maps the English text to its own (English needs none: None keeps the text)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n


class CatalogueTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = i18n.language(locale)
        if lang == i18n.DEFAULT or lang != locale.value.lower():
            return None  # English, or a locale without a catalogue of its own
        if string.message in NAMES:  # a language's own name reads the same in every client
            return string.message
        word, approx, number = string.message.partition(" ≈ ")
        if approx:  # a level with its strength ("easy ≈ 1150"): the word, the same number
            said = i18n.command(lang, word)
            return None if said is None else f"{said}{approx}{number}"
        return i18n.command(lang, string.message)


NAMES = frozenset(c.name for c in i18n.CATALOGUES.values())


async def setup(bot: commands.Bot) -> None:
    """An extension of its own, so bot.py names it instead of importing it (set before the
    tree is synced, which happens once every extension is loaded)."""
    await bot.tree.set_translator(CatalogueTranslator())  # Greek clients see Greek commands
