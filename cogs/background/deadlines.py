"""The one sweep that keeps every game's deadlines: challenge expiry, turn reminders, timeouts.
All deadlines live in the database, so a restart neither resets nor loses them.

It sleeps until the next deadline (RoboDanny's timer dispatch: the store names the earliest one,
play.alarm sleeps until then), woken earlier when a nearer one is written (the store tells the
alarm), and at the latest after SWEEP_SECONDS: a wake-up missed (a deadline written by another
process) is late by that much at worst, a failed one is tried again then, and /health sees the
sweep run at least that often."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands, tasks

from cogs.background.watch import WatchCog
from cogs.commands.games import GamesCog
from cogs.handlers.challenges import expire_challenge
from cogs.kit.common import jump_link, loaded, now
from cogs.kit.language import server_lang
from cogs.output import tables
from cogs.output.dm_notices import send_dm_notice
from i18n import t
from play.alarm import Alarm
from play.errors import PlayError
from play.step import load_game
from play.supervise import Supervisor
from present.gameui import ui_for
from present.step_plan import Plan
from present.table_text import left_line
from store import Match, MatchOutcome

if TYPE_CHECKING:
    from bot import MandalaBot

log = logging.getLogger("mandala.deadlines")


class DeadlinesCog(commands.Cog):
    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot
        self.supervisor = Supervisor("deadline sweep", log)
        self.last_sweep_at: float | None = None  # when a sweep last ran to its end
        self.started_at: float | None = None  # when the loop first started (once ready)
        self.alarm = Alarm(now)
        self.wakeups = 0  # sweeps begun: what sleeping until the next deadline saves

    async def cog_load(self) -> None:
        self.bot.store.deadlines.listeners.append(self.alarm.tell)
        self.supervisor.keep_alive(self.sweep.start)  # should the guard ever let one through

    async def cog_unload(self) -> None:
        self.sweep.cancel()
        self.bot.store.deadlines.listeners.remove(self.alarm.tell)

    @tasks.loop(seconds=0)  # no pause of its own: each run ends asleep until the next deadline
    async def sweep(self) -> None:
        t = now()
        self.wakeups += 1
        # a failed read (`database is locked`) must not end the loop: the next sweep retries
        if await self.supervisor.guard(self._sweep_once(t), "a sweep"):
            self.last_sweep_at = now()  # /health tells a stalled sweep from a quiet one
        await self.alarm.sleep_until(await self._next_wake(t))

    async def _next_wake(self, t: float) -> float:
        """The next deadline after this sweep's time `t`, at the latest `t` + SWEEP_SECONDS
        (also when the store can't tell now)."""
        latest = t + self.bot.settings.sweep_s
        try:
            due = await self.bot.store.deadlines.next_after(t, self.bot.held_shards)
        except Exception as e:
            self.supervisor.failed("reading the next deadline", e)
            return latest
        return latest if due is None else min(due, latest)

    async def _sweep_once(self, t: float) -> None:
        """Expire challenges, time out the idle, remind the slow (all due at `t`), and give a
        bot whose move failed (its thinking, its post) another go."""
        store = self.bot.store
        guard = self.supervisor.guard  # one broken channel must not stop the others' deadlines
        mine = self.bot.held_shards  # another process sweeps the other shards' guilds
        watch = loaded(self.bot, WatchCog)
        if watch is not None:  # an outage this process saw is credited before any timeout
            await watch.watch.catch_up()
        for ch in await store.deadlines.expired_challenges(t, mine):
            await guard(expire_challenge(self.bot, ch), f"challenge {ch.id}")
        for match in await store.deadlines.due_forfeits(t, mine):
            await guard(self._time_out(match, t), f"timeout of match {match.id}")
        for match in await store.deadlines.due_reminders(t, mine):
            await guard(self._remind(match), f"reminder for match {match.id}")
        games = loaded(self.bot, GamesCog)  # loaded with this one
        if games is not None:
            await guard(games.flow.pipeline.bots.resume(), "resuming the bots")
            # a table still owed after its retries gave up (a long outage) is shown now
            games.flow.owed.outage()

    @sweep.before_loop
    async def _before_sweep(self) -> None:
        await self.bot.wait_until_ready()
        if self.started_at is None:
            self.started_at = now()

    @sweep.error
    async def _sweep_died(self, error: BaseException) -> None:
        """Not discord.py's default, which prints the whole traceback (an engine message can
        name hidden cards): keep_alive logs it by type and restarts the sweep."""

    async def _time_out(self, match: Match, t: float) -> None:
        seat = load_game(match).to_move
        if seat is None:
            return
        games = loaded(self.bot, GamesCog)
        if games is None:
            raise RuntimeError("the games cog is not loaded")
        gone = await self._place_gone(match.place_id)
        if gone is not None:  # nobody could play: no rated loss
            await games.end_orphan(match.place_id, gone)
            return
        try:
            step = await self.bot.service.resign(match.id, seat, t, outcome=MatchOutcome.TIMEOUT,
                                                 version=match.version)
        except PlayError:
            now_match = await self.bot.store.matches.get(match.id)
            if now_match is None or now_match.version == match.version and now_match.is_live:
                raise
            return  # a move, or another process's sweep (a shard handover), came first
        await games.flow.pipeline.publish(Plan.anew(step, left_line(step) or ""))

    async def _place_gone(self, place_id: int) -> str | None:
        """How the match's place went ("deleted", or "archived" for a thread archived while
        the bot was away that the start could not look at), else None (also when Discord
        can't tell now: the next sweep tries again)."""
        place = self.bot.get_channel(place_id)
        if place is None:
            try:
                place = await self.bot.fetch_channel(place_id)
            except discord.NotFound:
                return "deleted"
            except discord.HTTPException:
                return None
        return "archived" if isinstance(place, discord.Thread) and place.archived else None

    async def _remind(self, match: Match) -> None:
        if not await self.bot.service.claim_reminder(match):
            return
        game = load_game(match)
        channel = await tables.place_of(self.bot, match)
        if channel is None or game.to_move is None:
            return
        uid = match.players[game.to_move]
        notices = await self.bot.notices.of(uid)
        delivered = notices.by_dm and await send_dm_notice(self.bot, match, game.to_move,
                                                           remind=True)
        if delivered and not notices.in_channel:
            return
        url = jump_link(match.guild_id, match.place_id, match.table_message_id)
        link = f" {url}" if url else ""
        lang = await server_lang(self.bot, match.guild_id)
        await channel.send(
            t(lang, "remind.text", uid=uid, title=ui_for(match.kind).title, id=match.id,
              link=link, by=f"<t:{int(match.forfeit_at or 0)}:f>"),
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False,
                                                     users=[discord.Object(uid)]),
        )


async def setup(bot: MandalaBot) -> None:
    await bot.add_cog(DeadlinesCog(bot))
