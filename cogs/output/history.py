"""The move log of a live match and the list of finished ones, as embeds (private answers).

Both are told from the store: the log by replaying the match from its initial state, so each
reader sees exactly what they may (their own draws, nobody else's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs.kit.common import fit_lines, who
from cogs.kit.names import embed_names, names_for
from cogs.kit.texts import day
from cogs.output.tables import in_text
from i18n import DEFAULT, t
from play.replay import replay
from present.gameui import ui_for
from present.rating_text import result_lines
from present.table_text import OUTCOME_WORDS, told
from store import Match, hints_used

if TYPE_CHECKING:
    from bot import MandalaBot

LIMIT = 3900  # an embed description holds 4096 characters


async def move_log(bot: MandalaBot, match: Match, viewer: int | None,
                   lang: str = DEFAULT) -> discord.Embed:
    ui = ui_for(match.kind)
    names = in_text(await names_for(bot, match, lang))
    embed = discord.Embed(title=t(lang, "hist.log_live" if match.is_live else "hist.log",
                                  title=ui.title, id=match.id),
                          colour=discord.Colour.dark_teal())
    try:
        _, events_of = replay(match, await bot.store.actions(match.id))
    except ValueError:
        embed.description = t(lang, "hist.too_old")
        return embed
    lines = []
    for n, events in enumerate(events_of, 1):
        if text := told(ui, events, names, viewer, lang):
            lines.append(f"`{n:>3}` {text}")
    if bot.db is not None:  # the hints taken (a practice game's), after the moves
        lines.extend(result_lines([], await hints_used(bot.db, match.id), names, lang))
    embed.description = fit_lines(lines, LIMIT, lang) or t(lang, "hist.no_move")
    return embed


async def finished(bot: MandalaBot, guild_id: int, kind: str,
                   member: discord.abc.User | None, lang: str = DEFAULT) -> discord.Embed:
    ui = ui_for(kind)
    title = (t(lang, "hist.finished_of", title=ui.title, name=in_text([member.display_name])[0])
             if member else t(lang, "hist.finished", title=ui.title))
    embed = discord.Embed(title=title, colour=discord.Colour.blurple())
    matches = await bot.store.finished_matches_of(guild_id, kind,
                                                  member.id if member else None, limit=10)
    lines = []
    names = await embed_names(bot, guild_id, sorted({uid for m in matches for uid in m.players
                                                     if uid >= 0}), lang)
    for match in matches:
        results = {r.seat: r for r in await bot.store.results(match.id)}
        players = []
        for seat, uid in enumerate(match.players):
            r = results.get(seat)
            score = f" {r.score}" if r and r.score is not None else ""
            mark = " 🏆" if r and r.rank == 1 and match.outcome != "cancelled" else ""
            name = names.get(uid) or who(uid, match.bot_level(seat), lang)
            players.append(f"{name}{score}{mark}")
        how = "" if match.outcome not in OUTCOME_WORDS else \
            f" · {t(lang, f'end.{match.outcome}', loser=t(lang, 'hist.someone'))}"
        lines.append(f"**#{match.id}** {day(match.updated_at, lang)} · "
                     f"{' · '.join(players)}{how}")
    embed.description = "\n".join(lines) or t(lang, "hist.none")
    return embed
