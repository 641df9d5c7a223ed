"""The public table message, for every game: words, picture, controls, the turn notice.

Pictures are rendered in a thread so the event loop never blocks. The table picture is drawn
from `game.view(None)`, the public view, and nothing else (a panel, output/panel.py, from
the seat's own view).
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.controls.match import table_view
from cogs.controls.mine import notice_view
from cogs.kit.common import jump_link, now
from cogs.kit.language import server_lang
from cogs.kit.names import names_for
from cogs.kit.permissions import missing_permissions, permission_words
from cogs.output.dm_notices import send_dm_notice
from cogs.output.lately import Lately, Recent
from cogs.output.result import result_words
from engine.api import AnyGame
from i18n import DEFAULT, t
from play import messages
from play.race import score_race, worth_a_race
from play.replay import positions
from play.step import Step
from present.gameui import AnyUI, ui_for
from present.pace_text import seat_clocks
from present.step_plan import Plan
from present.table_text import Said as Said  # re-exported: the flow reads these here
from present.table_text import end_note as end_note
from present.table_text import left_line as left_line
from present.table_text import listed, near_seat, outdated_text, status_text, told_moves
from present.table_text import mention as mention
from render.race import render_race
from store import Match, is_bot

if TYPE_CHECKING:
    from bot import MandalaBot

log = logging.getLogger("mandala.tables")

REPOST_AFTER = 3600.0  # an older table message is reposted instead of edited


def http_reason(error: discord.HTTPException, channel: object = None,
                lang: str = DEFAULT) -> str:
    """A failed Discord request in words a player can act on; a refusal names the permission
    the bot lacks in `channel`, read from the channel's permissions for the bot."""
    if isinstance(error, discord.Forbidden):
        missing = missing_permissions(channel, getattr(getattr(channel, "guild", None), "me",
                                                       None))
        if not missing:
            return t(lang, "why.a_permission")
        return t(lang, "why.permission", perms=permission_words(missing, lang),
                 where=getattr(channel, "mention", ""))
    if isinstance(error, discord.NotFound):
        return t(lang, "why.gone")
    if error.status >= 500:
        return t(lang, "why.discord_down")
    return t(lang, "why.refused", detail=error.text or error.status)


async def table_file(ui: AnyUI, game: AnyGame, names: Sequence[str], seen: Recent,
                     note: str | None, lang: str = DEFAULT, match: Match | None = None
                     ) -> discord.File:
    """The table picture; with `match`, its clocks as they were when this turn began (the
    picture doesn't tick: it is drawn again at the next move)."""
    clocks = (None if match is None
              else seat_clocks(match, game.to_move, match.turn_started_at, lang))
    # passed only when there are clocks: a game's UI made before paces draws the others
    timed = {} if clocks is None else {"clocks": clocks}
    # a practice shows the member at the bottom, as their panel does
    side = None if match is None else near_seat(match)
    png = await asyncio.to_thread(ui.table_png, game.view(None), names=names,
                                  last_seat=seen.last_seat, note=note, earlier=seen.earlier,
                                  lang=lang, side=side, **timed)
    return discord.File(io.BytesIO(png), filename="table.png")


async def race_file(bot: MandalaBot, match: Match, names: Sequence[str],
                    lang: str = DEFAULT) -> list[discord.File]:
    """The score race under a match that ended (not a cancelled one: it did not count); none
    while it is live, when it can't be replayed, or when it lasted fewer than 3 rounds."""
    if match.is_live or match.outcome == "cancelled":
        return []
    log = [e for e in await bot.store.log.actions(match.id) if e.seq <= match.version]

    def draw() -> bytes | None:
        try:
            games, _ = positions(match, log)
        except ValueError:
            return None
        race = score_race(games, [e.seat for e in log])
        return render_race(race, names, lang) if worth_a_race(race) else None

    png = await asyncio.to_thread(draw)
    return [] if png is None else [discord.File(io.BytesIO(png), filename="race.png")]


def in_text(names: Sequence[str]) -> list[str]:
    """Names as message text: no markdown and no mention can come out of a nickname (the
    allowed_mentions of every message are the real guard; this keeps the text honest too)."""
    return [discord.utils.escape_mentions(discord.utils.escape_markdown(n)) for n in names]


@dataclass(frozen=True)
class Published:
    message: discord.Message
    reposted: bool  # a new message (whose mentions notify), not an edit (whose don't)


