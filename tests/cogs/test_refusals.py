"""Bad input gets a clear ephemeral answer and changes nothing."""

import asyncio

import discord
import pytest
import simcord

from play.errors import PlayError
from tests.cogs.helpers import counted_option, live_game, start_match, table_message, told


async def test_challenge_refusals(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.alice)
    assert res.ephemeral and "yourself" in res.response.content
    robot = world.guild.add_member(world.env.create_user("robot", bot=True))
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=robot)
    assert res.ephemeral and "Bots can't play" in res.response.content
    secret = world.guild.create_text_channel("secret", overwrites={
        world.guild.default_role: discord.PermissionOverwrite(view_channel=False),
        world.alice: discord.PermissionOverwrite(view_channel=True),
    })
    res = await world.alice.slash(secret, "mandala challenge", opponent=world.bob)
    assert res.ephemeral and "can't see this channel" in res.response.content
    await start_match(world)
    res = await world.carol.slash(world.channel, "mandala challenge", opponent=world.alice)
    assert res.ephemeral and "already has a match" in res.response.content
    assert await world.bot.store.challenges.get(2) is None  # nothing was stored


async def test_missing_bot_permission_is_named(world):
    locked = world.guild.create_text_channel("no-files", overwrites={
        world.guild.me: discord.PermissionOverwrite(attach_files=False),
    })
    res = await world.alice.slash(locked, "mandala challenge", opponent=world.bob)
    assert res.ephemeral and "**Attach Files**" in res.response.content


async def test_challenge_buttons_belong_to_the_challenged(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    other = told(await world.carol.click(res.response, label="Accept"))
    assert other.ephemeral and "not for you" in other.content
    own = told(await world.alice.click(res.response, label="Accept"))
    assert own.ephemeral and f"Waiting for <@{world.bob.id}>" in own.content
    await world.bob.click(res.response, label="Decline")
    assert "declined" in res.response.content and res.response.components == []
    assert await world.bot.store.matches.live_in_channel(world.channel.id) is None


async def test_challenge_expires_and_says_so(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.env.advance_time(world.bot.settings.challenge_timeout_s + 61)
    assert "expired" in res.response.content and res.response.components == []
    assert (await world.bot.store.challenges.get(1)).status == "expired"


async def test_commands_in_a_channel_without_a_match(world):
    for cmd in ("mandala hand", "mandala forfeit", "mandala table"):
        res = await world.alice.slash(world.channel, cmd)
        assert res.ephemeral and "no Mandala match in progress" in res.response.content


async def test_not_a_player_not_your_turn_and_someone_elses_button(world):
    match = await start_match(world)
    _, game = await live_game(world)
    table = table_message(world.channel)
    res = await world.carol.click(table, label="Show my hand")
    assert res.ephemeral and "not in this match" in res.response.content
    res = await world.carol.slash(world.channel, "mandala hand")
    assert "not in this match" in res.response.content
    waiting = (world.alice, world.bob)[1 - game.to_move]
    res = await waiting.click(table, label="Show my hand")
    assert res.ephemeral and "turn" in res.response.content
    assert not [c for c in res.response.components]  # no controls when it isn't your turn
    # a confirm button forged for the waiting player is refused by the service
    action = str(game.legal_actions()[0])
    try:
        await world.bot.service.act(match.id, waiting.id, action, match.version, 0.0)
    except PlayError as e:
        assert "not your turn" in str(e)
    else:
        raise AssertionError("a move out of turn was applied")
    assert (await world.bot.store.matches.get(match.id)).version == match.version


@pytest.mark.postgres
async def test_outdated_button_and_double_click(world):
    match = await start_match(world)
    _, game = await live_game(world)
    mover = (world.alice, world.bob)[game.to_move]
    res = await mover.click(table_message(world.channel), label="Show my hand")
    hand = res.response
    select, value = counted_option(hand)
    res = await mover.select(hand, [value], custom_id=select)
    confirm = next(c["custom_id"] for row in res.response.components for c in row["components"]
                   if c["custom_id"].startswith("g:do:"))
    stale_hand_select = select
    await mover.click(res.response, custom_id=confirm)
    after = await world.bot.store.matches.get(match.id)
    assert after.version == match.version + 1
    # the same confirm again (another ephemeral copy) is outdated: nothing applies
    try:
        again = await mover.click(res.response, custom_id=confirm)
    except simcord.SetupError:
        pass  # the button was removed from that message: also fine for a user
    else:
        assert again.ephemeral and "no longer current" in again.response.content
    assert (await world.bot.store.matches.get(match.id)).version == match.version + 1
    assert stale_hand_select.split(":")[3] == str(match.version)  # g:move:mid:ver:n:fresh


@pytest.mark.postgres
async def test_two_concurrent_clicks_apply_exactly_once(world):
    match = await start_match(world)
    _, game = await live_game(world)
    seat = game.to_move
    code = str(game.legal_actions()[-1])
    service = world.bot.service
    results = await asyncio.gather(
        service.act(match.id, match.players[seat], code, match.version, 1.0),
        service.act(match.id, match.players[seat], code, match.version, 1.0),
        return_exceptions=True,
    )
    applied = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, PlayError)]
    assert len(applied) == 1 and len(refused) == 1
    assert "no longer current" in str(refused[0])
    stored = await world.bot.store.matches.get(match.id)
    assert stored.version == match.version + 1
    assert len(await world.bot.store.log.actions(match.id)) == 1
