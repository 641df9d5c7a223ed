"""Each match in its own thread of the channel where it was challenged: whether a thread can be
made here, its name, making it when the match starts, and the one line its channel gets at the
end. Without a thread, the match is played in the channel itself, one at a time."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Sequence
from typing import TYPE_CHECKING, Literal, TypeVar

import discord

from cogs.kit.language import server_lang
from cogs.kit.names import names_of
from cogs.kit.permissions import permission_words
from i18n import DEFAULT, t
from play.logsafe import summary
from play.service import MatchThread
from play.step import Step
from store import Challenge, Match

if TYPE_CHECKING:
    from bot import MandalaBot

log = logging.getLogger("mandala.threads")

# while playing, Discord archives a quiet thread only after a week
PLAYING_ARCHIVE: Literal[10080] = 10080
NAME_MAX = 100  # Discord's limit on a thread name, in characters
# Needed in the channel for a thread per match, with the names Discord's settings show.
THREAD_PERMISSIONS = (
    ("create_public_threads", "Create Public Threads"),
    ("send_messages_in_threads", "Send Messages in Threads"),
)


def thread_name(title: str, names: Sequence[str], lang: str = DEFAULT) -> str:
    """"Mandala · Alice vs Bob", cut to Discord's 100 characters (names in any script)."""
    name = " ".join(f"{title} · {t(lang, 'table.vs').join(names)}".split())  # no newline
    return name if len(name) <= NAME_MAX else name[: NAME_MAX - 1] + "…"


async def why_no_thread(bot: MandalaBot, channel: object, lang: str = DEFAULT) -> str | None:
    """None when a match here gets its own thread; else why not, in words for the channel in
    `lang` ("" when there is nothing to say: the server chose so, or this is a thread)."""
    if isinstance(channel, discord.Thread) or not isinstance(channel, discord.abc.GuildChannel):
        return ""
    if not await bot.store.settings.threads_on(channel.guild.id):
        return ""
    if not isinstance(channel, discord.TextChannel):  # a voice, stage or forum channel
        return t(lang, "thread.kind")
    perms = channel.permissions_for(channel.guild.me)
    missing = [label for attr, label in THREAD_PERMISSIONS if not getattr(perms, attr)]
    if missing:
        return t(lang, "thread.needs", perms=permission_words(missing, lang))
    return None


def fallback_note(reason: str | None, lang: str = DEFAULT) -> str:
    """The line a challenge gets when its match will be played in the channel for a reason
    worth telling (a moderator can grant the permission)."""
    if not reason:
        return ""
    return t(lang, "thread.fallback", why=reason)


T = TypeVar("T")


class Opener:
    """Makes a starting match's thread from its challenge message (the service calls it once
    the match is sure to start) and remembers it, or why there is none."""

    def __init__(self, bot: MandalaBot, ch: Challenge, title: str,
                 message: discord.Message | None = None, lang: str = DEFAULT) -> None:
        """`lang`: the language `failure` is told in (the starting member's)."""
        self.bot, self.ch, self.title, self.message, self.lang = bot, ch, title, message, lang
        self.thread: discord.Thread | None = None
        self.failure = ""

    async def __call__(self) -> MatchThread | None:
        channel = self.bot.get_channel(self.ch.channel_id)
        if isinstance(channel, discord.Thread):  # a match in a thread (a rematch in its old one)
            with contextlib.suppress(discord.HTTPException):  # must not archive an hour on
                await channel.edit(auto_archive_duration=PLAYING_ARCHIVE)
            return reused(channel)
        reason = await why_no_thread(self.bot, channel, self.lang)
        if reason is not None:
            self.failure = reason
            return None
        assert isinstance(channel, discord.TextChannel)
        levels = dict(self.ch.bots)
        public = await server_lang(self.bot, self.ch.guild_id)
        names = await names_of(self.bot, self.ch.guild_id, self.ch.seated,
                               [levels.get(u) for u in self.ch.seated], public)
        # the thread is made from the channel's own handle on the message: a message posted
        # as an interaction's follow-up (after a defer: a button's practice game, a slow
        # command) has no guild in discord.py, and its create_thread raises ValueError
        posted = self.message.id if self.message is not None else self.ch.message_id
        message = channel.get_partial_message(posted) if posted else None
        if message is None:  # the challenge was never posted: nothing to start a thread from
            self.failure = t(self.lang, "thread.failed")
            return None
        try:
            self.thread = await message.create_thread(name=thread_name(self.title, names, public),
                                                      auto_archive_duration=PLAYING_ARCHIVE)
        except discord.HTTPException as e:
            log.warning("challenge %s: no thread (%s)", self.ch.id, summary(e))
            self.failure = t(self.lang, "thread.failed")
            return None
        return MatchThread(channel.id, self.thread.id)

    async def discard(self) -> None:
        """The match did not start after all (a second click won): no empty thread stays."""
        if self.thread is not None:
            with contextlib.suppress(discord.HTTPException):
                await self.thread.delete()

    async def seat_players(self, match: Match) -> None:
        """Add the members to the thread, so it shows in their list and notifies them."""
        if self.thread is None:
            return
        for uid in match.players:
            if uid >= 0:
                with contextlib.suppress(discord.HTTPException):
                    await self.thread.add_user(discord.Object(uid))


