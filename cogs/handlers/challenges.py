"""Challenges for every game: checks, the public message with Accept / Decline, acceptance by
each invited member, expiry. The match starts when every invited member has accepted."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING

import discord

from cogs.controls.challenge import challenge_view, lobby_view
from cogs.kit.common import jump_link, now
from cogs.kit.language import private_lang, server_lang
from cogs.kit.message import Message
from cogs.kit.permissions import missing_permissions, permission_sentence
from cogs.kit.promptly import in_time, post
from cogs.output.tables import partial, users
from cogs.output.threads import Opener, begins, elsewhere, fallback_note, starting, why_no_thread
from engine.levels import DEFAULT as DEFAULT_LEVEL
from i18n import DEFAULT
from play import challenges as closing
from play import lobby as lobbies
from play.errors import AlreadyOpen, Expired, PlayError
from play.pace import Pace
from play.practice import practice_level
from play.service import challenge_pace, check_bot_can_play, check_invited, seat_levels
from present.challenge_text import challenge_text as challenge_text  # the lobbies read it here
from present.challenge_text import expired_text, practice_text
from present.challenge_text import lobby_text as lobby_text
from present.gameui import ui_for
from store import Challenge, bot_id, is_bot

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot
    from play.step import Step

    # the first table of a match that begins, in its thread (cogs.handlers.lobbies' `opening`)
    Opening = Callable[[Interaction, Step, Opener], Awaitable[None]]


Place = discord.abc.GuildChannel | discord.Thread  # a Thread is no GuildChannel in discord.py


def where(interaction: Interaction) -> tuple[discord.Guild, Place]:
    channel = interaction.channel
    guild = interaction.guild
    if guild is None or not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        raise PlayError("err.dm")
    return guild, channel


async def check_channel(bot: MandalaBot, guild: discord.Guild, channel: Place,
                        lang: str = DEFAULT) -> str:
    """Refuse a channel where the bot lacks a permission, or where the match would be played
    in the channel and one is already on. Returns the note a challenge here carries (why its
    match gets no thread, "" when there is nothing to say)."""
    missing = missing_permissions(channel, guild.me)
    if missing:
        raise PlayError("err.permissions", text=lambda lang: permission_sentence(missing, lang))
    reason = await why_no_thread(bot, channel, lang)
    if reason is None:
        return ""
    await bot.service.check_free(channel.id, thread=isinstance(channel, discord.Thread))
    return fallback_note(reason, lang)


def check_player(member: discord.Member, channel: Place, title: str) -> None:
    if member.bot:
        raise PlayError("err.other_bot", title=title)
    if not channel.permissions_for(member).view_channel:
        raise PlayError("err.cant_see", name=discord.utils.escape_mentions(member.display_name))


async def open_lobby(interaction: Interaction, kind: str,
                     options: Mapping[str, str], bots: Sequence[str] = (),
                     pace: Pace | None = None) -> None:
    """Post an open table that anyone may join (with `bots` of the bot's seats, at those
    levels, already seated), played at `pace` (None: the server's); the host starts it."""
    bot = interaction.client
    guild, channel = where(interaction)
    if bots:
        check_bot_can_play(kind)

    async def opened() -> tuple[str, str, Challenge]:
        lang = await server_lang(bot, guild.id)
        note = await check_channel(bot, guild, channel, lang)
        clock = now()
        return lang, note, await lobbies.open_lobby(
            bot.store, kind, guild_id=guild.id, channel_id=channel.id,
            host_id=interaction.user.id, now=clock,
            expires_at=clock + bot.settings.challenge_timeout_s, options=options, bots=bots,
            pace=pace)

    lang, note, lobby = await in_time(interaction, opened(),
                                      undo=lambda done: closing.withdraw(bot.store, done[2]))
    msg = await posted_or_withdrawn(bot, interaction, lobby, Message(
        lobby_text(lobby, lang) + note, view=lobby_view(lobby, lang)))
    await closing.posted(bot.store, lobby, msg.id)


async def posted_or_withdrawn(bot: MandalaBot, interaction: Interaction, ch: Challenge,
                              message: Message) -> discord.Message:
    """Post the message of a stored challenge (or table); when Discord refuses it, the challenge
    is withdrawn again: nobody could see it, yet it would refuse every retry ("you already
    challenged...") until it expired."""
    try:
        return await post(interaction, message)
    except discord.HTTPException:
        await closing.withdraw(bot.store, ch)
        raise


async def send_challenge(
    interaction: Interaction, kind: str, invited: Sequence[discord.abc.Snowflake | int],
    options: Mapping[str, str], levels: Sequence[str | None] = (), *,
    opening: Opening, rematch_of: int | None = None, pace: Pace | None = None,
    practice: bool = False,
) -> None:
    """Challenge `invited` (members or user ids; the bot itself, or a bot seat's stand-in id,
    takes a seat at `levels[i]`) to `kind` in this channel, at `pace` (None: the server's), or
    refuse clearly. With only the
    bot invited, the match starts at once and `opening` shows its first table. `practice`: a
    bot seat with no level plays at the member's practice level (play.practice), not the
    default."""
    bot = interaction.client
    title = ui_for(kind).title
    guild, channel = where(interaction)
    members: list[discord.Member] = []
    lang, note, ch, clock = await in_time(interaction, _challenge(
        bot, interaction, kind, invited, options, levels, rematch_of, members, pace, practice),
        undo=lambda done: closing.withdraw(bot.store, done[2]))
    if not members:  # only the bot: it accepts at once, so nothing expires or waits
        msg = await posted_or_withdrawn(bot, interaction, ch, Message(
            practice_text(ch, title, lang=lang) + note))
        opener = Opener(bot, ch, title, msg, private_lang(interaction))
        step = await starting(opener, bot.service.start(
            kind, guild_id=guild.id, channel_id=channel.id, players=list(ch.seated), now=clock,
            options=dict(ch.options), challenge_id=ch.id, bots=seat_levels(ch),
            rematch_of=ch.rematch_of, open_thread=opener, pace=challenge_pace(ch)))
        if elsewhere(step.match, channel.id):
            await msg.edit(content=practice_text(ch, title, begins(step.match, lang), lang),
                           allowed_mentions=discord.AllowedMentions.none())
        await opening(interaction, step, opener)
        return
    msg = await posted_or_withdrawn(bot, interaction, ch, Message(
        challenge_text(ch, lang=lang) + note, view=challenge_view(ch.id, lang, ch.kind),
        allowed_mentions=users([m.id for m in members])))
    await closing.posted(bot.store, ch, msg.id)


async def _challenge(
    bot: MandalaBot, interaction: Interaction, kind: str,
    invited: Sequence[discord.abc.Snowflake | int], options: Mapping[str, str],
    levels: Sequence[str | None], rematch_of: int | None, members: list[discord.Member],
    pace: Pace | None = None, practice: bool = False,
) -> tuple[str, str, Challenge, float]:
    """Check and store a challenge (filling `members` with the members invited): (the server's
    language, the note it carries, the challenge, when). Nothing is posted yet."""
    title = ui_for(kind).title
    guild, channel = where(interaction)
    seats: list[int] = []
    bots: dict[int, str] = {}
    me = bot.user.id if bot.user else 0
    uids = [one if isinstance(one, int) else one.id for one in invited]
    # the rules of who is invited (play), before asking Discord about any member
    check_invited(interaction.user.id, [bot_id(1) if uid == me else uid for uid in uids])
    unnamed = DEFAULT_LEVEL
    if practice and not all(levels):  # inside in_time: a slow database defers, never fails
        unnamed = await practice_level(bot.store, guild.id, kind, interaction.user.id)
    for i, uid in enumerate(uids):
        if uid == me or is_bot(uid):
            check_bot_can_play(kind)
            seat_id = bot_id(i + 1)
            bots[seat_id] = (levels[i] if i < len(levels) else None) or unnamed
            seats.append(seat_id)
            continue
        member = guild.get_member(uid)
        if member is None:
            try:
                member = await guild.fetch_member(uid)
            except discord.HTTPException:
                raise PlayError("err.player_gone") from None
        check_player(member, channel, title)
        members.append(member)
        seats.append(member.id)
    lang = await server_lang(bot, guild.id)
    note = await check_channel(bot, guild, channel, lang)
    clock = now()
    timeout = bot.settings.challenge_timeout_s
    try:
        ch = await bot.service.challenge(
            kind, guild_id=guild.id, channel_id=channel.id, challenger_id=interaction.user.id,
            invited=seats, now=clock, expires_at=clock + timeout, options=options, bots=bots,
            rematch_of=rematch_of, pace=pace,
        )
    except AlreadyOpen as e:
        old = e.challenge
        link = (jump_link(old.guild_id, old.channel_id, old.message_id)
                if bot.settings.jump_links else None)  # the playground has no discord.com
        raise PlayError("err.already_open_link" if link else "err.already_open", what=e.text,
                        link=link or "") from None
    return lang, note, ch, clock


async def open_challenge(bot: MandalaBot, cid: int) -> Challenge:
    """The open challenge or table a button acts on; one whose time is up is closed here and
    then (its message says so), not left for the sweep, and the click changes nothing else."""
    try:
        return await bot.service.open_challenge(cid, now())
    except Expired as e:
        await expire_challenge(bot, e.challenge)
        raise


async def expire_challenge(bot: MandalaBot, ch: Challenge) -> None:
    """Close an open challenge as expired and say so on its message."""
    if not await closing.expire(bot.store, ch):
        return
    channel = bot.get_channel(ch.channel_id)
    if isinstance(channel, discord.abc.Messageable) and ch.message_id:
        lang = await server_lang(bot, ch.guild_id)
        with contextlib.suppress(discord.HTTPException):
            await partial(channel, ch.message_id).edit(
                content=expired_text(ch, lang), view=None,
                allowed_mentions=discord.AllowedMentions.none())
