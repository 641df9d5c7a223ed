"""Playing a match: the private panel, a move by button or menu, the rules, forfeit and rematch;
each stored step is shown through the after-move pipeline."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import discord

from cogs.controls.control import InvalidControl, fresh_of
from cogs.controls.lesson import rules_view
from cogs.controls.match import (
    BackButton,
    DoButton,
    HandButton,
    HintButton,
    KeepPlayingButton,
    MoveSelect,
    PickButton,
    RematchButton,
    ResignButton,
    RulesButton,
    count_view,
    pick_view,
    table_view,
)
from cogs.handlers import challenges
from cogs.kit.common import now
from cogs.kit.hub import Hub
from cogs.kit.language import private_lang
from cogs.kit.message import Message
from cogs.kit.promptly import defer_private, defer_update, reply
from cogs.kit.services import Services
from cogs.kit.texts import rules_embed
from cogs.output import tables
from cogs.output.dm_notices import tell_dm_closed
from cogs.output.panel import moves_view, panel_message
from i18n import t
from play.errors import NotYourTurn, PlayError
from play.hint import give_hint
from play.step import Step, load_game
from present import picker
from present.explain import hint_text, hints_used_text
from present.gameui import ui_for
from present.move_name import move_name
from present.step_plan import Plan

if TYPE_CHECKING:
    from bot import Interaction
    from cogs.handlers.challenges import Opening
    from cogs.handlers.pipeline import Pipeline


class Playing:
    def __init__(self, services: Services, pipeline: Pipeline, opening: Opening) -> None:
        self.services = services
        self.pipeline = pipeline
        self.opening = opening  # a rematch against the bot alone starts at once

    def register(self, hub: Hub) -> None:
        hub.on(HandButton, lambda i, c: self.show_panel(i, c.mid))
        hub.on(RulesButton, lambda i, c: self.show_rules(i, c.kind, c.mid))
        hub.on(DoButton, lambda i, c: self.act(i, c.mid, c.ver, c.code))
        hub.on(MoveSelect, lambda i, c: self.choose_move(i, c.mid, c.ver, c.item.values[0]))
        hub.on(BackButton, lambda i, c: self.back(i, c.mid, c.ver))
        hub.on(PickButton, lambda i, c: self.pick(i, c.mid, c.ver, c.path))
        hub.on(HintButton, lambda i, c: self.hint(i, c.mid, c.ver))
        hub.on(RematchButton, lambda i, c: self.rematch(i, c.mid))
        hub.on(ResignButton, lambda i, c: self.resign(i, c.mid))
        hub.on(KeepPlayingButton, lambda i, c: self.keep_playing(i))

    async def show_panel(self, interaction: Interaction, match_id: int) -> None:
        await defer_private(interaction)  # before any query: Discord waits 3 seconds, no more
        match, seat = await self.services.service.seated(match_id, interaction.user.id)
        panel = await panel_message(interaction.client, match, seat,
                                    lang=private_lang(interaction), fresh=fresh_of(interaction))
        await panel.edit(interaction)
        if match.is_live:
            await self.pipeline.panels.adopt(match.id, seat, interaction, now(), new=True)
        await tell_dm_closed(interaction.client, interaction)  # once, after a refused DM notice

    async def act(self, interaction: Interaction, mid: int, ver: int, code: str) -> None:
        private = bool(interaction.message and interaction.message.flags.ephemeral)
        await defer_update(interaction)
        try:
            step = await self.services.service.act(mid, interaction.user.id, code, ver, now())
        except NotYourTurn as e:
            if private:
                raise
            # someone else's decision on the table (a pick, a tile): say whose, by name
            names = await self.services.names(e.match, private_lang(interaction))
            name = tables.in_text(names)[e.to_move]
            raise PlayError("err.their_choice", name=name) from None
        await self.after_step(interaction, step, private)

    async def pick(self, interaction: Interaction, mid: int, ver: int, path: str) -> None:
        """A picker button that opens a step (a colour, a place, Back): the panel shows that
        step's buttons; a step gone since the panel was drawn changes nothing and says so."""
        await defer_update(interaction)  # before any query: Discord waits 3 seconds, no more
        match, game, seat = await self.services.service.my_turn(mid, interaction.user.id, ver)
        lang = private_lang(interaction)
        if not path:  # back to the colours: the panel's first step, menu included
            view = moves_view(match, game, seat, ui_for(match.kind).moves(game, seat, lang),
                              lang, fresh_of(interaction))
            content = t(lang, "panel.your_turn")
        else:
            shown = picker.step(picker.offer(match.kind, game, seat, lang), path, lang)
            if shown is None:
                raise PlayError("pick.gone")
            view = pick_view(mid, ver, shown, lang=lang)
            content = "\n".join([shown.prompt, *shown.notes])
        await interaction.edit_original_response(content=content[:2000], view=view)
        await self.pipeline.panels.adopt(mid, seat, interaction, now(), new=False)

    async def hint(self, interaction: Interaction, mid: int, ver: int) -> None:
        """💡 Hint: the `hard` move from the presser's own view and its reasons, privately,
        counted with the match (play/hint.py refuses members' matches and others' turns)."""
        await defer_private(interaction)  # the AI thinks: Discord waits 3 seconds, no more
        match, game, seat = await self.services.service.my_turn(mid, interaction.user.id, ver)
        given = await give_hint(self.services.store.hints, match, interaction.user.id,
                                self.services.choose_move)
        lang = private_lang(interaction)
        names = await self.services.names(match, lang)
        move = move_name(match.kind, game, seat, given.code, lang)  # as the lesson names it
        runner = move_name(match.kind, game, seat, given.runner, lang) if given.runner else ""
        said = hint_text(match.kind, move, given.effects, tables.in_text(names), seat, lang,
                         given.contrast, runner)
        await reply(interaction, Message(f"{said}\n{hints_used_text(given.used, lang)}"))

    async def choose_move(self, interaction: Interaction, mid: int, ver: int,
                          key: str) -> None:
        """A menu entry was chosen: its button(s) to confirm it (one per count) and Back, so a
        slip in a long menu costs a Back, never a turn."""
        await defer_update(interaction)  # before any query: Discord waits 3 seconds, no more
        match, game, seat = await self.services.service.my_turn(mid, interaction.user.id, ver)
        lang = private_lang(interaction)
        choice = next((c for c in ui_for(match.kind).moves(game, seat, lang) if c.key == key),
                      None)
        if choice is None:
            raise PlayError("err.move_gone")
        await interaction.edit_original_response(
            content=t(lang, "flow.how_many" if len(choice.codes) > 1 else "flow.confirm",
                      move=choice.label, does=choice.description),
            view=count_view(mid, ver, choice, lang),
        )
        await self.pipeline.panels.adopt(mid, seat, interaction, now(), new=False)

    async def back(self, interaction: Interaction, mid: int, ver: int) -> None:
        await defer_update(interaction)
        match, game, seat = await self.services.service.my_turn(mid, interaction.user.id, ver)
        lang = private_lang(interaction)
        await interaction.edit_original_response(
            content=t(lang, "panel.your_turn"),
            view=moves_view(match, game, seat, ui_for(match.kind).moves(game, seat, lang), lang,
                            fresh_of(interaction)),
        )
        await self.pipeline.panels.adopt(mid, seat, interaction, now(), new=False)

    async def after_step(self, interaction: Interaction, step: Step,
                         private: bool) -> None:
        """Turn the actor's panel into the new state (their draw told to them only), then show
        the table. The move is stored before either: a failure says that it counted."""
        edited = None
        lang = private_lang(interaction)
        pipe = self.pipeline
        lately = pipe.lately(step)  # the mover's panel, the table and the others' panels
        if private and step.seat is not None:
            _, failure = await pipe.safely(pipe.edit_panel(interaction, step, step.seat, lately),
                                           f"match {step.match.id}: the mover's panel")
            if failure is None:
                await pipe.panels.adopt(step.match.id, step.seat, interaction, now(), new=False)
                edited = step.seat
        failure = await pipe.publish(Plan.move(step, lang, edited), interaction, lately)
        if failure:
            await pipe.tell(interaction, t(lang, "flow.move_counted", why=failure,
                                           kind=step.match.kind))

    async def show_rules(self, interaction: Interaction, kind: str,
                         mid: int | None) -> None:
        await defer_private(interaction)
        match = await self.services.store.matches.get(mid) if mid is not None else None
        if mid is not None and (match is None or match.kind != kind
                                or match.guild_id != (interaction.guild_id or 0)):
            raise InvalidControl()  # the Rules of one of our tables name its own match
        view = load_game(match).view(None) if match is not None else None
        lang = private_lang(interaction)
        rules = rules_embed(kind, view, lang)
        await reply(interaction, Message(embed=rules, view=rules_view(kind, lang)))

    # ---- the end --------------------------------------------------------------------------

    async def resign(self, interaction: Interaction, mid: int) -> None:
        await defer_update(interaction)
        step = await self.services.service.forfeit(mid, interaction.user.id, now())
        lang = private_lang(interaction)
        await self.pipeline.safely(interaction.edit_original_response(
            content=t(lang, "flow.forfeited"), view=None,
            allowed_mentions=discord.AllowedMentions.none()), f"match {mid}: the forfeit answer")
        failure = await self.pipeline.publish(Plan.told(step, tables.left_line(step), lang))
        if failure:
            await self.pipeline.tell(interaction, t(lang, "flow.forfeit_counted", why=failure))

    async def keep_playing(self, interaction: Interaction) -> None:
        """The forfeit question answered no: it says so and goes."""
        await interaction.response.edit_message(
            content=t(private_lang(interaction), "forfeit.kept"), view=None)

    async def rematch(self, interaction: Interaction, mid: int) -> None:
        """Challenge the same seats (the bot at the same levels) with the same options, once:
        the button then says the rematch was offered."""
        await defer_update(interaction)  # the challenge is then a message of its own
        terms = await self.services.service.rematch(mid, interaction.user.id, now())
        await challenges.send_challenge(interaction, terms.match.kind, terms.others,
                                        terms.options, terms.levels, opening=self.opening,
                                        rematch_of=mid, pace=terms.pace)
        # the button's own message, the match's table, says the rematch was offered; a
        # rematch control pressed on any other message (forged) leaves that message alone
        if interaction.message is not None and interaction.message.id == \
                terms.match.table_message_id:
            with contextlib.suppress(discord.HTTPException):  # the rematch is offered anyway
                await interaction.message.edit(
                    view=table_view(terms.match, [], rematch_offered=True,
                                    lang=await self.pipeline.server_lang(interaction)),
                    allowed_mentions=discord.AllowedMentions.none())
