"""Turn notices and reminders by direct message, for members who chose them (`/games me
notices`): the game, the match, the server, a jump link and the clocks as the table shows
them (present.pace_text.dm_notice: public facts only, never a hand). A DM Discord refuses
(closed DMs) is noted, so the member's next private answer says their notices went to the
channel."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from cogs.kit.common import jump_link, now
from cogs.kit.language import private_lang, server_lang
from cogs.kit.message import Message
from cogs.kit.names import names_for
from cogs.kit.promptly import reply
from i18n import t
from play.notices import dm_refused, take_dm_refused
from present.pace_text import clock_summary, dm_notice
from store import Match

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot

log = logging.getLogger("mandala.notices")


async def send_dm_notice(bot: MandalaBot, match: Match, to_move: int, *, remind: bool = False,
                         table_id: int | None = None) -> bool:
    """DM the member at seat `to_move` that it is their turn (`remind`: still is), linking
    the table (`table_id` when just posted, else the match's); whether it was delivered
    (False, however it failed: the caller tells them in the channel instead)."""
    uid = match.players[to_move]
    lang = await server_lang(bot, match.guild_id)  # a DM has no client locale to read
    guild = bot.get_guild(match.guild_id)
    url = jump_link(match.guild_id, match.place_id, table_id or match.table_message_id)
    link = url if url and bot.settings.jump_links else f"<#{match.place_id}>"
    names = [discord.utils.escape_markdown(n) for n in await names_for(bot, match, lang)]
    server = discord.utils.escape_markdown(guild.name) if guild else ""  # its owner's text
    text = dm_notice(match, server, link,
                     clock_summary(match, to_move, now(), names, lang), remind=remind, lang=lang)
    try:
        user = bot.get_user(uid) or await bot.fetch_user(uid)
        await user.send(text, allowed_mentions=discord.AllowedMentions.none(),
                        suppress_embeds=True)
    except discord.Forbidden:
        await dm_refused(bot.store, uid)
        return False
    except discord.HTTPException as e:
        log.warning("match %s: a turn notice by DM failed (%s)", match.id, e.status)
        return False
    except Exception as e:  # noqa: BLE001 - lost on the way (a dropped connection): a DM is
        # an extra, so the caller's channel notice must still go
        log.warning("match %s: a turn notice by DM failed (%s)", match.id, type(e).__name__)
        return False
    return True


async def tell_dm_closed(bot: MandalaBot, interaction: Interaction) -> None:
    """After a private answer (the panel): "your DMs are closed, your notices went to the
    channel", once, if a DM to this member was refused since they were last told."""
    if await take_dm_refused(bot.store, interaction.user.id):
        await reply(interaction, Message(t(private_lang(interaction), "notices.dm_closed")))
