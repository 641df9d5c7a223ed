"""The move log of a live match and the list of finished ones, as embeds (private answers).

Both are told from the store: the log by replaying the match from its initial state, so each
reader sees exactly what they may (their own draws, nobody else's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs.kit.embeds import to_embed
from cogs.kit.names import embed_names, names_for
from cogs.output.tables import in_text
from i18n import DEFAULT
from play.replay import replay
from present import history_text
from present.gameui import ui_for
from present.history_text import LIMIT as LIMIT
from store import Match

if TYPE_CHECKING:
    from bot import MandalaBot


async def move_log(bot: MandalaBot, match: Match, viewer: int | None,
                   lang: str = DEFAULT) -> discord.Embed:
    names = in_text(await names_for(bot, match, lang))
    try:
        _, events_of = replay(match, await bot.store.log.actions(match.id))
    except ValueError:
        events_of = None  # a log this version can no longer replay
    hints = await bot.store.hints.used(match.id) if bot.db is not None else {}
    return to_embed(history_text.move_log(ui_for(match.kind), match, events_of, names, viewer,
                                          lang, hints))


async def finished(bot: MandalaBot, guild_id: int, kind: str,
                   member: discord.abc.User | None, lang: str = DEFAULT) -> discord.Embed:
    matches = await bot.store.matches.finished_of(guild_id, kind,
                                                  member.id if member else None, limit=10)
    read = [(match, {r.seat: r for r in await bot.store.results.of_match(match.id)})
            for match in matches]
    name = in_text([member.display_name])[0] if member else None
    names = await embed_names(bot, guild_id, sorted({uid for m in matches for uid in m.players
                                                     if uid >= 0}), lang)
    return to_embed(history_text.finished(ui_for(kind), read, name, lang, names))
