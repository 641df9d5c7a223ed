"""Small helpers shared by the cogs: the clock, names, permissions and answering errors."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord.ext import commands

from cogs.kit.language import private_lang
from i18n import DEFAULT, t, tn
from play.logsafe import outline, summary
from play.service import PlayError
from present.words import bot_name as bot_name  # the cogs' words, kept where they were
from present.words import fit_lines as fit_lines
from present.words import who as who
from store import StoreBusy

if TYPE_CHECKING:
    from bot import MandalaBot
    from store import Match

log = logging.getLogger("mandala.cogs")

C = TypeVar("C", bound=commands.Cog)


def loaded(bot: MandalaBot, kind: type[C]) -> C | None:
    """The loaded cog of class `kind`, typed as one (get_cog by name answers a plain Cog, and
    a renamed class would make it answer None without a word)."""
    return next((cog for cog in bot.cogs.values() if isinstance(cog, kind)), None)


# Permissions the bot needs in a match channel, with the name Discord shows in its settings.
NEEDED = (
    ("view_channel", "View Channel"),
    ("send_messages", "Send Messages"),
    ("attach_files", "Attach Files"),
    ("embed_links", "Embed Links"),
    ("read_message_history", "Read Message History"),
)


def now() -> float:
    """Wall-clock seconds, through discord.utils so tests can move time."""
    return discord.utils.utcnow().timestamp()


IN_THREADS = {"send_messages": ("send_messages_in_threads", "Send Messages in Threads")}
# Denying one of these denies the permissions after it as well (discord.py computes it so; in a
# thread, Send Messages in Threads stands for Send Messages).
GATES = ("view_channel", "send_messages", "send_messages_in_threads")


def missing_permissions(channel: Any, me: Any) -> list[str]:
    """The permissions the bot lacks here, named as Discord's settings name them; in a thread,
    posting needs Send Messages in Threads, not Send Messages."""
    if channel is None or me is None or not hasattr(channel, "permissions_for"):
        return []
    perms = channel.permissions_for(me)
    thread = isinstance(channel, discord.Thread)
    out = []
    for attr, label in NEEDED:
        if thread and attr in IN_THREADS:
            attr, label = IN_THREADS[attr]
        if not getattr(perms, attr):
            if attr in GATES:  # without it the rest reads as missing too: it is the one to grant
                return [label]
            out.append(label)
    return out


def jump_link(guild_id: int, channel_id: int, message_id: int | None) -> str:
    """A link to a message, or "" before it is known."""
    if message_id is None:
        return ""
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


def permission_words(missing: Sequence[str], lang: str = DEFAULT) -> str:
    """"the **Attach Files** permission", "the **A** and **B** permissions" (`missing` as
    Discord's English settings name them; each language names them as its Discord does)."""
    names = t(lang, "and").join(f"**{t(lang, 'perm.' + m)}**" for m in missing)
    return tn(lang, "perm.words", len(missing), names=names)


def permission_sentence(missing: Sequence[str], lang: str = DEFAULT) -> str:
    return t(lang, "perm.cant_host", perms=permission_words(missing, lang))


NAME_TTL = 600.0  # without the members intent, names are fetched; keep them a while


async def names_for(bot: MandalaBot, match: Match, lang: str = DEFAULT) -> list[str]:
    """Display names by seat; a member who left shows as "Player N" (the bot and a departed
    member are named in `lang`)."""
    return await names_of(bot, match.guild_id, match.players,
                          [match.bot_level(s) for s in range(len(match.players))], lang)


async def names_of(bot: MandalaBot, guild_id: int, players: Sequence[int],
                   levels: Sequence[str | None], lang: str = DEFAULT) -> list[str]:
    """Display names of these seats (`levels`: each seat's bot level, None for a member), also
    before their match exists; fetched names are kept a while in the bot's `names`."""
    guild = bot.get_guild(guild_id)
    out = []
    clock = now()
    bots = [s for s in range(len(players)) if levels[s] is not None]
    for seat, uid in enumerate(players):
        level = levels[seat]
        if level is not None:
            out.append(bot_name(level, bots.index(seat) + 1 if len(bots) > 1 else None, lang))
            continue
        cached = bot.names.get((guild_id, uid))
        if cached and clock - cached[1] < NAME_TTL:
            out.append(cached[0])
            continue
        member = guild.get_member(uid) if guild else None
        if member is None and guild is not None:
            try:
                member = await guild.fetch_member(uid)
            except discord.HTTPException:
                member = None
        name = member.display_name if member else t(lang, "player_n", n=seat + 1)
        if member:
            bot.names[(guild_id, uid)] = (name, clock)
        out.append(name)
    return out


async def answer(interaction: discord.Interaction, text: str, **kw: Any) -> None:
    """Reply ephemerally whether or not the interaction was already answered or deferred."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kw)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kw)


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The one place errors become sentences for users; tracebacks go only to the log."""
    original = getattr(error, "original", error)
    lang = private_lang(interaction)
    bot: MandalaBot = interaction.client  # type: ignore[assignment]  # ours: the only client
    if isinstance(original, StoreBusy) or bot.store.unreachable(original):
        owed_check(bot)
    if isinstance(original, PlayError):
        text = original.text(lang)
    elif isinstance(original, StoreBusy):  # the store gave up in time
        log.warning("the database was busy in %s by user %s%s", pressed(interaction),
                    interaction.user.id, " after a COMMIT" if original.maybe_written else "")
        # nothing was written, unless the COMMIT had gone out: then nobody can tell yet
        text = t(lang, "err.busy_maybe" if original.maybe_written else "err.busy")
    elif isinstance(original, discord.app_commands.TransformerError):
        text = t(lang, "err.option")
    elif isinstance(original, discord.Forbidden):
        missing = missing_permissions(interaction.channel, getattr(interaction.guild, "me", None))
        text = permission_sentence(missing or ["Send Messages"], lang)
    else:
        log.error("unexpected error in %s by user %s:\n%s", pressed(interaction),
                  interaction.user.id, outline(original))
        text = t(lang, "err.unexpected")
    try:
        await answer(interaction, text, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as e:
        log.warning("could not tell user %s about an error in %s (%s)", interaction.user.id,
                    pressed(interaction), summary(e))


def owed_check(bot: MandalaBot) -> None:
    """The database just failed a member: whatever it stored meanwhile (a COMMIT whose answer
    was lost, another handler's step) is shown once it answers again, not at the next start."""
    if bot.hub is not None:
        bot.hub.owed.outage()


def pressed(interaction: discord.Interaction) -> str:
    """What was used, fit for a log: a command's name, or a control's kind and ids ("g:do 12
    7" for a match and version), never its move code or chosen values (a code names the
    colour of a face-down play; the text of an engine refusal is the mover's hand)."""
    command = interaction.command
    if command is not None:
        return f"/{command.qualified_name}"
    data: Mapping[str, object] = interaction.data or {}
    parts = str(data.get("custom_id", "")).split(":")
    ids = [p for p in parts[2:] if p.isdigit()][:2]  # a match or challenge id, a version
    return " ".join([":".join(parts[:2]), *ids])
