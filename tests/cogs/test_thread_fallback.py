"""Where no thread can be made (a permission missing, a voice channel) or the server chose
so, a match is played in the channel as before, one at a time, and the bot says why."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.models import Overwrite
from simcord.enums import OverwriteType

from tests.cogs.helpers import table_message

pytestmark = pytest.mark.threads


def deny_bot(world, channel, **perms: bool) -> None:
    world.env.backend.set_overwrite(channel.id, Overwrite(
        target_id=world.env.backend.bot_user.id, type=OverwriteType.MEMBER,
        deny=discord.Permissions(**perms).value))


@pytest.mark.parametrize(("denied", "named"), [
    ("create_public_threads", "**Create Public Threads**"),
    ("send_messages_in_threads", "**Send Messages in Threads**"),
])
async def test_a_missing_thread_permission_is_named_and_the_match_stays_here(
        world, denied, named):
    deny_bot(world, world.channel, **{denied: True})
    await world.env.settle()
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    assert "One match at a time in this channel" in res.response.content
    assert named in res.response.content
    await world.bob.click(res.response, label="Accept")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None and match.thread_id is None
    assert not world.channel.threads
    assert table_message(world.channel)
    # one match at a time here, as before
    res = await world.carol.slash(world.channel, "mandala practice")
    assert "already has a match in progress" in res.response.content


async def test_a_voice_channels_match_is_played_in_it(world):
    voice = world.guild.create_voice_channel("lounge")
    res = await world.alice.slash(voice, "mandala challenge", opponent=world.bob)
    assert "can't have threads" in res.response.content
    await world.bob.click(res.response, label="Accept")
    match = await world.bot.store.matches.live_in_channel(voice.id)
    assert match is not None and match.thread_id is None
    assert table_message(voice)


async def test_the_server_setting_turns_threads_off_and_on(world):
    refused = await world.alice.slash(world.channel, "games settings", threads="off")
    assert refused.ephemeral and "Manage Server" in refused.response.content  # theirs only
    assert await world.bot.store.settings.threads_on(world.guild.id)
    admin_role = world.guild.create_role("admin", permissions=discord.Permissions(
        manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[admin_role])
    res = await boss.slash(world.channel, "games settings", threads="off")
    assert res.ephemeral and "Threads **off**" in res.response.content
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    assert "One match at a time" not in res.response.content  # chosen: nothing to explain
    await world.bob.click(res.response, label="Accept")
    assert not world.channel.threads and table_message(world.channel)
    res = await boss.slash(world.channel, "games settings", threads="on")
    assert "Threads **on**" in res.response.content
    await world.carol.slash(world.channel, "mandala practice")
    assert len(world.channel.threads) == 1  # beside the channel's own match


def test_the_archive_time_is_one_discord_takes():
    from bot import ConfigError, load_settings

    base = {"DISCORD_TOKEN": "x"}
    assert load_settings(base, dotenv=False).thread_archive_minutes == 60
    assert load_settings({**base, "THREAD_ARCHIVE_MINUTES": "1440"},
                         dotenv=False).thread_archive_minutes == 1440
    with pytest.raises(ConfigError, match="60, 1440, 4320, 10080"):
        load_settings({**base, "THREAD_ARCHIVE_MINUTES": "90"}, dotenv=False)
