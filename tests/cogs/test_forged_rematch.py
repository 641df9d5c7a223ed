"""A Rematch button exists only under a match that ended with a result; a forged one (a
modified client sending `g:rematch:<id>` for a live or a cancelled match) is refused privately
and changes nothing: no challenge, nobody pinged, and the challenger's cooldown still holds."""

from __future__ import annotations

import discord
import pytest

from play.service import CHALLENGE_COOLDOWN
from tests.cogs.helpers import forged_click, start_match, table_message
from tests.cogs.test_commands import forfeit


def said(res) -> str:
    """What a click was answered, and whether only the clicker saw it."""
    # the click is deferred before its first query: the answer is then its followup
    answers = res.followups or [res.response]
    assert answers and all(a.ephemeral for a in answers if a is not None), "answered publicly"
    return " ".join(a.content for a in answers if a is not None)


async def challenges(world) -> int:
    rows = await world.bot.store.db.fetchall("SELECT id FROM challenges")
    return len(rows)


@pytest.mark.threads  # in its own thread, the channel is free for a new challenge
async def test_a_forged_rematch_of_a_live_match_is_refused(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.bob.click(res.response, label="Accept")
    thread = world.channel.threads[0]
    match = await world.bot.store.matches.live_in_channel(thread.id)
    before = await challenges(world)
    seen = [len(p.history(viewer=world.carol)) for p in (world.channel, thread)]
    # sent from the channel (the challenge's message, now a link to the thread), which is free
    res = await forged_click(world.alice, res.response, f"g:rematch:{match.id}")
    assert "still being played" in said(res)
    assert await challenges(world) == before
    # nothing public, in the channel or the thread
    assert [len(p.history(viewer=world.carol)) for p in (world.channel, thread)] == seen
    assert (await world.bot.store.matches.get(match.id)).is_live


async def test_a_forged_rematch_of_a_cancelled_match_is_refused_and_keeps_the_cooldown(world):
    match = await start_match(world)
    mods = world.guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    await mod.slash(world.channel, "mandala cancel")
    assert (await world.bot.store.matches.get(match.id)).outcome == "cancelled"
    await world.env.advance_time(CHALLENGE_COOLDOWN)
    # alice challenges carol elsewhere: her cooldown starts
    other = world.guild.create_text_channel("other")
    first = await world.alice.slash(other, "mandala challenge", opponent=world.carol)
    assert not first.ephemeral
    before = await challenges(world)
    seen = len(world.channel.history(viewer=world.bob))
    res = await forged_click(world.alice, table_message(world.channel), f"g:rematch:{match.id}")
    assert "was cancelled" in said(res)
    assert await challenges(world) == before  # no rematch slipped past the cooldown
    assert len(world.channel.history(viewer=world.bob)) == seen
    assert await world.bot.store.challenges.rematch_of(match.id) is None


async def test_a_genuine_rematch_still_skips_the_cooldown(world):
    """The README's rule stays: a rematch, once per match, is not held up by the cooldown."""
    match = await start_match(world)
    await forfeit(world, world.bob)
    await world.env.advance_time(CHALLENGE_COOLDOWN)
    other = world.guild.create_text_channel("other")
    first = await world.alice.slash(other, "mandala challenge", opponent=world.carol)
    assert not first.ephemeral
    res = await world.alice.click(table_message(world.channel), label="Rematch")
    assert not res.ephemeral, res.response.content
    assert (await world.bot.store.challenges.rematch_of(match.id)) is not None
