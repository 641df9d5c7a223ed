"""Challenges and open tables: accept, decline, join, leave, start, and the first table of the
match that begins (shown through the after-move pipeline)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs.controls.challenge import (
    AcceptButton,
    DeclineButton,
    JoinButton,
    LeaveButton,
    StartButton,
    lobby_view,
)
from cogs.handlers import challenges
from cogs.kit.common import answer, now
from cogs.kit.hub import Hub
from cogs.kit.keyed import KeyedLocks
from cogs.kit.language import private_lang
from cogs.kit.message import Message
from cogs.kit.permissions import missing_permissions, permission_sentence
from cogs.kit.promptly import defer_update
from cogs.kit.services import Services
from cogs.output import threads
from i18n import t
from play import challenges as closing
from play import lobby as lobbies
from play.errors import PlayError
from play.service import check_host
from play.step import Step
from present.challenge_text import (
    accepted_text,
    answered_no_text,
    gone_text,
    sat_down_text,
    table_closed_text,
)
from present.gameui import ui_for
from present.step_plan import Plan

if TYPE_CHECKING:
    from bot import Interaction
    from cogs.handlers.pipeline import Pipeline


class Lobbies:
    def __init__(self, services: Services, pipeline: Pipeline) -> None:
        self.services = services
        self.pipeline = pipeline
        self.tables = KeyedLocks()  # open tables' ids: their Join, Leave and Start one at a time

    def register(self, hub: Hub) -> None:
        hub.on(AcceptButton, lambda i, c: self.accept(i, c.cid))
        hub.on(DeclineButton, lambda i, c: self.decline(i, c.cid))
        hub.on(JoinButton, lambda i, c: self.sit(i, c.cid, sit=True))
        hub.on(LeaveButton, lambda i, c: self.sit(i, c.cid, sit=False))
        hub.on(StartButton, lambda i, c: self.start_lobby(i, c.cid))

    async def accept(self, interaction: Interaction, cid: int) -> None:
        await defer_update(interaction)  # before any query: Discord waits 3 seconds, no more
        bot = interaction.client  # Discord: the challenge's message, the thread
        ch = await challenges.open_challenge(bot, cid)
        missing = missing_permissions(interaction.channel, getattr(interaction.guild, "me", None))
        if missing:
            raise PlayError("err.permissions",
                            text=lambda lang: permission_sentence(missing, lang))
        gone = await self.departed(interaction.guild, [ch.challenger_id, *ch.invited])
        if gone:
            await closing.withdraw(self.services.store, ch)
            lang = await self.pipeline.server_lang(interaction)
            await Message(gone_text(gone[0], lang), view=None).edit(interaction)
            return
        opener = threads.Opener(bot, ch, ui_for(ch.kind).title, lang=private_lang(interaction))
        result = await self.starting(opener, self.services.service.accept(
            ch, interaction.user.id, now(), open_thread=opener))
        if not isinstance(result, Step):  # others still have to accept
            lang = await self.pipeline.server_lang(interaction)
            await Message(challenges.challenge_text(result, lang=lang)).edit(interaction)
            return
        step = result
        lang = await self.pipeline.server_lang(interaction)
        await Message(accepted_text(ch, threads.begins(step.match, lang, interaction.channel_id),
                                    lang), view=None).edit(interaction)
        await self.opening(interaction, step, opener)

    starting = staticmethod(threads.starting)

    async def sit(self, interaction: Interaction, cid: int, *, sit: bool) -> None:
        """Join or leave an open table; the host leaving closes it. One click at a time per
        table, Start included: a Join's "Seated (4/4)" drawn after a Start's "the match
        begins" would show an open table over a started one."""
        await defer_update(interaction)  # before the lock and the first query
        async with self.tables.hold(cid):
            await self._sit(interaction, cid, sit=sit)

    async def _sit(self, interaction: Interaction, cid: int, *, sit: bool) -> None:
        lobby = await challenges.open_challenge(interaction.client, cid)
        uid = interaction.user.id
        if not sit:
            updated = await lobbies.leave(self.services.store, lobby, uid)
            if updated is None:  # the host left: the table is closed
                lang = await self.pipeline.server_lang(interaction)
                await Message(table_closed_text(interaction.user.mention, lang),
                              view=None).edit(interaction)
                return
        else:
            member = interaction.user
            if uid not in lobby.seated and isinstance(member, discord.Member) and isinstance(
                    interaction.channel, discord.abc.GuildChannel | discord.Thread):
                challenges.check_player(member, interaction.channel, ui_for(lobby.kind).title)
            updated = await lobbies.join(self.services.store, lobby, uid)
        lang = await self.pipeline.server_lang(interaction)
        await Message(challenges.lobby_text(updated, lang),
                      view=lobby_view(updated, lang)).edit(interaction)

    async def start_lobby(self, interaction: Interaction, cid: int) -> None:
        """Start an open table, alone among its clicks (see `sit`): it starts with whoever a
        Join before it seated, and a Join after it finds the table closed. The first table is
        posted after, not holding up a Join that is only to be refused."""
        await defer_update(interaction)  # before the lock and the first query
        async with self.tables.hold(cid):
            step, opener = await self._start_lobby(interaction, cid)
        await self.opening(interaction, step, opener)

    async def _start_lobby(self, interaction: Interaction, cid: int
                           ) -> tuple[Step, threads.Opener]:
        bot = interaction.client  # Discord: the challenge's message, the thread
        lobby = await challenges.open_challenge(bot, cid)
        check_host(lobby, interaction.user.id)  # before asking Discord who has left
        gone = await self.departed(interaction.guild, list(lobby.seated))
        if gone:
            raise PlayError("err.left_server", who=f"<@{gone[0]}>")
        opener = threads.Opener(bot, lobby, ui_for(lobby.kind).title,
                                lang=private_lang(interaction))
        step = await self.starting(opener, self.services.service.start_lobby(
            lobby, interaction.user.id, now(), open_thread=opener))
        lang = await self.pipeline.server_lang(interaction)
        await Message(sat_down_text(lobby, threads.begins(step.match, lang,
                                                          interaction.channel_id), lang),
                      view=None).edit(interaction)
        return step, opener

    async def opening(self, interaction: Interaction, step: Step,
                      opener: threads.Opener | None = None) -> None:
        """The first table of a new match (in its thread, its players added), or the truth
        about why it isn't there; a match that could not get its thread says why."""
        if opener is not None:
            await opener.seat_players(step.match)
            if opener.failure:
                await self.pipeline.tell(interaction, t(private_lang(interaction), "flow.no_thread",
                                                        id=step.match.id, why=opener.failure))
        opening = await self.pipeline.opening_line(step)
        reader = private_lang(interaction)
        failure = await self.pipeline.publish(Plan.anew(step, opening, reader))
        if failure:
            await answer(interaction, t(reader, "flow.not_posted", id=step.match.id, why=failure,
                                        kind=step.match.kind))

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

    async def decline(self, interaction: Interaction, cid: int) -> None:
        await defer_update(interaction)
        ch = await challenges.open_challenge(interaction.client, cid)
        status = await closing.answer_no(self.services.store, ch, interaction.user.id)
        text = answered_no_text(status, interaction.user.mention,
                                await self.pipeline.server_lang(interaction))
        await Message(text, view=None).edit(interaction)

