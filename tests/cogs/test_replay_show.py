"""A replay's "Show the channel": the frame on screen, public side only, posted with its
narration in the match's channel, pinging nobody; one per member every 30 s, also for presses
at the same instant; a refusal by Discord names the permission and costs no wait."""

from __future__ import annotations

import asyncio
import random
import re

import discord
import pytest
from simcord.backend.models import Overwrite
from simcord.enums import OverwriteType

from cogs.commands.games import GamesCog
from cogs.kit.common import now
from play.showing import SHOW_EVERY, TooSoon, claim
from play.step import load_game
from present.step_plan import Plan
from tests.cogs.helpers import cog, told
from tests.cogs.test_replay import button, goto, picture, played

SHOW = "Show the channel"


def posted(world) -> list:
    """The frames shown in the match's channel so far."""
    return [m for m in world.channel.history() if "shows **Mandala** match" in (m.content or "")]


def show_requests(world) -> list:
    return [r for r in world.env.http_requests if r.method == "POST"
            and r.path.endswith("/messages") and r.json
            and "shows **Mandala** match" in str(r.json.get("content"))]


async def viewer_at(world, member, mid: int, move: int):
    opened = await member.slash(world.channel, "mandala replay", number=mid)
    return (await goto(member, (opened.followups or [opened.response])[0], move)).response


async def test_the_frame_on_screen_goes_to_the_channel_with_its_narration(world):
    mid = await played(world, 12)
    spectator = await viewer_at(world, world.carol, mid, 5)
    said = re.search(r"Move 5 / 13\*\* · (.+)", spectator.content)[1]
    done = await world.carol.click(spectator, custom_id=button(spectator, SHOW))
    assert told(done).ephemeral and f"Posted move 5 of match #{mid}" in told(done).content
    [shown] = posted(world)
    assert "carol" in shown.content and "move 5 / 13" in shown.content and said in shown.content
    assert await picture(shown) == await picture(spectator)  # the public table, as seen
    [request] = show_requests(world)
    assert request.json["allowed_mentions"].get("parse", []) == []
    assert request.json["allowed_mentions"].get("users", []) == []
    # a player on their own side shows the public table too, never their hand
    await world.env.advance_time(SHOW_EVERY)
    player = await viewer_at(world, world.alice, mid, 5)
    mine = await world.alice.click(player, custom_id=button(player, "My side"))
    assert "Your side" in mine.response.content
    await world.alice.click(mine.response, custom_id=button(mine.response, SHOW))
    newest = posted(world)[-1]
    assert "alice" in newest.content
    assert await picture(newest) == await picture(spectator) != await picture(mine.response)


async def test_one_frame_per_member_every_30_seconds(world):
    mid = await played(world, 6)
    viewer = await viewer_at(world, world.carol, mid, 3)
    show = button(viewer, SHOW)
    first = await world.carol.click(viewer, custom_id=show)
    assert "Posted move 3" in told(first).content
    second = await world.carol.click(viewer, custom_id=show)
    assert told(second).ephemeral and told(second).content == \
        "You showed a move a moment ago: you can show another in 30 s."
    assert len(posted(world)) == 1
    await world.env.advance_time(12)
    again = await world.carol.click(viewer, custom_id=show)
    assert told(again).ephemeral and "in 18 s" in told(again).content
    assert len(posted(world)) == 1
    other = await viewer_at(world, world.alice, mid, 3)  # the limit is each member's own
    await world.alice.click(other, custom_id=button(other, SHOW))
    assert len(posted(world)) == 2
    await world.env.advance_time(SHOW_EVERY - 12)
    await world.carol.click(viewer, custom_id=show)
    assert len(posted(world)) == 3


async def test_a_refused_post_names_the_permission_and_costs_no_wait(world):
    mid = await played(world, 6)
    viewer = await viewer_at(world, world.carol, mid, 2)
    me = world.env.backend.bot_user.id
    world.env.backend.set_overwrite(world.channel.id, Overwrite(
        target_id=me, type=OverwriteType.MEMBER,
        deny=discord.Permissions(send_messages=True).value))
    await world.env.settle()
    res = await world.carol.click(viewer, custom_id=button(viewer, SHOW))
    refusal = told(res).content
    assert told(res).ephemeral and "the **Send Messages** permission" in refusal, refusal
    assert not posted(world)
    world.env.backend.set_overwrite(world.channel.id, Overwrite(
        target_id=me, type=OverwriteType.MEMBER, deny=0))
    await world.env.settle()
    res = await world.carol.click(viewer, custom_id=button(viewer, SHOW))
    assert "Posted move 2" in told(res).content and len(posted(world)) == 1


