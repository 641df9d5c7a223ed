"""Watching a finished match again: the private replay viewer, the animated summary and the
analysis of a player's moves.

The viewer draws a position as the table was shown then: from the public view for anyone, and
from a player's own view (their hand as it was) only when that player asks for their side. Each
click replays the stored log (cached: a finished match does not change), so it answers the same
before and after a restart. The replayed match is cogs.handlers.replayed's; "Show the channel"
is cogs.handlers.showing's.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING

import discord

from cogs.controls import replay as controls
from cogs.controls.control import refuse_forged
from cogs.controls.replay import replay_view
from cogs.handlers.replayed import Replayed, describe, percent, untold
from cogs.handlers.showing import show_channel
from cogs.kit.common import now
from cogs.kit.hub import Hub
from cogs.kit.language import private_lang
from cogs.kit.message import Message
from cogs.kit.promptly import defer_private, defer_update, reply
from cogs.kit.services import Services
from cogs.output.tables import in_text
from engine.effects import Contrast
from i18n import DEFAULT, t, tn
from play.analysis import (
    Analysing,
    Analysis,
    MoveRating,
    Progress,
    analyse,
    analysed_seat,
    keep,
    kept,
    mistake_contrasts,
)
from play.history import last_mover
from play.replay import own_side, replay_positions, replayable
from present.explain import mistake_reason
from present.gameui import ui_for
from present.replay_menu import move_entries, showing
from present.table_text import clip
from render.animation import animate, frame_moves

if TYPE_CHECKING:
    from bot import Interaction

CACHED = 16  # replayed matches kept in memory
PROGRESS_EVERY = 2.0  # seconds between edits of the analysis' progress line, at least


class Replays:
    """The handlers behind the replay controls and `/<game> replay` (one per bot, on the flow)."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self._cache: OrderedDict[int, Replayed] = OrderedDict()
        self.analysing = Analysing()  # guild id -> the match being analysed there
        # (match id, seat) -> each marked move's effects: a finished match's do not change
        self._effects: OrderedDict[tuple[int, int], dict[int, Contrast]] = \
            OrderedDict()

    def register(self, hub: Hub) -> None:
        hub.on(controls.ReplayOpenButton, lambda i, c: self.open(i, c.mid, 0, False))
        hub.on(controls.ReplayButton, lambda i, c: self.show(i, c.mid, c.move, bool(c.side)))
        hub.on(controls.ReplaySelect, self.chosen)
        hub.on(controls.ShowChannelButton, lambda i, c: self.show_channel(i, c.mid, c.move))
        hub.on(controls.AnalyseButton, lambda i, c: self.analyse(i, c.mid))

    async def chosen(self, interaction: Interaction, menu: controls.ReplaySelect) -> None:
        """A move or a page chosen in the viewer's menu (a value we never send is forged)."""
        move = menu.chosen()
        if move is None:
            await refuse_forged(interaction)
            return
        await self.show(interaction, menu.mid, move, bool(menu.side))

    async def finished(self, mid: int, guild_id: int | None) -> Replayed:
        """Match `mid` of this server, over and replayable, replayed; else a clear refusal."""
        if (hit := self._cache.get(mid)) is not None and hit.match.guild_id == guild_id:
            self._cache.move_to_end(mid)
            return hit
        match = replayable(await self.services.store.matches.get(mid), mid, guild_id)
        log = await self.services.store.log.actions(mid)
        games, events = await asyncio.to_thread(replay_positions, match, log)
        replayed = Replayed(match, log, games, events)
        self._cache[mid] = replayed
        while len(self._cache) > CACHED:
            self._cache.popitem(last=False)
        return replayed

    async def message(self, r: Replayed, move: int, side: bool, user_id: int,
                      lang: str = DEFAULT) -> Message:
        """The viewer at `move`, in `lang`: `side` shows the presser's own
        side, which only a player of the match has."""
        match, ui = r.match, ui_for(r.match.kind)
        seat = match.seat_of(user_id)
        viewer = own_side(match, user_id) if side else None
        n = max(0, min(move, r.total))
        game = r.games[n]
        names = await self.services.names(match, lang)
        shown = in_text(names)
        last_seat = last_mover(r.log[:n])
        said = r.said(n, shown, viewer, lang) if n else ""
        lines = [t(lang, "replay.head", title=ui.title, id=match.id,
                   players=t(lang, "table.vs").join(shown)),
                 t(lang, "replay.at", n=n, total=r.total)
                 + (t(lang, "replay.told", what=clip(said)) if n else t(lang, "replay.at_deal")),
                 t(lang, "replay.your_side" if viewer is not None else "replay.public_side")]
        analysis = await self.saved(match.id, seat) if seat is not None else None
        jumps: list[tuple[int, str]] = []
        if analysis is not None:
            effects = await self.effects(r, analysis)
            reasons = {m.move: mistake_reason(
                match.kind, m.loss, effects.get(m.move, Contrast()),
                describe(ui, r.games[m.move - 1], analysis.seat, m.best, lang), shown,
                analysis.seat, lang) for m in analysis.mistakes()}
            lines.extend(self.analysis_lines(r, analysis, n, lang, reasons))
            jumps = [(m.move, t(lang, "replay.jump", n=m.move, mark=m.mark))
                     for m in analysis.mistakes()]
        if viewer is not None:
            png = await asyncio.to_thread(ui.panel_png, game.view(viewer), names=names,
                                          last_seat=last_seat, lang=lang, replay=True)
        else:
            png = await asyncio.to_thread(r.table_png, n, names, lang)
        entries = move_entries(ui, r.history, shown, viewer, n, lang,
                               untold=lambda k: untold(r, k, shown, lang))
        view = replay_view(match.id, n, r.total, viewer is not None, player=seat is not None,
                           entries=entries, placeholder=showing(n, r.total, lang),
                           jumps=jumps, lang=lang)
        return Message("\n".join(lines), view=view,
                       file=discord.File(io.BytesIO(png), filename="replay.png"))

    async def effects(self, r: Replayed, analysis: Analysis) -> dict[int, Contrast]:
        """Why each marked move cost, against the preferred one, read on the player's own view
        (kept: the explainer samples, and every click of the viewer would ask again)."""
        key = (r.match.id, analysis.seat)
        if (hit := self._effects.get(key)) is None:
            hit = await asyncio.to_thread(mistake_contrasts, r.games, r.match.kind, analysis,
                                          r.match.id)
            self._effects[key] = hit
            while len(self._effects) > CACHED:
                self._effects.popitem(last=False)
        return hit

    def analysis_lines(self, r: Replayed, analysis: Analysis, n: int,
                       lang: str = DEFAULT, reasons: Mapping[int, str] | None = None
                       ) -> list[str]:
        """The analysis' head, each mark with its reason in words (`reasons`: move -> why it
        cost), and the line of move `n`."""
        ui = ui_for(r.match.kind)
        marked = analysis.mistakes()
        if not marked:
            head = t(lang, "replay.no_mistake")
        else:
            head = t(lang, "replay.mistakes", moves=", ".join(
                t(lang, "replay.mistake", n=m.move, mark=m.mark) for m in marked))
        lines = [head]
        lines.extend(t(lang, "replay.reason", n=m.move, mark=m.mark, why=reasons[m.move])
                     for m in marked if reasons and m.move in reasons)
        rating: MoveRating | None = next((m for m in analysis.ratings if m.move == n), None)
        if rating is not None:
            chance = percent(rating.played_value)
            if rating.best != rating.played:
                best = describe(ui, r.games[n - 1], analysis.seat, rating.best, lang)
                mark = f"{rating.mark} " if rating in marked else ""
                lines.append(mark + t(lang, "replay.preferred", chance=chance, best=best,
                                      value=percent(rating.best_value)))
            else:
                lines.append(t(lang, "replay.agreed", chance=chance))
        return lines

    async def saved(self, mid: int, seat: int) -> Analysis | None:
        return await kept(self.services.store.analyses, mid, seat)

    # ---- the controls -----------------------------------------------------------------------

    async def open(self, interaction: Interaction, mid: int, move: int,
                   side: bool) -> None:
        """A new private viewer (from the result message or the command)."""
        await defer_private(interaction)  # before any query: Discord waits 3 seconds, no more
        r = await self.finished(mid, interaction.guild_id)
        shown = await self.message(r, move, side, interaction.user.id, private_lang(interaction))
        await reply(interaction, shown)

    async def show(self, interaction: Interaction, mid: int, move: int,
                   side: bool) -> None:
        """The viewer it was pressed in, moved to `move`."""
        await defer_update(interaction)
        r = await self.finished(mid, interaction.guild_id)
        shown = await self.message(r, move, side, interaction.user.id, private_lang(interaction))
        await shown.edit(interaction)

    async def animation(self, interaction: Interaction, mid: int) -> None:
        """The match as a GIF of its public tables, privately."""
        await defer_private(interaction)
        r = await self.finished(mid, interaction.guild_id)
        lang = private_lang(interaction)
        names = await self.services.names(r.match, lang)

        def draw() -> bytes:
            return animate([r.table_png(n, names, lang) for n in frame_moves(r.total)])

        gif = await asyncio.to_thread(draw)
        await interaction.followup.send(
            tn(lang, "replay.animation", r.total, id=mid), ephemeral=True,
            file=discord.File(io.BytesIO(gif), filename=f"match-{mid}.gif"),
            allowed_mentions=discord.AllowedMentions.none())

    async def analyse(self, interaction: Interaction, mid: int) -> None:
        """Rate the presser's moves (once: the result is kept), then show the viewer at their
        first mistake. One analysis at a time per server."""
        await defer_update(interaction)
        r = await self.finished(mid, interaction.guild_id)
        seat = analysed_seat(r.match, interaction.user.id)
        guild = interaction.guild_id or 0
        lang = private_lang(interaction)
        if await self.saved(mid, seat) is None:
            with self.analysing.claim(guild, mid):
                # the progress in a private note of its own: the viewer keeps its picture and
                # buttons and answers them while the pool rates the moves
                note = await interaction.followup.send(
                    t(lang, "replay.analysing", id=mid), ephemeral=True, wait=True,
                    allowed_mentions=discord.AllowedMentions.none())
                try:
                    result = await analyse(r.match, r.log, seat, self.services.rate_move,
                                           progress=self.progress(note.edit, mid, lang))
                    await keep(self.services.store.analyses, mid, seat, result, now())
                finally:
                    with contextlib.suppress(discord.HTTPException):
                        await note.delete()
        analysis = await self.saved(mid, seat)
        assert analysis is not None
        marked = analysis.mistakes()
        shown = await self.message(r, marked[0].move if marked else r.total, True,
                                   interaction.user.id, private_lang(interaction))
        await shown.edit(interaction)

    async def show_channel(self, interaction: Interaction, mid: int, move: int) -> None:
        """"Show the channel": see cogs.handlers.showing."""
        await show_channel(interaction.client, self.finished, interaction, mid, move)

    @staticmethod
    def progress(edit: Callable[..., Awaitable[object]], mid: int, lang: str) -> Progress:
        """The progress note (`edit` edits it), edited at most every `PROGRESS_EVERY` seconds
        (Discord allows about five edits in five seconds a channel)."""
        shown = [time.monotonic()]

        async def tell(done: int, total: int) -> None:
            clock = time.monotonic()
            if clock - shown[0] < PROGRESS_EVERY or done == total:
                return
            shown[0] = clock
            await edit(content=t(lang, "replay.analysing_n", id=mid, done=done, total=total),
                       allowed_mentions=discord.AllowedMentions.none())

        return tell
