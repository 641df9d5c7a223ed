"""A permission taken away mid-match is named, so a moderator knows which one to give back."""

from __future__ import annotations

import random

import discord
from simcord.backend.models import Overwrite
from simcord.enums import OverwriteType

from tests.cogs.helpers import play_one, start_match


async def test_a_revoked_permission_is_named_after_a_move(world):
    await start_match(world)
    me = world.env.backend.bot_user.id
    world.env.backend.set_overwrite(world.channel.id, Overwrite(
        target_id=me, type=OverwriteType.MEMBER,
        deny=discord.Permissions(send_messages=True).value))
    await world.env.settle()
    await world.carol.send(world.channel, "hello")  # the table is no longer the latest message
    done = await play_one(world, random.Random(1))
    said = " ".join(m.content for m in done.followups)
    assert "Your move counted" in said
    assert f"I'm missing the **Send Messages** permission in <#{world.channel.id}>" in said


class Channel:
    """A channel whose permissions for the bot are given (simcord enforces only some)."""

    def __init__(self, **denied: bool) -> None:
        names = ("view_channel", "send_messages", "attach_files", "embed_links",
                 "read_message_history")
        self.perms = discord.Permissions(**{n: not denied.get(n, False) for n in names})

    def permissions_for(self, obj: object) -> discord.Permissions:
        return self.perms


def test_the_one_permission_to_grant_is_named():
    from cogs.kit.permissions import missing_permissions

    assert missing_permissions(Channel(read_message_history=True), object()) == \
        ["Read Message History"]
    assert missing_permissions(Channel(attach_files=True, embed_links=True), object()) == \
        ["Attach Files", "Embed Links"]
    # without Send Messages, discord.py reads the files and links as denied too: name the cause
    assert missing_permissions(Channel(send_messages=True, attach_files=True), object()) == \
        ["Send Messages"]
