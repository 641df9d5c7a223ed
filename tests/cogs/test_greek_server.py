"""A server set to Greek (`/games settings language:el`) tells its public table's moves in
Greek; an English server's stay English."""

from __future__ import annotations

import random
import re

import discord

from tests.cogs.helpers import play_one, start_match, table_message

GREEK = re.compile("[α-ωά-ώ]")


async def test_greek_server_tells_moves_in_greek(world):
    role = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[role])
    res = await boss.slash(world.channel, "games settings", language="el")
    assert "Ελληνικά" in res.response.content  # the private answer names the language
    await start_match(world)
    await play_one(world, random.Random(3))
    assert GREEK.search(table_message(world.channel).content)


async def test_english_server_tells_moves_in_english(world):
    await start_match(world)
    await play_one(world, random.Random(3))
    assert not GREEK.search(table_message(world.channel).content)
