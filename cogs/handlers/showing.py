""""Show the channel": a replay's frame posted in the match's thread or channel for everyone,
the public side only (whoever presses, on whichever side), in the server's language, with the
move's narration and nobody pinged; one per member every 30 s (play.showing)."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from cogs.handlers.replayed import Replayed
from cogs.kit.common import answer, now
from cogs.kit.language import private_lang, server_lang
from cogs.kit.names import names_for
from cogs.kit.promptly import defer_update
from cogs.output.tables import http_reason, in_text
from i18n import t
from play.showing import claim, give_back
from present.gameui import ui_for
from present.table_text import clip

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot

Finished = Callable[[int, int | None], Awaitable[Replayed]]


async def show_channel(bot: MandalaBot, finished: Finished, interaction: Interaction, mid: int,
                       move: int) -> None:
    """Post move `move` of match `mid` (`finished` replays it) where the match was played;
    too soon, a gone channel or Discord's refusal (naming the permission) is answered
    privately, and a refused post gives its claim back."""
    await defer_update(interaction)
    lang = private_lang(interaction)
    r = await finished(mid, interaction.guild_id)
    n = max(0, min(move, r.total))
    channel = bot.get_channel(r.match.thread_id or r.match.channel_id)
    if not isinstance(channel, discord.abc.Messageable):
        await answer(interaction, t(lang, "err.show_gone", id=mid))
        return
    if not may_write(channel, interaction.user):
        await answer(interaction, t(lang, "err.show_cannot_write",
                                    where=getattr(channel, "mention", "")))
        return
    assert bot.db is not None
    guild, user = interaction.guild_id or 0, interaction.user.id
    got = await claim(bot.store.shown, guild, user, now())
    try:
        await post(bot, r, n, channel, interaction)
    except discord.HTTPException as e:
        await give_back(bot.store.shown, guild, user, got)
        await answer(interaction, t(lang, "err.show_refused", why=http_reason(e, channel, lang)))
        return
    except Exception:
        await give_back(bot.store.shown, guild, user, got)  # nothing was shown: no wait for it
        raise
    await answer(interaction, t(lang, "replay.shown_ok", n=n, id=mid,
                                where=getattr(channel, "mention", "")))


def may_write(channel: discord.abc.Messageable, user: discord.abc.User) -> bool:
    """Whether `user` could post in `channel` themselves, as Discord decides for a member's
    own command there: the bot posts the frame for them, so a member who can't see it, or may
    neither write nor use commands there (muted, timed out), posts nothing. A read-only games
    channel whose members play by commands still takes frames."""
    if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        return True  # not a server's channel: no permissions to read
    member = user if isinstance(user, discord.Member) else channel.guild.get_member(user.id)
    if member is None:
        return False  # no longer in the server
    perms = channel.permissions_for(member)
    writes = (perms.send_messages_in_threads if isinstance(channel, discord.Thread)
              else perms.send_messages)
    return perms.view_channel and (writes or perms.use_application_commands)


async def post(bot: MandalaBot, r: Replayed, n: int, channel: discord.abc.Messageable,
               interaction: Interaction) -> None:
    """The frame of move `n` with its narration, in the server's language, pinging nobody."""
    guild = interaction.guild_id or 0
    public = await server_lang(bot, guild)
    names = await names_for(bot, r.match, public)
    shown = in_text(names)
    png = await asyncio.to_thread(r.table_png, n, names, public)
    what = r.said(n, shown, None, public) if n else t(public, "replay.deal")
    who = in_text([getattr(interaction.user, "display_name", interaction.user.name)])[0]
    text = t(public, "replay.shown", who=who, title=ui_for(r.match.kind).title, id=r.match.id,
             n=n, total=r.total, what=clip(what))
    await channel.send(text, file=discord.File(io.BytesIO(png), filename="replay.png"),
                       allowed_mentions=discord.AllowedMentions.none())
