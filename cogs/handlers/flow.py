"""What every control does, for every game: accept and decline, open the private panel,
choose and play a move, forfeit, rematch. The controls (cogs.controls.components) call these
through the bot's hub, so they import no flow code."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable
from typing import TYPE_CHECKING, TypeVar

import discord

from cogs.controls.components import count_view, lobby_view, move_view, table_view
from cogs.controls.control import InvalidControl
from cogs.handlers import challenges
from cogs.handlers.replay import Replays
from cogs.kit.common import (
    answer,
    missing_permissions,
    names_for,
    now,
    permission_sentence,
    who,
)
from cogs.kit.keyed import KeyedLocks
from cogs.kit.language import private_lang, server_lang
from cogs.kit.pacing import Pace, Pacer
from cogs.kit.promptly import defer_private, defer_update, reply
from cogs.kit.texts import rules_embed
from cogs.output import tables, threads
from cogs.output.owed import Owed
from cogs.output.panels import Panels
from i18n import DEFAULT, t
from play import challenges as closing
from play import lobby as lobbies
from play.botplay import BotPlayer
from play.logsafe import summary
from play.service import NotYourTurn, PlayError, Step, check_host, load_game
from play.supervise import Supervisor
from present.gameui import ui_for
from store import ChallengeStatus, StoreBusy

log = logging.getLogger("mandala.flow")
T = TypeVar("T")

if TYPE_CHECKING:
    from bot import MandalaBot, Opening


class Flow:
    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot
        self.panels = Panels()
        self.replays = Replays(bot)
        self.supervisor = Supervisor("after a change", log)
        self.owed = Owed(bot, self.settle)
        self.tables = KeyedLocks()  # open tables' ids: their Join, Leave and Start one at a time
        self.bots = BotPlayer(bot, bot.choose_move, self.bot_moved, clock=now,
                              pause=bot.settings.bot_pause_ms / 1000, outage=self.owed.outage)
        self.pacing = Pacer(self.show_held, now)  # bots' table edits, per channel

    async def bot_moved(self, step: Step) -> None:
        await self.publish(step, pace="bot")

    async def show_held(self, step: Step) -> None:
        """A bot's step the pacing held back, now that the channel has room."""
        await self.publish(step, pace="held")

    # ---- after every change ---------------------------------------------------------------

    async def publish(self, step: Step, *, last: tables.Said | None = None,
                      force_new: bool = False, ping: bool = True, skip_panel: int | None = None,
                      reader: str = DEFAULT, mover: discord.Interaction | None = None,
                      pace: Pace = "member", lately: tables.Lately | None = None,
                      ) -> str | None:
        """Show the table, notify the player whose turn it now is, bring the live panels up to
        date, then start the bot's move if it is a bot's turn. Returns None, or why the table
        could not be shown, in `reader`'s language (the change itself is already stored:
        callers must say that it counted). A turn notice Discord refuses under a table that was
        shown is told to `mover` here (in `reader`'s language), as nobody else would learn that
        the next player was not notified. Nothing here raises: a failure in one part (a render
        bug, Discord refusing) must not skip the others, nor what comes next. Once done, the
        database counts the step shown (cogs.output.owed): a crash before that, or a database out of
        reach meanwhile, leaves it owed, and the start or a retry within seconds shows it.
        `pace`: a member's change is shown at once; a bot's may be held back for the channel's
        pace (cogs.kit.pacing), and is then shown later ("held") with the steps after it (owed
        meanwhile, so a crash while it is held shows it at the next start)."""
        mid = step.match.id
        if pace == "bot" and self.pacing.hold(step):
            self.bots.schedule(step.match)
            return None
        if pace == "member":
            self.pacing.note(step)
        try:
            async with self.owed.lock(mid):
                if ping and self.owed.shown(mid) >= step.match.version:
                    return None  # a retry got there first: showing it again would ping twice
                if pace == "held" and not await self._current(step):
                    return None
                failure, _ = await self._show(step, last=last, force_new=force_new, ping=ping,
                                              skip_panel=skip_panel, reader=reader, mover=mover,
                                              lately=lately)
                return failure
        finally:
            self.bots.schedule(step.match)

    async def _current(self, step: Step) -> bool:
        """Whether a step the pacing held is still its match's state, read afresh: while it
        waited the match may have ended or moved on, and its live table would be shown over
        that (a finished table back in play, a turn notice after the end). A database out of
        reach leaves it to the retry, which shows whatever the match owes then."""
        try:
            match = await self.bot.store.get_match(step.match.id)
        except Exception as e:
            log.warning("match %s: a held table could not be checked (%s); retrying soon",
                        step.match.id, type(e).__name__)
            self.owed.retry(step.match.id)
            return False
        return match is not None and match.is_live and match.version == step.match.version

    async def _show(self, step: Step, *, last: tables.Said | None, force_new: bool, ping: bool,
                    skip_panel: int | None, reader: str,
                    mover: discord.Interaction | None = None,
                    lately: tables.Lately | None = None) -> tuple[str | None, bool]:
        """`publish`'s parts, under the match's publication lock: why the table could not be
        shown (or None), and whether the step is paid (False: owed still, a retry is on). The
        step's log is read once for the table and the panels (`lately`)."""
        mid = step.match.id
        lately = lately or self.lately(step)
        unreached: list[BaseException] = []  # parts that found the database out of reach
        published, failure = await self._safely(
            tables.publish(self.bot, step, last=last, force_new=force_new, ping=ping,
                           lately=lately),
            f"match {mid}: the table", step.match.place_id, reader, unreached)
        if published is None and failure is None:
            failure = t(reader, "why.gone")
        if step.over and step.match.thread_id is not None:
            await self._safely(self.close_thread(step), f"match {mid}: the result line",
                               unreached=unreached)
        # with the database out of reach, a notice posted now could not be kept (nor replaced
        # later, and it would bury the table): the retry, which shows the table, posts it
        if ping and not unreached:
            _, unsent = await self._safely(tables.notify_turn(
                self.bot, step, pinged=bool(published and published.reposted)),
                f"match {mid}: the turn notice", step.match.place_id, reader, unreached)
            if unsent is not None and failure is None and mover is not None and not unreached:
                await self._tell(mover, t(reader, "flow.notice_failed", why=unsent,
                                          who=self._next(step, reader)))
        await self.refresh_panels(step, skip=skip_panel, lately=lately)
        if not ping:  # a repost of the table: what the step owes is not its business
            return failure, True
        if not unreached:
            try:
                await self.owed.paid(mid, step.match.version)
                return failure, True
            except Exception as e:
                if not self.bot.store.unreachable(e):
                    self.supervisor.failed(f"match {mid}: counting it shown", e)
                    return failure, True
        self.owed.retry(mid)
        return failure, False

    async def settle(self, match_id: int) -> bool:
        """Show what this match still owes, read afresh from the database (after a crash
        between a commit and its table, or an outage): its latest step, as `publish` would
        have. True once paid (or nothing was owed); False while the database is out of reach."""
        async with self.owed.lock(match_id):
            match = await self.bot.store.get_match(match_id)
            if match is None or not match.owes_publication:
                return True
            if self.owed.shown(match_id) >= match.version:  # shown; the count was not stored
                await self.owed.paid(match_id, match.version)
                return True
            log.info("match %s: showing version %s, owed since before a crash or an outage",
                     match_id, match.version)
            actions = await self.bot.store.actions(match_id)
            seat = next((a.seat for a in actions if a.seq == match.version), None)
            step = Step(match, load_game(match), seat, [])
            opening = await self.opening_line(step) if match.version == 0 else None
            _, paid = await self._show(step, last=opening, force_new=match.table_message_id is None,
                                       ping=True, skip_panel=None, reader=DEFAULT)
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

    async def _safely(self, work: Awaitable[T], what: str, channel_id: int | None = None,
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

    def lately(self, step: Step) -> tables.Lately:
        """The end of the step's log, read (once) when its table or a panel needs it."""
        return tables.Lately(self.bot, step.match, over=step.game.to_move is None)

    async def refresh_panels(self, step: Step, skip: int | None,
                             lately: tables.Lately | None = None) -> None:
        """Edit every live panel of this match into the new state (not `skip`'s: its own click
        already did); one that fails does not keep the others old."""
        lately = lately or self.lately(step)
        t = now()
        for seat in self.panels.seats(step.match.id):
            panel = self.panels.usable(step.match.id, seat, t)
            if seat == skip or panel is None:
                continue
            await self._safely(self._edit_panel(panel.interaction, step, seat, lately),
                               f"match {step.match.id}: the panel of seat {seat}")
        if not step.match.is_live:
            self.panels.forget(step.match.id)

    async def _edit_panel(self, interaction: discord.Interaction, step: Step, seat: int,
                          lately: tables.Lately) -> None:
        """`interaction` opened the panel: its user's language stays the panel's."""
        kw = await tables.panel_message(self.bot, step.match, seat, step=step,
                                        lang=private_lang(interaction), lately=lately)
        await interaction.edit_original_response(attachments=[kw.pop("file")], **kw)

    async def server_lang(self, interaction: discord.Interaction) -> str:
        """The language of a public message answering `interaction` (a challenge, a table)."""
        return await server_lang(self.bot, interaction.guild_id or 0)

    # ---- challenges ---------------------------------------------------------------------------

    async def accept(self, interaction: discord.Interaction, cid: int) -> None:
        await defer_update(interaction)  # before any query: Discord waits 3 seconds, no more
        bot = self.bot
        ch = await challenges.open_challenge(bot, cid)
        missing = missing_permissions(interaction.channel, getattr(interaction.guild, "me", None))
        if missing:
            raise PlayError("err.permissions",
                            text=lambda lang: permission_sentence(missing, lang))
        gone = await self.departed(interaction.guild, [ch.challenger_id, *ch.invited])
        if gone:
            await closing.withdraw(bot.store, ch)
            text = t(await self.server_lang(interaction), "flow.gone_closed", who=f"<@{gone[0]}>")
            await self.answer_edit(interaction, content=text, view=None,
                                   allowed_mentions=discord.AllowedMentions.none())
            return
        opener = threads.Opener(bot, ch, ui_for(ch.kind).title, lang=private_lang(interaction))
        result = await self.starting(opener, bot.service.accept(
            ch, interaction.user.id, now(), open_thread=opener))
        if not isinstance(result, Step):  # others still have to accept
            await self.answer_edit(interaction, content=challenges.challenge_text(
                result, lang=await self.server_lang(interaction)),
                                   allowed_mentions=discord.AllowedMentions.none())
            return
        step = result
        lang = await self.server_lang(interaction)
        others = ", ".join(who(u, dict(ch.bots).get(u), lang) for u in ch.invited)
        await self.answer_edit(
            interaction,
            content=t(lang, "flow.accepted", who=others, by=f"<@{ch.challenger_id}>")
                    + threads.begins(step.match, lang, interaction.channel_id),
            view=None, allowed_mentions=discord.AllowedMentions.none(),
        )
        await self.opening(interaction, step, opener)

    starting = staticmethod(threads.starting)

    @staticmethod
    async def answer_edit(interaction: discord.Interaction, **kw: object) -> None:
        """Edit the message of the pressed button, whether or not the click was deferred."""
        if interaction.response.is_done():
            # **kw are the edit's keywords, typed object rather than repeating discord.py's many
            await interaction.edit_original_response(**kw)  # type: ignore[arg-type]
        else:
            # as above: **kw are discord.py's edit keywords
            await interaction.response.edit_message(**kw)  # type: ignore[arg-type]

    async def sit(self, interaction: discord.Interaction, cid: int, *, sit: bool) -> None:
        """Join or leave an open table; the host leaving closes it. One click at a time per
        table, Start included: a Join's "Seated (4/4)" drawn after a Start's "the match
        begins" would show an open table over a started one."""
        await defer_update(interaction)  # before the lock and the first query
        async with self.tables.hold(cid):
            await self._sit(interaction, cid, sit=sit)

    async def _sit(self, interaction: discord.Interaction, cid: int, *, sit: bool) -> None:
        bot = self.bot
        lobby = await challenges.open_challenge(bot, cid)
        uid = interaction.user.id
        if not sit:
            updated = await lobbies.leave(bot.store, lobby, uid)
            if updated is None:  # the host left: the table is closed
                lang = await self.server_lang(interaction)
                await self.answer_edit(
                    interaction, content=t(lang, "flow.table_closed", who=interaction.user.mention),
                    view=None, allowed_mentions=discord.AllowedMentions.none())
                return
        else:
            member = interaction.user
            if uid not in lobby.seated and isinstance(member, discord.Member) and isinstance(
                    interaction.channel, discord.abc.GuildChannel | discord.Thread):
                challenges.check_player(member, interaction.channel, ui_for(lobby.kind).title)
            updated = await lobbies.join(bot.store, lobby, uid)
        lang = await self.server_lang(interaction)
        await self.answer_edit(
            interaction, content=challenges.lobby_text(updated, lang),
            view=lobby_view(updated, lang),
            allowed_mentions=discord.AllowedMentions.none())

    async def start_lobby(self, interaction: discord.Interaction, cid: int) -> None:
        """Start an open table, alone among its clicks (see `sit`): it starts with whoever a
        Join before it seated, and a Join after it finds the table closed. The first table is
        posted after, not holding up a Join that is only to be refused."""
        await defer_update(interaction)  # before the lock and the first query
        async with self.tables.hold(cid):
            step, opener = await self._start_lobby(interaction, cid)
        await self.opening(interaction, step, opener)

    async def _start_lobby(self, interaction: discord.Interaction, cid: int
                           ) -> tuple[Step, threads.Opener]:
        bot = self.bot
        lobby = await challenges.open_challenge(bot, cid)
        check_host(lobby, interaction.user.id)  # before asking Discord who has left
        gone = await self.departed(interaction.guild, list(lobby.seated))
        if gone:
            raise PlayError("err.left_server", who=f"<@{gone[0]}>")
        opener = threads.Opener(bot, lobby, ui_for(lobby.kind).title,
                                lang=private_lang(interaction))
        step = await self.starting(opener, bot.service.start_lobby(
            lobby, interaction.user.id, now(), open_thread=opener))
        lang = await self.server_lang(interaction)
        seated = ", ".join(who(u, dict(lobby.bots).get(u), lang) for u in lobby.seated)
        await self.answer_edit(
            interaction,
            content=t(lang, "flow.sat_down", who=seated)
                    + threads.begins(step.match, lang, interaction.channel_id),
            view=None, allowed_mentions=discord.AllowedMentions.none())
        return step, opener

    async def opening(self, interaction: discord.Interaction, step: Step,
                      opener: Opening | None = None) -> None:
        """The first table of a new match (in its thread, its players added), or the truth
        about why it isn't there; a match that could not get its thread says why."""
        if opener is not None:
            await opener.seat_players(step.match)
            if opener.failure:
                await self._tell(interaction, t(private_lang(interaction), "flow.no_thread",
                                                id=step.match.id, why=opener.failure))
        opening = await self.opening_line(step)
        reader = private_lang(interaction)
        failure = await self.publish(step, last=opening, force_new=True, reader=reader)
        if failure:
            await answer(interaction, t(reader, "flow.not_posted", id=step.match.id, why=failure,
                                        kind=step.match.kind))

    async def opening_line(self, step: Step) -> str:
        """What the first table of a match says: who was drawn to play first."""
        lang = await server_lang(self.bot, step.match.guild_id)
        names = tables.in_text(await names_for(self.bot, step.match, lang))
        first = step.game.to_move
        return (t(lang, "flow.new_game") if first is None
                else t(lang, "flow.new_game_first", name=names[first]))

    @staticmethod
    async def departed(guild: discord.Guild | None, user_ids: list[int]) -> list[int]:
        """Who of these has left the server (a rated match against a ghost must not start)."""
        if guild is None:
            return []
        out = []
        for uid in user_ids:
            if uid < 0 or guild.get_member(uid) is not None:  # a bot seat is never a member
                continue
            try:
                await guild.fetch_member(uid)
            except discord.NotFound:
                out.append(uid)
            except discord.HTTPException:
                pass  # can't tell: don't block the match on Discord's hiccup
        return out

    async def decline(self, interaction: discord.Interaction, cid: int) -> None:
        await defer_update(interaction)
        ch = await challenges.open_challenge(self.bot, cid)
        status = await closing.answer_no(self.bot.store, ch, interaction.user.id)
        text = t(await self.server_lang(interaction),
                 "flow.declined" if status == ChallengeStatus.DECLINED else "flow.withdrew",
                 who=interaction.user.mention)
        await self.answer_edit(interaction, content=text, view=None,
                               allowed_mentions=discord.AllowedMentions.none())

    # ---- the private panel ------------------------------------------------------------------

    async def show_panel(self, interaction: discord.Interaction, match_id: int) -> None:
        await defer_private(interaction)  # before any query: Discord waits 3 seconds, no more
        match, seat = await self.bot.service.seated(match_id, interaction.user.id)
        kw = await tables.panel_message(self.bot, match, seat, lang=private_lang(interaction))
        await interaction.edit_original_response(attachments=[kw.pop("file")], **kw)
        if match.is_live:
            await self.panels.adopt(match.id, seat, interaction, now(), new=True)

    async def act(self, interaction: discord.Interaction, mid: int, ver: int, code: str) -> None:
        private = bool(interaction.message and interaction.message.flags.ephemeral)
        await defer_update(interaction)
        try:
            step = await self.bot.service.act(mid, interaction.user.id, code, ver, now())
        except NotYourTurn as e:
            if private:
                raise
            # someone else's decision on the table (a pick, a tile): say whose, by name
            names = await names_for(self.bot, e.match, private_lang(interaction))
            name = tables.in_text(names)[e.to_move]
            raise PlayError("err.their_choice", name=name) from None
        await self.after_step(interaction, step, private)

    async def choose_move(self, interaction: discord.Interaction, mid: int, ver: int,
                          key: str) -> None:
        """A menu entry was chosen: play it when it has one count, else offer the counts."""
        private = bool(interaction.message and interaction.message.flags.ephemeral)
        await defer_update(interaction)  # before any query: Discord waits 3 seconds, no more
        match, game, seat = await self.bot.service.my_turn(mid, interaction.user.id, ver)
        lang = private_lang(interaction)
        choice = next((c for c in ui_for(match.kind).moves(game, seat, lang) if c.key == key),
                      None)
        if choice is None:
            raise PlayError("err.move_gone")
        if len(choice.codes) == 1:  # played at once, from the match and game just read
            step = await self.bot.service.play(match, game, seat, choice.codes[0][1], now())
            await self.after_step(interaction, step, private)
            return
        await interaction.edit_original_response(
            content=t(lang, "flow.how_many", move=choice.label, does=choice.description),
            view=count_view(mid, ver, choice, lang),
        )
        await self.panels.adopt(mid, seat, interaction, now(), new=False)

    async def back(self, interaction: discord.Interaction, mid: int, ver: int) -> None:
        await defer_update(interaction)
        match, game, seat = await self.bot.service.my_turn(mid, interaction.user.id, ver)
        lang = private_lang(interaction)
        await interaction.edit_original_response(
            content=t(lang, "panel.your_turn"),
            view=move_view(match.id, match.version, ui_for(match.kind).moves(game, seat, lang),
                           lang),
        )
        await self.panels.adopt(mid, seat, interaction, now(), new=False)

    async def after_step(self, interaction: discord.Interaction, step: Step,
                         private: bool) -> None:
        """Turn the actor's panel into the new state (their draw told to them only), then show
        the table. The move is stored before either: a failure says that it counted."""
        edited = None
        lang = private_lang(interaction)
        lately = self.lately(step)  # the mover's panel, the table and the others' panels
        if private and step.seat is not None:
            _, failure = await self._safely(self._edit_panel(interaction, step, step.seat,
                                                             lately),
                                            f"match {step.match.id}: the mover's panel")
            if failure is None:
                await self.panels.adopt(step.match.id, step.seat, interaction, now(), new=False)
                edited = step.seat
        failure = await self.publish(step, skip_panel=edited, reader=lang, mover=interaction,
                                     lately=lately)
        if failure:
            await self._tell(interaction, t(lang, "flow.move_counted", why=failure,
                                            kind=step.match.kind))

    async def _tell(self, interaction: discord.Interaction, text: str) -> None:
        """After a recorded change: a failed answer must not become "nothing was changed"."""
        try:
            await answer(interaction, text)
        except discord.HTTPException as e:
            log.warning("could not tell the user that their change counted (%s)", summary(e))

    async def show_rules(self, interaction: discord.Interaction, kind: str,
                         mid: int | None) -> None:
        await defer_private(interaction)
        match = await self.bot.store.get_match(mid) if mid is not None else None
        if mid is not None and (match is None or match.kind != kind
                                or match.guild_id != (interaction.guild_id or 0)):
            raise InvalidControl()  # the Rules of one of our tables name its own match
        view = load_game(match).view(None) if match is not None else None
        await reply(interaction, embed=rules_embed(kind, view, private_lang(interaction)))

    # ---- the end --------------------------------------------------------------------------

    async def resign(self, interaction: discord.Interaction, mid: int) -> None:
        await defer_update(interaction)
        step = await self.bot.service.forfeit(mid, interaction.user.id, now())
        lang = private_lang(interaction)
        await self._safely(interaction.edit_original_response(
            content=t(lang, "flow.forfeited"), view=None,
            allowed_mentions=discord.AllowedMentions.none()), f"match {mid}: the forfeit answer")
        failure = await self.publish(step, last=tables.left_line(step), reader=lang)
        if failure:
            await self._tell(interaction, t(lang, "flow.forfeit_counted", why=failure))

    async def rematch(self, interaction: discord.Interaction, mid: int) -> None:
        """Challenge the same seats (the bot at the same levels) with the same options, once:
        the button then says the rematch was offered."""
        await defer_update(interaction)  # the challenge is then a message of its own
        terms = await self.bot.service.rematch(mid, interaction.user.id)
        await challenges.send_challenge(interaction, terms.match.kind, terms.others,
                                        terms.options, terms.levels, rematch_of=mid)
        if interaction.message is not None:
            with contextlib.suppress(discord.HTTPException):  # the rematch is offered anyway
                await interaction.message.edit(
                    view=table_view(terms.match, [], rematch_offered=True,
                                    lang=await self.server_lang(interaction)),
                    allowed_mentions=discord.AllowedMentions.none())
