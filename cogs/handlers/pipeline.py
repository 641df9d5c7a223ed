"""The after-move pipeline: carries out what every stored change shows, as its plan says
(present.step_plan: the table, the turn notice, the live panels, the thread's result line), and
is the one owner of what that showing keeps between clicks: the live panels, the publication
debts (cogs.output.owed), the bots' tasks, the channels' pace (cogs.kit.pacing), the /table
repost cooldowns and the supervisor of the parts that fail."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import TYPE_CHECKING, TypeVar

import discord

from cogs.controls.control import fresh_of
from cogs.kit.common import answer, now
from cogs.kit.language import private_lang, server_lang
from cogs.kit.names import names_for
from cogs.kit.pacing import Pacer
from cogs.output import tables, threads
from cogs.output.lately import Lately
from cogs.output.owed import Owed
from cogs.output.panel import panel_message
from cogs.output.panels import Panels
from i18n import DEFAULT, t
from play.botplay import BotPlayer
from play.logsafe import summary
from play.step import Step, load_game
from play.supervise import Supervisor
from present.gameui import ui_for
from present.step_plan import Plan
from store import StoreBusy

log = logging.getLogger("mandala.flow")
T = TypeVar("T")

REPOST_COOLDOWN = 30.0  # seconds between /<game> table reposts in one channel

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot


class Pipeline:
    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot
        self.panels = Panels()
        self.supervisor = Supervisor("after a change", log)
        self.owed = Owed(bot, self.settle)
        self.bots = BotPlayer(bot, bot.choose_move, self.bot_moved, clock=now,
                              pause=bot.settings.bot_pause_ms / 1000, outage=self.owed.outage)
        self.pacing = Pacer(self.show_held, now)  # bots' table edits, per channel
        self.reposted: dict[int, float] = {}  # channel id -> last /table repost

    def repost_wait(self, channel_id: int) -> float:
        """Seconds until the table of this channel may be reposted again (anti-spam)."""
        return self.reposted.get(channel_id, -REPOST_COOLDOWN) + REPOST_COOLDOWN - now()

    async def bot_moved(self, step: Step) -> None:
        await self.publish(Plan.bot(step))

    async def show_held(self, step: Step) -> None:
        """A bot's step the pacing held back, now that the channel has room."""
        await self.publish(Plan.held(step))

    # ---- after every change ---------------------------------------------------------------

    async def publish(self, plan: Plan, mover: Interaction | None = None,
                      lately: Lately | None = None) -> str | None:
        """Carry out `plan` (present.step_plan): show the table, notify the player whose turn
        it now is, bring the live panels up to date, then start the bot's move if it is a
        bot's turn. Returns None, or why the table could not be shown, in the plan's reader's
        language (the change itself is already stored: callers must say that it counted). A
        turn notice Discord refuses under a table that was shown is told to `mover` here, as
        nobody else would learn that the next player was not notified. Nothing here raises: a
        failure in one part (a render bug, Discord refusing) must not skip the others, nor
        what comes next. The step's log is read once for the table and the panels (`lately`).
        The pacing (cogs.kit.pacing) may hold a bot's table back, to be shown later with the
        steps after it; the debts (cogs.output.owed) count the step shown once done."""
        step = plan.step
        mid = step.match.id
        try:
            if not self.pacing.admit(plan):
                return None  # owed meanwhile: a crash while it is held shows it at the start
            async with self.owed.lock(mid):
                if plan.pays and self.owed.shown(mid) >= step.match.version:
                    return None  # a retry got there first: showing it again would ping twice
                if plan.pacing == "held" and not await self._current(step):
                    return None
                failure, _ = await self._show(plan, mover, lately)
                return failure
        finally:
            self.bots.schedule(step.match)

    async def _current(self, step: Step) -> bool:
        """Whether a step the pacing held is still its match's state, read afresh: while it
        waited the match may have ended or moved on, and its live table would be shown over
        that (a finished table back in play, a turn notice after the end). A held step that
        ended the match (a bot's last move) is its final state, and is shown: the result,
        Rematch and Replay must not wait for a sweep. A database out of reach leaves it to
        the retry, which shows whatever the match owes then."""
        try:
            match = await self.bot.store.matches.get(step.match.id)
        except Exception as e:
            log.warning("match %s: a held table could not be checked (%s); retrying soon",
                        step.match.id, type(e).__name__)
            self.owed.retry(step.match.id)
            return False
        return (match is not None and match.version == step.match.version
                and (match.is_live or not step.match.is_live))

    async def _show(self, plan: Plan, mover: Interaction | None = None,
                    lately: Lately | None = None) -> tuple[str | None, bool]:
        """The plan's parts, under the match's publication lock: why the table could not be
        shown (or None), and whether the step is paid (False: owed still, a retry is on)."""
        step, reader = plan.step, plan.reader
        mid = step.match.id
        lately = lately or self.lately(step)
        unreached: list[BaseException] = []  # parts that found the database out of reach
        published, failure = await self.safely(
            tables.publish(self.bot, plan, lately),
            f"match {mid}: the table", step.match.place_id, reader, unreached)
        if published is None and failure is None:
            failure = t(reader, "why.gone")
        if plan.result_line:
            await self.safely(self.close_thread(step), f"match {mid}: the result line",
                               unreached=unreached)
        # with the database out of reach, a notice posted now could not be kept (nor replaced
        # later, and it would bury the table): the retry, which shows the table, posts it
        if plan.notice and not unreached:
            _, unsent = await self.safely(tables.notify_turn(
                self.bot, step, pinged=bool(published and published.reposted),
                table_id=published.message.id if published else None),
                f"match {mid}: the turn notice", step.match.place_id, reader, unreached)
            if unsent is not None and failure is None and mover is not None and not unreached:
                await self.tell(mover, t(reader, "flow.notice_failed", why=unsent,
                                          who=self._next(step, reader)))
        await self.refresh_panels(step, skip=plan.panel_done, lately=lately)
        if not plan.pays:  # a repost of the table: what the step owes is not its business
            return failure, True
        return failure, await self.owed.count(mid, step.match.version, reached=not unreached)

    async def settle(self, match_id: int) -> bool:
        """Show what this match still owes, read afresh from the database (after a crash
        between a commit and its table, or an outage): its latest step, as `publish` would
        have. True once paid (or nothing was owed); False while the database is out of reach."""
        async with self.owed.lock(match_id):
            match = await self.bot.store.matches.get(match_id)
            debt = self.owed.debt(match)
            if match is None or debt == "nothing":
                return True
            if debt == "the count":  # shown; the count was not stored
                await self.owed.paid(match_id, match.version)
                return True
            log.info("match %s: showing version %s, owed since before a crash or an outage",
                     match_id, match.version)
            actions = await self.bot.store.log.actions(match_id)
            seat = next((a.seat for a in actions if a.seq == match.version), None)
            step = Step(match, load_game(match), seat, [])
            opening = await self.opening_line(step) if match.version == 0 else None
            _, paid = await self._show(Plan.owed(step, opening))
        self.bots.schedule(step.match)
        return paid

    @staticmethod
    def _next(step: Step, lang: str) -> str:
        """Who the turn notice was for (the seat to move), as message text."""
        seat = step.game.to_move
        return "" if seat is None else tables.mention(step.match, seat, lang)

    async def close_thread(self, step: Step) -> None:
        match = step.match
        lang = await server_lang(self.bot, match.guild_id)
        names = await names_for(self.bot, match, lang)
        reason = tables.end_note(match, names, step.seat, lang) or ""
        line = threads.result_line(step, ui_for(match.kind).title, tables.in_text(names),
                                   tables.in_text([reason])[0], lang)
        await threads.close(self.bot, step, line)

    async def safely(self, work: Awaitable[T], what: str, channel_id: int | None = None,
                      lang: str = DEFAULT, unreached: list[BaseException] | None = None,
                      ) -> tuple[T | None, str | None]:
        """(its result, None), or (None, why it failed in words a player can act on, in `lang`:
        a refusal in `channel_id` names the permission missing there). `what` names the part by
        match and seat only. A database out of reach is added to `unreached` when given."""
        try:
            return await work, None
        except discord.HTTPException as e:
            log.warning("%s failed: %s", what, summary(e))
            channel = self.bot.get_channel(channel_id) if channel_id is not None else None
            return None, tables.http_reason(e, channel, lang)
        except Exception as e:
            if unreached is not None and self.bot.store.unreachable(e):
                log.warning("%s: the database is out of reach (%s); retrying soon", what,
                            type(e).__name__)
                unreached.append(e)
                return None, t(lang, "why.db_away")
            if isinstance(e, StoreBusy):
                log.warning("%s failed: the database was busy", what)
                return None, t(lang, "why.busy")
            self.supervisor.failed(what, e)
            return None, t(lang, "why.mine")

    def lately(self, step: Step) -> Lately:
        """The end of the step's log, read (once) when its table or a panel needs it."""
        return Lately(self.bot, step.match, over=step.game.to_move is None)

    async def refresh_panels(self, step: Step, skip: int | None,
                             lately: Lately | None = None) -> None:
        """Edit every live panel of this match into the new state (not `skip`'s: its own click
        already did); one that fails does not keep the others old."""
        lately = lately or self.lately(step)
        t = now()
        for seat in self.panels.seats(step.match.id):
            panel = self.panels.usable(step.match.id, seat, t)
            if seat == skip or panel is None:
                continue
            await self.safely(self.edit_panel(panel.interaction, step, seat, lately),
                               f"match {step.match.id}: the panel of seat {seat}")
        if not step.match.is_live:
            self.panels.forget(step.match.id)

    async def edit_panel(self, interaction: Interaction, step: Step, seat: int,
                          lately: Lately) -> None:
        """`interaction` opened the panel: its user's language stays the panel's."""
        panel = await panel_message(self.bot, step.match, seat, step=step,
                                        lang=private_lang(interaction), lately=lately,
                                        fresh=fresh_of(interaction))
        await panel.edit(interaction)

    async def opening_line(self, step: Step) -> str:
        """What the first table of a match says: who was drawn to play first."""
        lang = await server_lang(self.bot, step.match.guild_id)
        names = tables.in_text(await names_for(self.bot, step.match, lang))
        first = step.game.to_move
        return (t(lang, "flow.new_game") if first is None
                else t(lang, "flow.new_game_first", name=names[first]))

    async def tell(self, interaction: Interaction, text: str) -> None:
        """After a recorded change: a failed answer must not become "nothing was changed"."""
        try:
            await answer(interaction, text)
        except discord.HTTPException as e:
            log.warning("could not tell the user that their change counted (%s)", summary(e))

    async def server_lang(self, interaction: Interaction) -> str:
        """The language of a public message answering `interaction` (a challenge, a table)."""
        return await server_lang(self.bot, interaction.guild_id or 0)

