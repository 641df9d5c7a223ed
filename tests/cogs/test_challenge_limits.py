"""Challenges that can't spam pings, say whom they wait for, rematch the same seats and
options, and refuse a challenge or table whose time is up even before the sweep closes it."""

from __future__ import annotations

import pytest

from cogs.background.deadlines import DeadlinesCog
from tests.cogs.helpers import cog, components_of, start_match, table_message, told
from tests.cogs.test_commands import forfeit


def rematch_button(msg) -> dict:
    return next(c for c in components_of(msg) if c.get("custom_id", "").startswith("g:rematch:"))


async def test_a_second_challenge_to_the_same_members_links_the_open_one(world):
    first = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    again = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    link = (f"https://discord.com/channels/{world.guild.id}/{world.channel.id}/"
            f"{first.response.id}")
    assert again.ephemeral and f"You already challenged <@{world.bob.id}>: {link}" in \
        again.response.content
    back = await world.bob.slash(world.channel, "flowers challenge", opponent=world.alice)
    assert back.ephemeral and f"<@{world.alice.id}> already challenged you" in \
        back.response.content
    assert await world.bot.store.challenges.get(2) is None  # nobody was pinged twice


async def test_a_member_waits_between_challenges(world):
    await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    other = world.guild.create_text_channel("other")
    soon = await world.alice.slash(other, "mandala challenge", opponent=world.carol)
    assert soon.ephemeral and "wait 30 s" in soon.response.content
    assert await world.bot.store.challenges.get(2) is None
    await world.env.advance_time(31)
    later = await world.alice.slash(other, "mandala challenge", opponent=world.carol)
    assert not later.ephemeral and "challenges" in later.response.content
    # the bot alone pings nobody: practice is not held up by the cooldown
    practice = await world.carol.slash(world.guild.create_text_channel("solo"),
                                       "mandala practice")
    assert not practice.ephemeral, practice.response.content


async def test_rematch_is_offered_once(world):
    match = await start_match(world)
    await forfeit(world, world.bob)
    table = table_message(world.channel)
    res = await world.alice.click(table, label="Rematch")
    offer = told(res)  # the click is deferred first: the challenge is a message of its own
    assert not offer.ephemeral and "challenges" in offer.content
    button = rematch_button(table_message(world.channel))
    assert button["label"] == "Rematch offered" and button.get("disabled")
    # a client that still shows the old button (or a press racing the first) is refused
    stored = world.env.backend.get_message(world.channel.id, table.id)
    for row in stored.components:
        for c in row["components"]:
            c.pop("disabled", None)
    await world.bob.click(offer.message, label="Decline")
    second = told(await world.bob.click(table, custom_id=button["custom_id"]))
    assert second.ephemeral and "already offered" in second.content
    assert str(offer.id) in second.content  # the link to the first offer
    assert (await world.bot.store.challenges.rematch_of(match.id)).id == 2
    assert await world.bot.store.challenges.get(3) is None


async def test_a_one_on_one_challenger_is_told_whom_they_wait_for(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    own = told(await world.alice.click(res.response, label="Accept"))
    assert own.ephemeral and f"Waiting for <@{world.bob.id}> to accept" in own.content


async def test_a_rematch_against_the_bot_seats_it_again_with_the_options(world):
    res = await world.alice.slash(world.channel, "flowers practice", level="easy",
                                  draw="published")
    assert not res.ephemeral, res.response.content
    old = await world.bot.store.matches.live_in_channel(world.channel.id)
    await world.alice.slash(world.channel, "flowers forfeit")
    ask = [m for m in world.channel.history(viewer=world.alice)
           if "Forfeit this match" in m.content][-1]
    await world.alice.click(ask, label="Yes, forfeit")
    again = await world.alice.click(table_message(world.channel), label="Rematch")
    assert not again.ephemeral, again.response.content
    new = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert new is not None and new.id != old.id and new.rematch_of == old.id
    assert new.bots == (None, "easy") and new.players[0] == world.alice.id
    assert (await world.bot.store.challenges.of_match(new.id)).options == (("draw",
                                                                            "published"),)


@pytest.fixture
async def sweep_stopped(world):
    """The deadline sweep wakes at a challenge's expiry: stopped, it can't close one first."""
    cog(world.bot, DeadlinesCog).sweep.cancel()
    await world.env.settle()


def before_the_sweep(test):
    """Expiring after 100 s, with no sweep to close them (as when it is busy or failing)."""
    test = pytest.mark.usefixtures("sweep_stopped")(test)
    return pytest.mark.parametrize("settings", [{"challenge_timeout_s": 100}],
                                   indirect=True)(test)


@before_the_sweep
async def test_an_expired_table_can_not_be_started(world):
    res = await world.alice.slash(world.channel, "flowers open")
    await world.bob.click(res.response, label="Join")
    await world.env.advance_time(world.bot.settings.challenge_timeout_s + 10)
    assert (await world.bot.store.challenges.get(1)).status == "open"
    start = told(await world.alice.click(res.response, label="Start"))
    assert start.ephemeral and "expired" in start.content
    assert await world.bot.store.matches.live_in_channel(world.channel.id) is None


@before_the_sweep
async def test_an_expired_table_can_not_be_joined(world):
    res = await world.alice.slash(world.channel, "flowers open")
    await world.env.advance_time(world.bot.settings.challenge_timeout_s + 10)
    join = told(await world.carol.click(res.response, label="Join"))
    assert join.ephemeral and "expired" in join.content
    assert world.carol.id not in (await world.bot.store.challenges.get(1)).seated


@before_the_sweep
async def test_an_expired_challenge_can_not_be_declined_into_another_state(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.env.advance_time(world.bot.settings.challenge_timeout_s + 10)
    no = told(await world.bob.click(res.response, label="Decline"))
    assert no.ephemeral and "expired" in no.content
    assert (await world.bot.store.challenges.get(1)).status == "expired"