async def test_presses_at_the_same_instant_get_one_claim(world):
    """simcord runs one click at a time, so the presses meet where the handler claims: the
    bot's own database, at one instant."""
    got = []
    for _ in range(3):
        at = world.env.now().timestamp()  # the simulated instant (the bot's steady clock
        # follows the monotonic one, which simcord moves in the bot's tasks, not the test's)
        results = await asyncio.gather(*(claim(world.bot.store.shown, world.guild.id,
                                               world.carol.id, at) for _ in range(6)),
                                       return_exceptions=True)
        got.append(sum(isinstance(r, str) for r in results))
        assert all(isinstance(r, (str, TooSoon)) for r in results)
        await world.env.advance_time(SHOW_EVERY)
    assert got == [1, 1, 1]


async def test_the_frame_is_told_in_the_servers_language(world):
    """The channel reads the server's language; the presser's answer their own."""
    role = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[role])
    await boss.slash(world.channel, "games settings", language="el")
    mid = await played(world, 6)
    viewer = await viewer_at(world, world.carol, mid, 3)
    done = await world.carol.click(viewer, custom_id=button(viewer, SHOW))
    assert f"Posted move 3 of match #{mid}" in told(done).content
    [shown] = [m for m in world.channel.history() if "δείχνει" in (m.content or "")]
    assert "carol δείχνει: **Mandala**" in shown.content and "κίνηση 3 / 7" in shown.content


@pytest.mark.threads
async def test_a_match_played_in_a_thread_is_shown_in_its_thread(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.bob.click(res.response, label="Accept")
    match = await world.bot.store.matches.live_in_channel(world.channel.threads[0].id)
    assert match.thread_id is not None
    rng = random.Random(4)
    for _ in range(4):
        m = await world.bot.store.matches.get(match.id)
        code = str(rng.choice(load_game(m).legal_actions()))
        await world.bot.service.act(m.id, m.players[load_game(m).to_move], code, m.version, 1.0)
    step = await world.bot.service.resign(match.id, 1, 2.0)
    await cog(world.bot, GamesCog).flow.pipeline.publish(Plan.told(step))
    viewer = await viewer_at(world, world.carol, match.id, 2)  # opened from the channel
    await world.carol.click(viewer, custom_id=button(viewer, SHOW))
    [thread] = [t for t in world.channel.threads if t.id == match.thread_id]
    assert [m for m in thread.history() if "shows **Mandala** match" in (m.content or "")]
    assert not posted(world)


async def test_a_gone_channel_is_said_and_costs_no_wait(world):
    mid = await played(world, 4)
    other = world.guild.create_text_channel("elsewhere")
    opened = await world.carol.slash(other, "mandala replay", number=mid)
    viewer = (opened.followups or [opened.response])[0]
    world.env.backend.delete_channel(world.channel.id)
    await world.env.settle()
    res = await world.carol.click(viewer, custom_id=button(viewer, SHOW))
    assert told(res).ephemeral and f"Match #{mid}'s channel is gone" in told(res).content
    # nothing claimed
    assert await claim(world.bot.store.shown, world.guild.id, world.carol.id, now())


async def test_a_post_that_fails_on_our_side_claims_nothing(world, monkeypatch):
    import cogs.handlers.showing

    mid = await played(world, 4)
    viewer = await viewer_at(world, world.carol, mid, 2)

    def broken(*args, **kwargs):
        raise RuntimeError("the picture failed")

    monkeypatch.setattr(cogs.handlers.showing.Replayed, "table_png", broken)
    res = await world.carol.click(viewer, custom_id=button(viewer, SHOW))
    assert told(res).ephemeral and not posted(world)
    monkeypatch.undo()
    res = await world.carol.click(viewer, custom_id=button(viewer, SHOW))
    assert "Posted move 2" in told(res).content and len(posted(world)) == 1


async def test_a_member_who_may_not_post_in_the_matchs_channel_cannot_post_there(world):
    """The bot posts for the presser, so only where they could post themselves, by a message
    or a command: a member who can't see the match's channel, or may neither write nor use
    commands there (muted by a moderator), is told privately, nothing is posted and no wait
    is claimed; a read-only games channel played by commands still takes frames."""
    mid = await played(world, 4)
    other = world.guild.create_text_channel("elsewhere")
    opened = await world.carol.slash(other, "mandala replay", number=mid)
    viewer = (opened.followups or [opened.response])[0]
    refusal = f"You can't write in <#{world.channel.id}>, so I won't post there for you."
    for denied in (discord.Permissions(view_channel=True),
                   discord.Permissions(send_messages=True, use_application_commands=True)):
        world.env.backend.set_overwrite(world.channel.id, Overwrite(
            target_id=world.carol.id, type=OverwriteType.MEMBER, deny=denied.value))
        await world.env.settle()
        res = await world.carol.click(viewer, custom_id=button(viewer, SHOW))
        assert told(res).ephemeral and told(res).content == refusal
        assert not posted(world)
    world.env.backend.set_overwrite(world.channel.id, Overwrite(
        target_id=world.carol.id, type=OverwriteType.MEMBER,
        deny=discord.Permissions(send_messages=True).value))
    await world.env.settle()
    res = await world.carol.click(viewer, custom_id=button(viewer, SHOW))
    assert "Posted move 0" in told(res).content and len(posted(world)) == 1