def reused(thread: discord.Thread) -> MatchThread | None:
    """A match started inside a thread (a rematch in the finished match's thread, a practice
    posted there) is that thread's match: stored with it, so its result line, its archiving
    and a moderator deleting or archiving it are handled as for the thread's first match, and
    its channel is the thread's parent. A private thread stays the match's channel: its
    result is not told where others can read it."""
    if thread.is_private():
        return None
    return MatchThread(thread.parent_id, thread.id)


def elsewhere(match: Match, here: int | None) -> bool:
    """Whether the match is played in a thread other than `here` (where its challenge was)."""
    return match.thread_id is not None and match.thread_id != here


def begins(match: Match, lang: str = DEFAULT, here: int | None = None) -> str:
    """Where the match is played, for the challenge message it replaces (in `here`)."""
    if not elsewhere(match, here):
        return t(lang, "thread.begins_below", id=match.id)
    link = f"https://discord.com/channels/{match.guild_id}/{match.thread_id}"
    return t(lang, "thread.begins_in", id=match.id, thread=f"<#{match.thread_id}>", link=link)


def result_line(step: Step, title: str, names: Sequence[str], reason: str,
                lang: str = DEFAULT) -> str:
    """The channel's one line about a thread's match that ended: the places, best first (or
    why it does not count); `reason` says how it ended off the board ("" when it didn't)."""
    match = step.match
    head = t(lang, "thread.head", title=title, id=match.id, thread=f"<#{match.thread_id}>")
    outcome = step.game.outcome()
    if match.outcome == "cancelled" or outcome is None:
        return t(lang, "thread.void", head=head, why=reason or t(lang, "thread.cancelled"))
    order = sorted(range(len(names)), key=lambda s: outcome.ranks[s])
    shown = match.outcome == "normal"
    places = " · ".join(
        f"{outcome.ranks[s]}. **{names[s]}**"
        + (f" {outcome.scores[s]}" if shown and outcome.scores[s] is not None else "")
        for s in order)
    return f"{head}: {places}" + (f" ({reason})" if reason else "")


async def close(bot: MandalaBot, step: Step, line: str) -> None:
    """A thread's match ended: its channel gets `line`, and the thread archives itself after
    THREAD_ARCHIVE_MINUTES without messages (Discord's own clock, which survives restarts)."""
    match = step.match
    channel = bot.get_channel(match.channel_id)
    if isinstance(channel, discord.abc.Messageable):
        await channel.send(line, allowed_mentions=discord.AllowedMentions.none())
    thread = bot.get_channel(match.thread_id or 0)
    if isinstance(thread, discord.Thread) and not thread.archived:
        # _archive_minutes (bot.py) allows only the durations Discord takes; the setting is an int
        await thread.edit(auto_archive_duration=bot.settings.thread_archive_minutes)  # type: ignore[arg-type]


async def starting(opener: Opener, work: Awaitable[T]) -> T:
    """Start a match with `opener`; when it does not start after all, its thread goes."""
    try:
        return await work
    except Exception:
        await opener.discard()
        raise
