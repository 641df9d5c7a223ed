"""Starting a match: checks on the challenge, then a public message with Accept / Decline."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from cogs.common import missing_permissions, now, permission_sentence
from cogs.components import challenge_view
from play.service import PlayError


async def send_challenge(
    interaction: discord.Interaction, kind: str, invited: Sequence[Any]
) -> None:
    """Challenge `invited` (members or user ids) to `kind` in this channel, or refuse clearly."""
    bot: Any = interaction.client
    channel = interaction.channel
    guild = interaction.guild
    if guild is None or channel is None:
        raise PlayError("Matches are played in server channels, not in direct messages.")
    members = []
    for who in invited:
        member = who if isinstance(who, discord.Member) else guild.get_member(int(who))
        if member is None:
            try:
                member = await guild.fetch_member(int(who))
            except discord.HTTPException:
                raise PlayError("That player is no longer in this server.") from None
        members.append(member)
    for member in members:
        if member.id == interaction.user.id:
            raise PlayError("You can't challenge yourself. Pick another member.")
        if member.bot:
            raise PlayError("Bots can't play Mandala yet: challenge a person.")
        if not channel.permissions_for(member).view_channel:
            raise PlayError(f"{member.display_name} can't see this channel, so they couldn't "
                            "play here. Challenge them in a channel you both can see.")
    missing = missing_permissions(channel, guild.me)
    if missing:
        raise PlayError(permission_sentence(missing))
    if await bot.store.live_match_in_channel(channel.id):
        raise PlayError("This channel already has a match in progress. Finish it first, or "
                        "play in another channel.")
    t = now()
    timeout = bot.settings.challenge_timeout_s
    ch = await bot.store.create_challenge(
        kind=kind, guild_id=guild.id, channel_id=channel.id, challenger_id=interaction.user.id,
        invited=[m.id for m in members], now=t, expires_at=t + timeout,
    )
    who = ", ".join(m.mention for m in members)
    await interaction.response.send_message(
        f"{interaction.user.mention} challenges {who} to a game of **{kind.title()}**! "
        f"This challenge expires <t:{int(t + timeout)}:R>.",
        view=challenge_view(ch.id),
        allowed_mentions=discord.AllowedMentions(users=members),
    )
    msg = await interaction.original_response()
    await bot.store.set_challenge_message(ch.id, msg.id)
