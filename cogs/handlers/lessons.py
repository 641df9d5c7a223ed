"""A learner's lesson in Discord (`/<game> learn`, "Start the lesson") and "How to read the
table".

The lesson is an ephemeral message: private without a thread or any permission in the
channel, and running the command again resumes it. An ephemeral message can be edited only
through an interaction's token, which lasts 15 minutes, so every click answers by editing its
own message through its own interaction: a learner may pause as long as they like. Where the
learner stands is stored after each step (play/lessons/keep.py); a click is read against it,
so a message of an old session (or from before a restart) shows the stored step rather than
playing a move made for another one."""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING

import discord

from cogs.controls import lesson as controls
from cogs.controls.control import fresh_of
from cogs.controls.lesson import count_view, lesson_view
from cogs.handlers import challenges
from cogs.kit.common import now
from cogs.kit.hub import Hub
from cogs.kit.language import private_lang
from cogs.kit.message import Message
from cogs.kit.promptly import defer_private, defer_update, reply
from cogs.kit.services import Services
from cogs.output.lately import Lately
from i18n import t
from play.errors import MatchGone, PlayError
from play.lessons import keep, run
from play.lessons.hint import hint
from play.step import load_game
from present import lesson
from present.lesson_hint import hint_text
from present.table_text import end_note, near_seat
from present.words import fit_lines
from store import Lessons as LessonTable

if TYPE_CHECKING:
    from bot import Interaction
    from cogs.handlers.challenges import Opening

LIMIT = 2000  # characters of a message's content (Discord's limit)


