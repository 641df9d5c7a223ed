"""A Greek player (client locale `el`) on a Greek server plays a whole Mandala match through the
panel, and nothing the table or the panel shows them is an English sentence.

simcord sends every interaction with `locale` and `guild_locale` "en-US" and has no setting for
a user's locale, so the test sets both on the payload it builds (`simcord.interactions.
base_payload`, the one place every interaction is made), one level below the actors.

The heuristic: no run of three or more Latin-letter words, once the players' names, the game's
title and Discord's markup (mentions, bold) are taken out.
"""

from __future__ import annotations

import random
import re

import discord
import pytest
import simcord.interactions

from play.service import load_game
from tests.cogs.helpers import (
    components_of,
    custom_ids,
    hand_button,
    live_game,
    play_one,
    table_message,
)

ENGLISH = re.compile(r"[A-Za-z]+(?:['’][a-z]+)?(?:[ ,:;]+[A-Za-z]+(?:['’][a-z]+)?){2,}")
# names, and the games' titles (Flowers keeps its English title, as the Greek brief does)
ALLOWED = ("Flowers: A Mandala Game", "Mandala", "alice", "bob", "carol", "dave", "boss")


@pytest.fixture
def greek_clients(monkeypatch):
    made = simcord.interactions.base_payload

    def greek(*args, **kwargs):
        record, payload = made(*args, **kwargs)
        payload["locale"] = "el"
        if "guild_locale" in payload:
            payload["guild_locale"] = "el"
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", greek)


def english(text: str | None) -> list[str]:
    """The English runs of words in `text`."""
    text = text or ""
    text = re.sub(r"<[@#][!&]?\d+>|https?://\S+|\*\*", " ", text)
    for word in ALLOWED:
        text = re.sub(rf"\b{word}\b", " ", text)
    return ENGLISH.findall(text)


def shown(msg) -> list[str]:
    """Every text of a message a player reads: content, embeds, labels, menu entries."""
    out = [msg.content]
    for embed in getattr(msg, "embeds", []) or []:
        out += [embed.title, embed.description, *(f.name + " " + f.value for f in embed.fields)]
    for c in components_of(msg):
        out += [c.get("label"), c.get("placeholder")]
        out += [o.get("label", "") + " " + (o.get("description") or "")
                for o in c.get("options", [])]
    return [s for s in out if s]


async def test_a_greek_player_sees_no_english_sentence(world, greek_clients):
    role = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[role])
    await boss.slash(world.channel, "games settings", language="el")
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.bob.click(res.response, custom_id=next(
        c["custom_id"] for c in components_of(res.response) if "accept" in c["custom_id"]))
    rng, seen = random.Random(5), []
    for _ in range(400):
        match, _game = await live_game(world)
        seen += shown(table_message(world.channel))
        done = await play_one(world, rng)
        if done.response is not None:
            seen += shown(done.response)
        if not (await world.bot.store.get_match(match.id)).is_live:
            break
    else:
        raise AssertionError("the match did not end")
    seen += shown(table_message(world.channel))
    assert len(seen) > 50  # the walk read the messages
    assert any("Η χούφτα σου" in s for s in seen)  # the panels were read, not just the table
    assert any("Τέλος παιχνιδιού" in s for s in seen)  # and the finished table
    found = {run for s in seen for run in english(s)}
    assert not found, sorted(found)


async def test_a_greek_table_of_four_plays_flowers_with_no_english_sentence(world, greek_clients):
    """An open Flowers table on a Greek server, from Join to the final scores, every move made
    through the panels and the table's tile buttons."""
    role = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[role])
    dave = world.guild.add_member(world.env.create_user("dave"))
    await boss.slash(world.channel, "games settings", language="el")
    people = {m.id: m for m in (world.alice, world.bob, world.carol, dave)}
    res = await world.alice.slash(world.channel, "flowers open")
    seen = shown(res.response)
    for who in (world.bob, world.carol, dave):
        await who.click(res.response, custom_id=next(
            c for c in custom_ids(res.response) if c.startswith("g:join:")))
        seen += shown(res.response)
    await world.alice.click(res.response, custom_id=next(
        c for c in custom_ids(res.response) if c.startswith("g:start:")))
    seen += shown(res.response)
    rng = random.Random(4)
    match = await world.bot.store.live_match_in_channel(world.channel.id)
    rules = await world.bob.click(table_message(world.channel), custom_id=next(
        c for c in custom_ids(table_message(world.channel)) if c.startswith("g:rules:")))
    seen += shown(rules.response)
    for _ in range(600):
        if not match.is_live:
            break
        table = table_message(world.channel)
        seen += shown(table)
        game = load_game(match)
        who = people[match.players[game.to_move]]
        tiles = [c for c in custom_ids(table) if c.startswith("g:do:")]
        if tiles:  # the claim holder chooses a tile on the table
            await who.click(table, custom_id=rng.choice(tiles))
        else:
            panel = (await who.click(table, custom_id=hand_button(table))).response
            seen += shown(panel)
            select = rng.choice([c for c in components_of(panel) if c["type"] == 3])
            done = await who.select(panel, [rng.choice(select["options"])["value"]],
                                    custom_id=select["custom_id"])
            if (await world.bot.store.get_match(match.id)).version == match.version:
                seen += shown(done.response)  # "how many?" and its count buttons
                await who.click(done.response, custom_id=rng.choice(
                    [c for c in custom_ids(done.response) if c.startswith("g:do:")]))
        match = await world.bot.store.get_match(match.id)
    else:
        raise AssertionError("the match did not end")
    seen += shown(table_message(world.channel))
    assert any("Η χούφτα σου" in s for s in seen) and any("Τέλος παιχνιδιού" in s for s in seen)
    assert any("Στόχος" in s for s in seen)  # the rules were read
    found = {run for s in seen for run in english(s)}
    assert not found, sorted(found)


def test_the_heuristic_finds_an_english_sentence():
    assert english("Your turn: choose a move below.")
    assert not english("**Mandala** · παρτίδα #1 · alice εναντίον bob")
