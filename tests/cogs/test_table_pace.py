"""Bots that play at once (BOT_PAUSE_MS=0, three bot seats in a row) must not edit the table
faster than Discord's pace for one channel (about 5 edits in 5 s): their edits are held and
coalesced, and once the channel has room the table shows the match as it is."""

from __future__ import annotations

import random
from dataclasses import replace

import discord
import pytest

from cogs.commands.games import GamesCog
from play.step import Step, load_game
from present.step_plan import Plan, Table
from tests.cogs.helpers import cog, components_of, custom_ids, hand_button, table_message

WINDOW = 5.0
LIMIT = 5


def timed_requests(env) -> list[tuple[float, object]]:
    """From now on, every request the bot makes, with the simulated time it was made at."""
    backend = env.backend
    timed: list[tuple[float, object]] = []

    class Log(list):
        def append(self, entry) -> None:
            super().append(entry)
            timed.append((env.now().timestamp(), entry))

    backend.http_requests = Log(backend.http_requests)
    return timed


def table_edits(timed, channel_id: int) -> list[float]:
    prefix = f"/channels/{channel_id}/messages/"
    return [at for at, r in timed if r.method == "PATCH" and r.path.startswith(prefix)]


def most_in_a_window(times: list[float]) -> int:
    return max((sum(1 for u in times if t <= u < t + WINDOW) for t in times), default=0)


async def member_moves(world, who, rng: random.Random, place=None) -> None:
    """`who` plays one move from a freshly opened panel (the table may be behind the match
    while bot edits are held), as a person who pressed Show my hand would."""
    place = place or world.channel
    match = await world.bot.store.matches.live_in_channel(place.id)
    table = table_message(place)
    res = await who.click(table, custom_id=hand_button(table))
    panel = res.response
    selects = [c for c in components_of(panel) if c["type"] == 3]
    if selects:
        menu = rng.choice(selects)
        res = await who.select(panel, [rng.choice(menu["options"])["value"]],
                               custom_id=menu["custom_id"])
        panel = res.response
    if (await world.bot.store.matches.get(match.id)).version == match.version:
        await who.click(panel, custom_id=rng.choice(
            [c for c in custom_ids(panel) if c.startswith("g:do:")]))
    assert (await world.bot.store.matches.get(match.id)).version > match.version


async def test_three_bots_at_pause_zero_keep_to_five_edits_in_five_seconds(world):
    assert world.bot.settings.bot_pause_ms == 0
    await world.alice.slash(world.channel, "flowers practice", bots=3, level="easy")
    timed = timed_requests(world.env)
    start = world.env.now().timestamp()
    rng = random.Random(7)
    moves = 0
    while moves < 8:
        match = await world.bot.store.matches.live_in_channel(world.channel.id)
        assert match is not None, "the match ended too soon for this test"
        if match.players[load_game(match).to_move] == world.alice.id:
            await member_moves(world, world.alice, rng)
            moves += 1
        await world.env.advance_time(2)  # a brisk member: a move every two seconds
    edits = table_edits(timed, world.channel.id)
    assert len(edits) > moves, "the walk did not edit the table much"
    assert most_in_a_window(edits) <= LIMIT, sorted(edits)
    # the member moves on even seconds: an edit between them is a held one, shown later
    assert any((at - start) % 2 for at in edits), "no bot edit was ever held"
    # once the channel has room, the table is the match as stored: showing it again from the
    # store writes exactly what is there
    await world.env.advance_time(2 * WINDOW)
    shown = table_message(world.channel)
    match = await world.bot.store.matches.get(shown_id := match.id)
    assert match is not None and shown_id
    flow = cog(world.bot, GamesCog).flow
    # edited where it stands, notifying nobody and paying nothing (a repost, but in place)
    plan = Plan.repost(Step(match, load_game(match), None, []))
    await flow.pipeline.publish(replace(plan, table=Table(None, new=False, ping=False)))
    again = table_message(world.channel)
    assert again.id == shown.id and again.content == shown.content


