"""Turn notices that reach the member: `/games me notices:dm` sends "your turn" (and the
reminder) as a DM with a jump link and no hidden card; closed DMs fall back to the channel,
said once in the member's next private answer; every channel turn notice carries "My
matches"."""

from __future__ import annotations

import random

from cogs.commands.games import GamesCog
from cogs.kit.common import now
from play.step import load_game
from present.step_plan import Plan
from tests.cogs.helpers import (
    cog,
    components_of,
    custom_ids,
    hand_button,
    live_game,
    member_for,
    play_one,
    start_match,
    table_message,
    told,
)
from tests.cogs.test_live_pace import until
from tests.hidden import hidden_facts


def dms(member) -> list:
    return [m for m in member.user.dm_channel.history() if m.author.bot]


def notices_for(world, member) -> list:
    return [m for m in world.channel.history()
            if "it's your turn" in m.content and member.mention in m.content]


async def until_turn_of(world, member, seed: int = 0) -> None:
    """Play random moves until the turn passes to `member` from the other player."""
    rng = random.Random(seed)
    for _ in range(60):
        match, game = await live_game(world)
        if match.players[game.to_move] != member.id:
            await play_one(world, rng)
            match, game = await live_game(world)
            if match.players[game.to_move] == member.id:
                return
        else:
            await play_one(world, rng)
    raise AssertionError("the turn never passed")


async def served_until_turn_of(world, member, seed: int = 0) -> None:
    """As `until_turn_of`, each move played through the service and published as a click
    would, so no panel (a private answer) is opened on the way."""
    rng = random.Random(seed)
    pipeline = cog(world.bot, GamesCog).flow.pipeline
    for _ in range(60):
        match, game = await live_game(world)
        mover = match.players[game.to_move]
        code = str(rng.choice(game.legal_actions()))
        step = await world.bot.service.act(match.id, mover, code, match.version, now())
        await pipeline.publish(Plan.told(step))
        match, game = await live_game(world)
        if mover != member.id and match.players[game.to_move] == member.id:
            return
    raise AssertionError("the turn never passed")


async def test_dm_notices_reach_the_member_with_a_link_and_no_hidden_card(world):
    res = await world.bob.slash(world.channel, "games me", notices="dm")
    assert "by direct message" in told(res).content and res.ephemeral
    await start_match(world)
    channel_before = len(notices_for(world, world.bob))
    await until_turn_of(world, world.bob)
    match, game = await live_game(world)
    sent = dms(world.bob)
    assert sent, "no DM"
    text = sent[-1].content
    link = f"https://discord.com/channels/{world.guild.id}/{world.channel.id}/"
    assert f"match #{match.id}" in text and "Mandala Club" in text
    assert f"{link}{match.table_message_id}" in text  # the table shown now, not one replaced
    # public facts only: no hand, cup, deck or face-down card in any form
    assert not [fact for fact in hidden_facts(match.state) if fact in text]
    assert len(notices_for(world, world.bob)) == channel_before  # dm only: none in the channel
    assert dms(world.alice) == []  # alice kept the channel (the default)


async def test_closed_dms_fall_back_to_the_channel_and_say_so_once(world):
    await world.bob.slash(world.channel, "games me", notices="dm")
    dm = world.bob.user.dm_channel
    world.env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007,
                           message="Cannot send messages to this user", times=None)
    await start_match(world)
    before = len(notices_for(world, world.bob))
    await served_until_turn_of(world, world.bob, seed=1)
    assert len(notices_for(world, world.bob)) > before  # the channel got it instead
    # his next private answer (his panel) says so, once
    opened = await world.bob.click(table_message(world.channel),
                                   custom_id=hand_button(table_message(world.channel)))
    said = [m.content for m in [opened.response, *opened.followups] if m is not None]
    assert sum("direct messages are closed" in (x or "") for x in said) == 1
    again = told(await world.bob.slash(world.channel, "games mine"))
    assert "direct messages are closed" not in again.content


async def test_closed_dms_are_also_said_in_games_mine(world):
    await world.bob.slash(world.channel, "games me", notices="both")
    dm = world.bob.user.dm_channel
    world.env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007,
                           message="Cannot send messages to this user", times=None)
    await start_match(world)
    await served_until_turn_of(world, world.bob, seed=1)
    first = told(await world.bob.slash(world.channel, "games mine"))
    assert "direct messages are closed" in first.content
    again = told(await world.bob.slash(world.channel, "games mine"))
    assert "direct messages are closed" not in again.content  # once