class Lessons:
    def __init__(self, services: Services, opening: Opening) -> None:
        self.services = services
        self.opening = opening  # the practice game at the lesson's end starts at once

    def register(self, hub: Hub) -> None:
        hub.on(controls.LessonPlay, lambda i, c: self.play(i, c.kind, c.step, c.code))
        hub.on(controls.LessonMenu,
               lambda i, c: self.choose(i, c.kind, c.step, c.item.values[0]))
        hub.on(controls.LessonNav, lambda i, c: self.nav(i, c.kind, c.step, c.act))
        hub.on(controls.LessonHintButton, lambda i, c: self.hint(i, c.kind, c.step))
        hub.on(controls.LearnButton, lambda i, c: self.open(i, c.kind))
        hub.on(controls.GuideButton, lambda i, c: self.guide(i, c.kind, c.mid))

    @property
    def lessons(self) -> LessonTable:
        return self.services.store.lessons

    async def open(self, interaction: Interaction, kind: str) -> None:
        """A new private message at the learner's step (the first, or where they left off)."""
        await defer_private(interaction)  # before any query: Discord waits 3 s, no more
        lesson.lesson_for(kind)  # a game without a lesson is refused before anything is kept
        progress = await keep.resume(self.lessons, interaction.user.id, kind, now())
        await reply(interaction, await self.message(interaction, progress))

    async def play(self, interaction: Interaction, kind: str, step: int, code: str) -> None:
        """A move of the lesson: the asked one moves on, another is explained and retried."""
        await defer_update(interaction)
        progress = await self.current(interaction, kind, step)
        if progress is None:
            return
        lang = private_lang(interaction)
        said = run.answer(progress, code, lang, self.names(interaction, lang))
        if said.advanced:
            await keep.keep(self.lessons, interaction.user.id, said.progress, now())
        await self.show(interaction, said.progress, lesson.answer_text(said, lang))

    async def choose(self, interaction: Interaction, kind: str, step: int, key: str) -> None:
        """A menu entry: played at once with one count, else its counts are offered."""
        await defer_update(interaction)
        progress = await self.current(interaction, kind, step)
        if progress is None:
            return
        lang = private_lang(interaction)
        shown = await self.shown(interaction, progress)
        choice = next((c for c in shown.moves if c.key == key), None)
        if choice is None:
            raise PlayError("err.move_gone")
        if len(choice.codes) == 1:
            await self.play(interaction, kind, step, choice.codes[0][1])
            return
        await interaction.edit_original_response(
            content=t(lang, "flow.how_many", move=choice.label, does=choice.description),
            view=count_view(kind, step, choice, lang))

    async def nav(self, interaction: Interaction, kind: str, step: int, act: str) -> None:
        """Skip, Start over, Back, or the practice game once the lesson is finished."""
        if act == "prac":
            await self.practice(interaction, kind)
            return
        await defer_update(interaction)
        lang = private_lang(interaction)
        if act == "over":
            progress = await keep.begin(self.lessons, interaction.user.id, kind, now())
            await self.show(interaction, progress, t(lang, "lesson.started_over"))
            return
        current = await self.current(interaction, kind, step)
        if current is None:
            return
        if act == "skip" and not current.finished:
            said = run.skip(current, lang, self.names(interaction, lang))
            await keep.keep(self.lessons, interaction.user.id, said.progress, now())
            await self.show(interaction, said.progress,
                            lesson.answer_text(said, lang, skipped=True))
            return
        await self.show(interaction, current)

    async def hint(self, interaction: Interaction, kind: str, step: int) -> None:
        """💡 Hint: the step's move and why, above the step in the same message, counted in
        the stored progress. A click from an old message hints the step the learner stands
        at (saying the message was behind); once finished, the recap is shown."""
        await defer_update(interaction)
        lang = private_lang(interaction)
        progress = await keep.resume(self.lessons, interaction.user.id, kind, now())
        behind = [t(lang, "lesson.moved_on")] if progress.step != step else []
        if progress.finished:
            await self.show(interaction, progress, "\n".join(behind))
            return
        given = hint(progress)
        if given.progress != progress:
            await keep.hinted(self.lessons, interaction.user.id, progress)
        said = hint_text(given, lang, interaction.user.display_name)
        await self.show(interaction, given.progress, "\n\n".join([*behind, said]))

    async def practice(self, interaction: Interaction, kind: str) -> None:
        """The practice game the finished lesson offers, started as `/<game> practice` does."""
        await defer_update(interaction)  # the game is then a public message of its own
        progress = await keep.resume(self.lessons, interaction.user.id, kind, now())
        offer = run.practice(progress)  # refused until the lesson is finished
        me = interaction.client.user
        assert me is not None
        await challenges.send_challenge(interaction, offer.kind, [me] * offer.bots, {},
                                        [offer.level] * offer.bots, opening=self.opening)

    async def guide(self, interaction: Interaction, kind: str, mid: int | None = None) -> None:
        """"How to read the table", privately, in the reader's language: under a match's
        table, that table as the member sees it (a player: their own panel; anyone else: the
        public table); elsewhere, a sample table from the lesson."""
        await defer_private(interaction)
        lang = private_lang(interaction)
        if mid is None:
            png = await asyncio.to_thread(lesson.guide_png, kind, lang)
        else:
            png = await self.table_guide(interaction, kind, mid, lang)
        await reply(interaction, Message(t(lang, "lesson.guide_caption"),
                                         file=discord.File(io.BytesIO(png), "guide.png")))

    async def table_guide(self, interaction: Interaction, kind: str, mid: int, lang: str
                          ) -> bytes:
        """The guide drawn on match `mid`'s table now, with its last move and order marks as
        the member's panel (or the public table) shows them."""
        match = await self.services.store.matches.get(mid)
        if match is None or match.kind != kind:
            raise MatchGone()
        seat = match.seat_of(interaction.user.id)
        game = load_game(match)
        names = await self.services.names(match, lang)
        seen = await Lately(interaction.client, match, over=game.to_move is None).since(seat)
        leaver = next((m.seat for m in reversed(seen.moves) if m.action is None), None)
        return await asyncio.to_thread(
            lesson.table_guide_png, kind, game.view(seat), names=names, lang=lang,
            last_seat=seen.last_seat, earlier=seen.earlier,
            side=near_seat(match) if seat is None else None,
            note=end_note(match, names, leaver, lang))

    # ---- where the learner stands -------------------------------------------------------------

    async def current(self, interaction: Interaction, kind: str, step: int
                      ) -> run.Progress | None:
        """The stored lesson when the click was made for its step; else (a message of an old
        session, or a lesson started over elsewhere) None, the message now showing the stored
        step with a word saying so."""
        progress = await keep.resume(self.lessons, interaction.user.id, kind, now())
        if progress.step == step:
            return progress
        await self.show(interaction, progress, t(private_lang(interaction), "lesson.moved_on"))
        return None

    def names(self, interaction: Interaction, lang: str) -> tuple[str, str]:
        return lesson.names(interaction.user.display_name, lang)

    async def shown(self, interaction: Interaction, progress: run.Progress
                    ) -> lesson.LessonMessage:
        """The step as its message shows it (drawn off the event loop)."""
        return await asyncio.to_thread(lesson.lesson_message, progress,
                                       private_lang(interaction),
                                       interaction.user.display_name)

    async def message(self, interaction: Interaction, progress: run.Progress,
                      said: str = "") -> Message:
        """The lesson's message at `progress`, after `said` (what the last click did)."""
        shown = await self.shown(interaction, progress)
        lang = private_lang(interaction)
        content = shown.content if not said else f"{said}\n\n{shown.content}"
        if len(content) > LIMIT:
            content = fit_lines(content.split("\n"), LIMIT, lang)[:LIMIT]
        return Message(content, file=discord.File(io.BytesIO(shown.picture), "lesson.png"),
                       view=lesson_view(progress.game, progress.step, shown, lang,
                                        fresh_of(interaction)))

    async def show(self, interaction: Interaction, progress: run.Progress, said: str = ""
                   ) -> None:
        """Edit the clicked message (through this click's own interaction) to `progress`."""
        await (await self.message(interaction, progress, said)).edit(interaction)
