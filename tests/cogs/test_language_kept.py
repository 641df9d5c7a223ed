"""The server's language is read from the store once per server and kept (issue 38): every
public message asks for it, so each click used to read it twice. It changes with
`/games settings language` and with Discord's server locale, at once."""

from __future__ import annotations

import random

import discord

from tests.cogs.helpers import play_one, start_match, table_message, told
from tests.cogs.test_greek_server import GREEK


def count_reads(world):
    """How many times the bot read a server's language from the store, so far."""
    settings = world.bot.store.settings
    real = settings.language
    reads = []

    async def counted(guild_id):
        reads.append(guild_id)
        return await real(guild_id)

    settings.language = counted
    return reads


async def test_the_chosen_language_is_read_once_and_a_new_choice_counts_at_once(world):
    reads = count_reads(world)
    await start_match(world)
    rng = random.Random(3)
    for _ in range(3):
        await play_one(world, rng)
    assert not GREEK.search(table_message(world.channel).content)
    assert reads == [world.guild.id]
    role = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[role])
    res = await boss.slash(world.channel, "games settings", language="el")
    assert "Ελληνικά" in told(res).content
    await play_one(world, rng)
    assert GREEK.search(table_message(world.channel).content)
    assert reads == [world.guild.id]  # the choice was kept as it was written


async def test_a_new_server_locale_counts_at_once_without_a_read(world):
    reads = count_reads(world)
    await start_match(world)
    rng = random.Random(4)
    await play_one(world, rng)
    assert not GREEK.search(table_message(world.channel).content)
    world.env.backend.edit_guild(world.guild.id, {"preferred_locale": "el"})
    await world.env.advance_time(0.1)  # Discord's GUILD_UPDATE reaches the bot
    await play_one(world, rng)
    assert GREEK.search(table_message(world.channel).content)
    assert reads == [world.guild.id]