async def test_a_daily_reminder_goes_by_dm_when_chosen(world):
    await world.alice.slash(world.channel, "games me", notices="both")
    await world.bob.slash(world.channel, "games me", notices="both")
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob,
                                  pace="daily:1")
    await world.bob.click(res.response, custom_id=next(
        c for c in custom_ids(res.response) if c.startswith("g:accept:")))
    match, game = await live_game(world)
    idle = member_for(world, match.players[game.to_move])
    await until(world, match.remind_at + 60)
    reminded = [m for m in dms(idle) if "Still your move" in m.content]
    assert len(reminded) == 1 and f"#{match.id}" in reminded[0].content
    assert any("still your move" in m.content for m in world.channel.history())  # both


async def test_a_turn_notice_offers_my_matches(world):
    await start_match(world)
    await until_turn_of(world, world.alice, seed=2)
    notice = notices_for(world, world.alice)[-1]
    assert "g:mine" in custom_ids(notice)
    mine = told(await world.alice.click(notice, custom_id="g:mine"))
    match, _ = await live_game(world)
    assert f"#{match.id}" in mine.content and "your turn" in mine.content
    assert any(c.get("custom_id") == f"g:hand:{match.id}" for c in components_of(mine))
    seat = match.seat_of(world.alice.id)
    assert load_game(match).to_move == seat


async def test_the_first_turns_dm_links_the_table_just_posted(world):
    """At the start the table is posted anew (its mention pings in the channel): the first
    mover's DM links that very message, which the starting match row does not name yet."""
    for member in (world.alice, world.bob):
        await member.slash(world.channel, "games me", notices="dm")
    match = await start_match(world)
    first = member_for(world, match.players[load_game(match).to_move])
    sent = dms(first)
    assert len(sent) == 1
    link = (f"https://discord.com/channels/{world.guild.id}/{world.channel.id}/"
            f"{match.table_message_id}")
    assert link in sent[0].content


async def test_a_dm_that_fails_on_the_way_falls_back_to_the_channel(world, monkeypatch, caplog):
    """A DM is an extra: one lost on the way (the connection dropped, not a Discord answer)
    costs the member nothing, their notice goes to the channel as for closed DMs."""
    await world.bob.slash(world.channel, "games me", notices="dm")
    real = world.bot.get_user

    class Unreachable:
        async def send(self, *args: object, **kwargs: object) -> None:
            raise OSError("Connection reset by peer")

    def get_user(uid: int):
        return Unreachable() if uid == world.bob.id else real(uid)

    monkeypatch.setattr(world.bot, "get_user", get_user)
    await start_match(world)
    before = len(notices_for(world, world.bob))
    await until_turn_of(world, world.bob, seed=1)
    assert len(notices_for(world, world.bob)) > before  # the channel got it instead
    assert any("a turn notice by DM failed (OSError)" in r.getMessage() for r in caplog.records)


async def test_closed_dms_are_said_once_not_at_every_turn(world):
    """Each turn tries the DM again and falls back again; the member is told after the first
    refusal only, until they choose their notices again."""
    await world.bob.slash(world.channel, "games me", notices="dm")
    dm = world.bob.user.dm_channel
    world.env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007,
                           message="Cannot send messages to this user", times=None)
    await start_match(world)
    said = []
    for seed in (1, 2, 3):
        await served_until_turn_of(world, world.bob, seed=seed)
        table = table_message(world.channel)
        opened = await world.bob.click(table, custom_id=hand_button(table))
        said += [m.content or "" for m in [opened.response, *opened.followups] if m is not None]
    assert sum("direct messages are closed" in x for x in said) == 1
    again = told(await world.bob.slash(world.channel, "games me", notices="dm"))
    assert "direct messages are closed" not in again.content
    await served_until_turn_of(world, world.bob, seed=4)  # refused again, after a new choice: said
    assert "direct messages are closed" in told(
        await world.bob.slash(world.channel, "games mine")).content


async def test_the_servers_name_in_a_dm_is_text_not_markdown(world):
    """A server's name is its owner's text: in the bot's DM it can't become a masked link or
    break the notice's bold."""
    world.env.backend.edit_guild(world.guild.id, {"name": "[Prize](https://example.com) **x"})
    await world.env.settle()
    await world.bob.slash(world.channel, "games me", notices="dm")
    await start_match(world)
    await until_turn_of(world, world.bob)
    text = dms(world.bob)[-1].content
    assert r"\[Prize](https://example.com) \*\*x" in text, text
