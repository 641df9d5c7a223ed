"""Players' display names by seat, fetched from Discord and kept a while in the bot's `names`
(an instance's, not a module's); a bot seat and a departed member are named in words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from cogs.kit.common import now
from i18n import DEFAULT, t
from play.names import kept_names, saw_members
from present.rating_text import member_names
from present.words import bot_name

if TYPE_CHECKING:
    from bot import MandalaBot
    from store import Match

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
    seen: dict[int, str] = {}
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
            seen[uid] = name
        out.append(name)
    if seen and bot.db is not None:  # kept for embeds that name them later (`embed_names`)
        await saw_members(bot.store.names, guild_id, seen, clock)
    return out


async def embed_names(bot: MandalaBot, guild_id: int, user_ids: Sequence[int],
                      lang: str = DEFAULT) -> dict[int, str]:
    """Members as an embed names them (escaped): the display name Discord has loaded or this
    bot fetched lately, else the one the store kept, else "a former member"; never a raw
    `<@id>`, which Discord shows as an id for a member it has not loaded. Loaded names are
    kept for next time."""
    guild = bot.get_guild(guild_id)
    clock = now()
    loaded: dict[int, str] = {}
    for uid in user_ids:
        cached = bot.names.get((guild_id, uid))
        member = guild.get_member(uid) if guild else None
        if member is not None:
            loaded[uid] = member.display_name
        elif cached and clock - cached[1] < NAME_TTL:
            loaded[uid] = cached[0]
    kept = {}
    if bot.db is not None:
        kept = await kept_names(bot.store.names, guild_id, [u for u in user_ids if u not in loaded])
        if loaded:
            await saw_members(bot.store.names, guild_id, loaded, clock)
    named = member_names(list(user_ids), loaded, kept, lang)
    return {uid: discord.utils.escape_mentions(discord.utils.escape_markdown(name))
            for uid, name in zip(user_ids, named, strict=True)}