def users(ids: Sequence[int]) -> discord.AllowedMentions:
    """Exactly these users may be notified; never @everyone, @here or a role."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(u) for u in ids if not is_bot(u)])


async def publish(bot: MandalaBot, plan: Plan, lately: Lately | None = None) -> Published | None:
    """Show the table of the plan's step: edit the current table message when it is still the
    channel's latest and recent (unless the plan posts it anew), else post a new one (which
    notifies the players when the plan pings). Unless the plan's table says otherwise, the text
    lists every move since the turn of the seat to move. None when the channel is gone."""
    step, last = plan.step, plan.table.said
    match, game = step.match, step.game
    ui = ui_for(match.kind)
    channel = await place_of(bot, match)
    if channel is None:
        log.warning("match %s: channel %s is gone", match.id, match.place_id)
        return None
    lang = await server_lang(bot, match.guild_id)  # the public table: the server's
    names = await names_for(bot, match, lang)
    shown = in_text(names)
    lately = lately or Lately(bot, match, over=game.to_move is None)
    seen = await lately.since(game.to_move)
    if last is None:
        told = listed(told_moves(ui, seen.moves, shown, None, lang) or [""], lang)
    else:
        told = last(lang) if callable(last) else last
    text = "\n".join([status_text(match, game, ui, shown, told, step.seat, lang),
                      *await result_words(bot, match, shown, lang)])
    note = end_note(match, names, step.seat, lang)
    file = await table_file(ui, game, names, seen, note, lang, match)
    race = await race_file(bot, match, names, lang)
    choices = ui.table_choices(game.view(None), lang) if match.is_live else []
    view = table_view(match, choices, lang=lang)
    mentions = users(match.players) if plan.table.ping else discord.AllowedMentions.none()
    old = match.table_message_id
    fresh = (
        old is not None
        and not plan.table.new
        and match.table_posted_at is not None
        and now() - match.table_posted_at < REPOST_AFTER
        # our own turn notice below the table doesn't bury it
        and getattr(channel, "last_message_id", None) in (old, match.ping_message_id)
    )
    if fresh and old is not None:
        try:
            edited = await partial(channel, old).edit(
                content=text, attachments=[file, *race], view=view, allowed_mentions=mentions
            )
            return Published(edited, reposted=False)
        except discord.NotFound:
            # a File is spent once
            file = await table_file(ui, game, names, seen, note, lang, match)
            race = await race_file(bot, match, names, lang)
    msg = await channel.send(text, files=[file, *race], view=view, allowed_mentions=mentions)
    try:
        await messages.table_posted(bot.store, match, msg.id, now())
    except Exception:
        # a table whose id is not kept would be found buried by the retry, which would post
        # another: it goes, and the retry finds the channel as it was
        with contextlib.suppress(discord.HTTPException):
            await msg.delete()
        raise
    if old is not None:
        with contextlib.suppress(discord.HTTPException):  # no playing from a buried table
            await partial(channel, old).edit(
                content=outdated_text(match, ui.title, lang), view=None,
                allowed_mentions=discord.AllowedMentions.none())
    return Published(msg, reposted=True)


async def place_of(bot: MandalaBot, match: Match) -> discord.abc.Messageable | None:
    """Where the match is played (its thread, else its channel); a thread missing from the
    cache (after a restart, or archived) is fetched. None when it is gone."""
    channel = bot.get_channel(match.place_id)
    if channel is None and match.thread_id is not None:
        with contextlib.suppress(discord.NotFound, discord.Forbidden):
            channel = await bot.fetch_channel(match.thread_id)
    return channel if isinstance(channel, discord.abc.Messageable) else None


def partial(channel: discord.abc.Messageable, message_id: int) -> discord.PartialMessage:
    """A message of the match's place by id. Every place a match is played in (a text
    channel, a thread) has `get_partial_message`; discord.py's Messageable does not declare it."""
    # text channels and threads have it; Messageable doesn't declare it
    return channel.get_partial_message(message_id)  # type: ignore[attr-defined, no-any-return]


async def notify_turn(bot: MandalaBot, step: Step, pinged: bool,
                      table_id: int | None = None) -> None:
    """Discord notifies nobody of a mention added by an edit, so when the turn passes to
    someone a short notice mentions them, replacing the previous notice (one per match in the
    channel at a time). `pinged`: the table was just posted anew with its mention; `table_id`,
    the table message shown (the step's match may still name the one it replaced)."""
    match, game = step.match, step.game
    channel = await place_of(bot, match)
    if channel is None:
        return
    old = match.ping_message_id
    passed = step.seat is None or game.to_move != step.seat
    new_id = None
    human = game.to_move is not None and match.bot_level(game.to_move) is None
    by_dm = False  # told by DM alone: the previous notice goes, none replaces it
    if match.version == 0:  # read every member's choice as the match starts, not on a move
        for uid in match.players:
            if not is_bot(uid):
                await bot.notices.of(uid)
    if match.is_live and human and passed:
        assert game.to_move is not None
        uid = match.players[game.to_move]
        notices = await bot.notices.of(uid)
        delivered = notices.by_dm and await send_dm_notice(bot, match, game.to_move,
                                                           table_id=table_id)
        by_dm = delivered and not notices.in_channel
        if not pinged and not by_dm:
            url = jump_link(match.guild_id, match.place_id, match.table_message_id)
            link = f" {url}" if url and bot.settings.jump_links else ""
            lang = await server_lang(bot, match.guild_id)
            msg = await channel.send(
                t(lang, "table.turn_ping", uid=uid, title=ui_for(match.kind).title, id=match.id)
                + link, allowed_mentions=users([uid]), suppress_embeds=True,
                view=notice_view(lang))
            new_id = msg.id
    if old is not None and (new_id is not None or pinged or by_dm or not match.is_live):
        with contextlib.suppress(discord.HTTPException):
            await partial(channel, old).delete()
    if new_id is not None or old is not None and (pinged or by_dm or not match.is_live):
        await messages.ping_moved(bot.store, match, new_id)
