"""A Greek player (client locale `el`) on a Greek server plays a whole Mandala match through the
panel, and nothing the table or the panel shows them is an English sentence.

simcord sends every interaction with `locale` and `guild_locale` "en-US" and has no setting for
a user's locale, so the test sets both on the payload it builds (`simcord.interactions.
base_payload`, the one place every interaction is made), one level below the actors.

The heuristic: no run of three or more Latin-letter words, once the players' names, the game's
title and Discord's markup (mentions, bold) are taken out. Lines written by modules still being
moved (cogs/flow.py: the opening line) are listed in `NOT_YET` and are the only exceptions.
"""

from __future__ import annotations

import random
import re

import discord
import pytest
import simcord.interactions

from tests.cogs.helpers import components_of, live_game, play_one, table_message

ENGLISH = re.compile(r"[A-Za-z]+(?:['’][a-z]+)?(?:[ ,:;]+[A-Za-z]+(?:['’][a-z]+)?){2,}")
ALLOWED = ("Mandala", "alice", "bob", "boss")
NOT_YET = (re.compile(r"A new game: \w+ was drawn to play first\."),)  # cogs/flow.py


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
    for pattern in NOT_YET:
        text = pattern.sub("", text)
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


def test_the_heuristic_finds_an_english_sentence():
    assert english("Your turn: choose a move below.")
    assert not english("**Mandala** · παρτίδα #1 · alice εναντίον bob")
