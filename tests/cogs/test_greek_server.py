"""A server set to Greek (`/games settings language:el`) tells its public table's moves in
Greek, with no English sentence on its challenge or its table; an English server's stay English.
(The words of a whole Greek match are held by tests/present/test_greek_match.py; this is the
wiring of the server's setting.)"""

from __future__ import annotations

import random
import re

import discord

from tests.cogs.helpers import custom_ids, play_one, start_match, table_message
from tests.cogs.test_greek_client import shown
from tests.present.greek import english

GREEK = re.compile("[α-ωά-ώ]")


async def test_greek_server_tells_moves_in_greek(world):
    role = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[role])
    res = await boss.slash(world.channel, "games settings", language="el")
    assert "Ελληνικά" in res.response.content  # the private answer names the language
    challenge = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    seen = shown(challenge.response)
    await world.bob.click(challenge.response, custom_id=next(
        c for c in custom_ids(challenge.response) if c.startswith("g:accept:")))
    seen += shown(challenge.response)  # "accepted", edited into the challenge
    await play_one(world, random.Random(3))
    table = table_message(world.channel)
    assert GREEK.search(table.content)
    seen += shown(table)
    assert any("προκαλεί" in s for s in seen) and any("δέχτηκε" in s for s in seen), seen
    found = {run for s in seen for run in english(s)}
    assert not found, sorted(found)


async def test_english_server_tells_moves_in_english(world):
    await start_match(world)
    await play_one(world, random.Random(3))
    assert not GREEK.search(table_message(world.channel).content)


async def test_a_server_whose_discord_language_is_greek_gets_greek_tables(world):
    """No `/games settings language`: Discord's server locale decides, read from the guild,
    also for what the bot posts outside any interaction (the table after a move)."""
    env = world.env
    guild = env.create_guild("Λέσχη", preferred_locale="el")
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(n)) for n in ("alice2", "bob2"))
    await env.bot.store.settings.set_threads(guild.id, False)
    res = await alice.slash(channel, "mandala challenge", opponent=bob)
    accept = next(c["custom_id"] for row in res.response.components for c in row["components"]
                  if c["custom_id"].startswith("g:accept:"))
    assert any(c.get("label") == "Αποδοχή" for row in res.response.components
               for c in row["components"])  # the challenge's buttons: the server's language
    await bob.click(res.response, custom_id=accept)
    assert GREEK.search(table_message(channel).content)