async def held_at_members_turn(world, rng: random.Random, place=None) -> tuple[object, object]:
    """Play until a bots' step is held for the channel's pace while the member is to move:
    (the match, the pacer)."""
    place = place or world.channel
    flow = cog(world.bot, GamesCog).flow
    for _ in range(12):
        match = await world.bot.store.matches.live_in_channel(place.id)
        assert match is not None, "the match ended too soon for this test"
        if match.id in flow.pipeline.pacing._held and (
                match.players[load_game(match).to_move] == world.alice.id):
            return match, flow.pipeline.pacing
        if match.players[load_game(match).to_move] == world.alice.id:
            await member_moves(world, world.alice, rng, place)
        await world.env.advance_time(0.2)  # the bots play (pause 0); their edits queue
    raise AssertionError("no bots' step was ever held at the member's turn")


@pytest.mark.parametrize("ending", ["forfeit", "cancel"])
async def test_a_held_bot_step_is_not_shown_over_a_match_ended_meanwhile(world, ending):
    """A bots' step held for the pace, then the match ends (the member forfeits, a moderator
    cancels) before the channel has room: the finished table stays finished and nobody is
    told it is their turn."""
    await world.alice.slash(world.channel, "flowers practice", bots=3, level="easy")
    match, pacer = await held_at_members_turn(world, random.Random(7))
    if ending == "forfeit":
        asked = await world.alice.slash(world.channel, "flowers forfeit")
        await world.alice.click(asked.response, label="Yes, forfeit")
    else:
        mods = world.guild.create_role(
            "mods", permissions=discord.Permissions(manage_messages=True))
        mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
        await mod.slash(world.channel, "flowers cancel")
    ended = await world.bot.store.matches.get(match.id)
    assert ended is not None and not ended.is_live
    final = table_message(world.channel)
    said = len(world.channel.history())
    await world.env.advance_time(3 * WINDOW)  # room again: a held step would be shown now
    after = table_message(world.channel)
    assert after.id == final.id and after.content == final.content
    assert not any(c.startswith("g:do:") for c in custom_ids(after))
    assert len(world.channel.history()) <= said, "something was posted after the end"
    assert not pacer._held


@pytest.mark.threads
@pytest.mark.parametrize("how", ["deleted", "archived"])
async def test_a_held_bot_step_is_dropped_when_its_thread_goes(world, how):
    """A bots' step held for the pace, then a moderator deletes or archives the match's
    thread (the match ends unrated, no table shown): the held step is never shown, so an
    archived thread is not edited (which would unarchive it) and nobody is pinged."""
    await world.alice.slash(world.channel, "flowers practice", bots=3, level="easy")
    thread = world.channel.threads[0]
    match, pacer = await held_at_members_turn(world, random.Random(7), thread)
    timed = timed_requests(world.env)
    if how == "deleted":
        world.env.backend.delete_channel(thread.id)
    else:
        world.env.backend.edit_channel(thread.id, {}, thread_metadata={"archived": True})
    await world.env.settle()
    ended = await world.bot.store.matches.get(match.id)
    assert ended is not None and ended.status == "cancelled"
    assert match.id not in pacer._held  # nowhere to show it
    await world.env.advance_time(3 * WINDOW)  # room again: a held step would be shown now
    wrote = [r for _, r in timed if f"/channels/{thread.id}" in r.path and r.method != "GET"]
    assert not wrote, wrote


async def test_a_held_bot_step_is_not_shown_once_its_match_ended_elsewhere(world):
    """The safety net: the match ended without this pacer hearing of it (a path that showed
    no table yet): when the channel has room, the held step is read against the stored match
    and not shown, as it is no longer the match's state."""
    await world.alice.slash(world.channel, "flowers practice", bots=3, level="easy")
    match, pacer = await held_at_members_turn(world, random.Random(7))
    await world.bot.service.cancel(match.id, world.env.now().timestamp())
    final = table_message(world.channel)
    said = len(world.channel.history())
    await world.env.advance_time(3 * WINDOW)
    after = table_message(world.channel)
    assert after.id == final.id and after.content == final.content
    assert len(world.channel.history()) <= said, "something was posted after the end"
