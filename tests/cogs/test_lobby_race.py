"""An open table's Join racing its Start: whichever lands first, the lobby message ends telling
the final state (the match started, with whom it really seats, and no Join/Leave/Start left to
press), never an open table drawn over a started one."""

from __future__ import annotations

import pytest

from cogs.commands.games import GamesCog
from tests.cogs.helpers import cog, custom_ids, forged_click, told


@pytest.fixture
def dave(world):
    return world.guild.add_member(world.env.create_user("dave"))


def button(msg, prefix: str) -> str:
    return next(c for c in custom_ids(msg) if c.startswith(prefix))


async def open_table(world, dave):
    """Alice's open Flowers table with bob and carol seated; dave is about to join."""
    res = await world.alice.slash(world.channel, "flowers open")
    lobby = res.response
    for who in (world.bob, world.carol):
        await who.click(lobby, custom_id=button(lobby, "g:join:"))
    return lobby


async def started(world, lobby, seated: set[int]) -> None:
    """The match is live with exactly `seated`, and the lobby message says it started."""
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None and set(match.players) == seated
    final = next(m for m in world.channel.history() if m.id == lobby.id)
    assert not [c for c in custom_ids(final) if c.startswith(("g:join:", "g:leave:",
                                                              "g:start:"))], final.content
    assert "Seated (" not in final.content, final.content
    for uid in seated:
        assert f"<@{uid}>" in final.content


async def test_join_then_start_seats_the_joiner(world, dave):
    lobby = await open_table(world, dave)
    await dave.click(lobby, custom_id=button(lobby, "g:join:"))
    await world.alice.click(lobby, custom_id=button(lobby, "g:start:"))
    await started(world, lobby, {world.alice.id, world.bob.id, world.carol.id, dave.id})


async def test_start_then_join_refuses_the_joiner(world, dave):
    lobby = await open_table(world, dave)
    join = button(lobby, "g:join:")
    await world.alice.click(lobby, custom_id=button(lobby, "g:start:"))
    res = await forged_click(dave, lobby, join)  # a client that still showed the Join button
    said = told(res)
    assert said.ephemeral and "no longer open" in said.content
    await started(world, lobby, {world.alice.id, world.bob.id, world.carol.id})


async def at_once(env, clicks) -> None:
    """Several members press buttons of one message at the same instant: every interaction
    reaches the bot before it has answered any (simcord's `click` would wait for each)."""
    from simcord import interactions
    from simcord.actors import InteractionType, _visible_message, serializers

    for member, message, cid in clicks:
        stored = _visible_message(member, message)
        record, payload = interactions.base_payload(
            env.backend, type=InteractionType.MESSAGE_COMPONENT, channel_id=stored.channel_id,
            guild_id=member.guild.id, user_id=member.id,
            data={"custom_id": cid, "component_type": 2})
        payload["message"] = dict(serializers.message_payload(env.backend, stored))
        record.source_message_id = stored.id
        env._notify_dispatch_observers(record)
        env.backend.emit("INTERACTION_CREATE", payload)
    await env._settle_internal(dispatch="INTERACTION_CREATE")


@pytest.mark.postgres
@pytest.mark.parametrize("first", ["join", "start"])
async def test_concurrent_join_and_start_end_with_the_started_table(world, dave, first):
    lobby = await open_table(world, dave)
    join = (dave, lobby, button(lobby, "g:join:"))
    start = (world.alice, lobby, button(lobby, "g:start:"))
    await at_once(world.env, [join, start] if first == "join" else [start, join])
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None
    base = {world.alice.id, world.bob.id, world.carol.id}
    # the click that reached the bot first is served first
    assert set(match.players) == (base | {dave.id} if first == "join" else base)
    await started(world, lobby, set(match.players))
    assert not len(cog(world.bot, GamesCog).flow.lobbies.tables), "a table's lock was kept"
    table = await world.bot.store.challenges.get(int(join[2].split(":")[2]))
    assert set(table.seated) == set(match.players), "the table seats whom the match does"


@pytest.mark.parametrize("first", ["leave", "start"])
async def test_concurrent_leave_and_start_end_with_the_started_table(world, dave, first):
    lobby = await open_table(world, dave)
    leave = (world.bob, lobby, button(lobby, "g:leave:"))
    start = (world.alice, lobby, button(lobby, "g:start:"))
    await at_once(world.env, [leave, start] if first == "leave" else [start, leave])
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None
    seated = {world.alice.id, world.carol.id} | ({world.bob.id} if first == "start" else set())
    assert set(match.players) == seated
    await started(world, lobby, seated)
