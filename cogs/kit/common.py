"""Small helpers shared by the cogs: the clock, cogs by class, jump links, answering errors."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, TypeVar

import discord
from discord.ext import commands

from cogs.kit.hub import hub_of
from cogs.kit.language import private_lang
from cogs.kit.message import Message
from cogs.kit.permissions import missing_permissions, permission_sentence
from cogs.kit.promptly import reply
from i18n import t
from play.errors import PlayError
from play.logsafe import outline, summary
from play.steady import SteadyClock
from present.words import bot_name as bot_name  # the cogs' words, kept where they were
from present.words import fit_lines as fit_lines
from present.words import who as who
from store import StoreBusy

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot

log = logging.getLogger("mandala.cogs")

C = TypeVar("C", bound=commands.Cog)


def loaded(bot: MandalaBot, kind: type[C]) -> C | None:
    """The loaded cog of class `kind`, typed as one (get_cog by name answers a plain Cog, and
    a renamed class would make it answer None without a word)."""
    return next((cog for cog in bot.cogs.values() if isinstance(cog, kind)), None)


# The process's clock (one per process, as the system clock is): wall-clock seconds read
# through discord.utils so tests can move time, its steps taken out (play.steady); the outage
# watch (cogs.background.watch) anchors it when the bot starts and releases it when it stops.
CLOCK = SteadyClock(lambda: discord.utils.utcnow().timestamp())


def now() -> float:
    """Wall-clock seconds, a stepped system clock's steps taken out (see CLOCK)."""
    return CLOCK.now()


def jump_link(guild_id: int, channel_id: int, message_id: int | None) -> str:
    """A link to a message, or "" before it is known."""
    if message_id is None:
        return ""
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


async def answer(interaction: discord.Interaction, text: str) -> None:
    """Reply ephemerally whether or not the interaction was already answered or deferred
    (nobody named in `text` is pinged)."""
    await reply(interaction, Message(text))


async def report_error(interaction: Interaction, error: BaseException) -> None:
    """The one place errors become sentences for users; tracebacks go only to the log."""
    original = getattr(error, "original", error)
    if gone(original):  # a second callback would only be refused again
        log.warning("could not answer %s by user %s: the interaction is gone (%s)",
                    pressed(interaction), interaction.user.id, summary(original))
        return
    lang = private_lang(interaction)
    bot = interaction.client
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
        await answer(interaction, text)
    except discord.HTTPException as e:
        log.warning("could not tell user %s about an error in %s (%s)", interaction.user.id,
                    pressed(interaction), summary(e))


# Discord's answers that the interaction can no longer be answered at all: "Unknown
# interaction" (its 3 seconds passed before our first answer, or it was answered elsewhere) and
# "Unknown Webhook" (its 15-minute token expired, so no follow-up either).
GONE_CODES = frozenset({10062, 10015})


def gone(error: BaseException) -> bool:
    """Whether `error` is Discord saying the interaction can no longer be answered."""
    return isinstance(error, discord.NotFound) and error.code in GONE_CODES


def owed_check(bot: MandalaBot) -> None:
    """The database just failed a member: whatever it stored meanwhile (a COMMIT whose answer
    was lost, another handler's step) is shown once it answers again, not at the next start."""
    hub = hub_of(bot)
    if hub is not None:
        hub.outage()


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
