"""Watching a finished match again: the private replay viewer, the animated summary and the
analysis of a player's moves.

The viewer draws a position as the table was shown then: from the public view for anyone, and
from a player's own view (their hand as it was) only when that player asks for their side. Each
click replays the stored log (cached: a finished match does not change), so it answers the same
before and after a restart.
"""

from __future__ import annotations

import asyncio
import io
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from cogs.common import names_for, now
from cogs.components import replay_view
from cogs.gameui import AnyUI, ui_for
from cogs.tables import clip, end_note, in_text, told
from engine.api import AnyGame, Event
from play.analysis import Analysis, MoveRating, Progress, analyse, keep, kept
from play.history import last_mover
from play.replay import positions
from play.service import PlayError
from render.animation import animate, frame_moves
from store import Forfeit, Left, LoggedAction, Match

if TYPE_CHECKING:
    from bot import MandalaBot

CACHED = 16  # replayed matches kept in memory
PROGRESS_EVERY = 2.0  # seconds between edits of the analysis' progress line, at least


@dataclass(frozen=True)
class Replayed:
    match: Match
    log: list[LoggedAction]
    games: list[AnyGame]  # [0] the deal, [n] after move n
    events: list[list[Event]]  # [n - 1] what move n did

    @property
    def total(self) -> int:
        return len(self.log)


def describe(ui: AnyUI, game: AnyGame, seat: int, code: str) -> str:
    """A move of `seat` in `game` as its own menu or the table's buttons named it then (never
    by playing it: a draw from the real deck would tell what the player could not know)."""
    for choice in ui.moves(game, seat):
        for count, c in choice.codes:
            if c == code:
                return choice.label if len(choice.codes) == 1 else f"{choice.label} ×{count}"
    for table in ui.table_choices(game.view(None)):
        if table.code == code:
            return table.label
    return code


def percent(value: float) -> str:
    return f"{100 * value:.0f}%"


class Replays:
    """The handlers behind the replay controls and `/<game> replay` (one per bot, on the flow)."""

    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot
        self._cache: OrderedDict[int, Replayed] = OrderedDict()
        self.analysing: dict[int, int] = {}  # guild id -> the match being analysed there

    async def finished(self, mid: int, guild_id: int | None) -> Replayed:
        """Match `mid` of this server, over and replayable, replayed; else a clear refusal."""
        if (hit := self._cache.get(mid)) is not None and hit.match.guild_id == guild_id:
            self._cache.move_to_end(mid)
            return hit
        match = await self.bot.store.get_match(mid)
        if match is None or match.guild_id != (guild_id or 0):
            raise PlayError("err.no_match_here", n=mid)
        if match.is_live:
            raise PlayError("err.replay_live", n=mid, kind=match.kind)
        log = await self.bot.store.actions(mid)
        try:
            games, events = await asyncio.to_thread(positions, match, log)
        except ValueError:
            raise PlayError("err.replay_old", n=mid) from None
        replayed = Replayed(match, log, games, events)
        self._cache[mid] = replayed
        while len(self._cache) > CACHED:
            self._cache.popitem(last=False)
        return replayed

    async def message(self, r: Replayed, move: int, side: bool, user_id: int) -> dict[str, Any]:
        """The viewer's keyword arguments at `move`: `side` shows the presser's own side, which
        only a player of the match has."""
        match, ui = r.match, ui_for(r.match.kind)
        seat = match.seat_of(user_id)
        if side and seat is None:
            raise PlayError("err.side_players")
        viewer = seat if side else None
        n = max(0, min(move, r.total))
        game = r.games[n]
        names = await names_for(self.bot, match)
        shown = in_text(names)
        last_seat = last_mover(r.log[:n])
        lines = [f"**{ui.title}** · match #{match.id} replay · {' vs '.join(shown)}",
                 f"**Move {n} / {r.total}**"
                 + (f" · {clip(told(ui, r.events[n - 1], shown, viewer) or untold(r, n, shown))}"
                    if n else " · the deal: nobody has moved yet"),
                 "Your side: your hand as it was." if viewer is not None
                 else "The public table: what everyone saw."]
        analysis = await self.saved(match.id, seat) if seat is not None else None
        jumps: list[tuple[int, str]] = []
        if analysis is not None:
            lines.extend(self.analysis_lines(r, analysis, n))
            jumps = [(m.move, f"Move {m.move} {m.mark}") for m in analysis.mistakes()]
        if viewer is not None:
            png = await asyncio.to_thread(ui.panel_png, game.view(viewer), names=names,
                                          last_seat=last_seat)
        else:
            png = await asyncio.to_thread(self.table_png, r, n, names)
        view = replay_view(match.id, n, r.total, viewer is not None, player=seat is not None,
                           jumps=jumps)
        return {"content": "\n".join(lines), "view": view,
                "file": discord.File(io.BytesIO(png), filename="replay.png"),
                "allowed_mentions": discord.AllowedMentions.none()}

    @staticmethod
    def table_png(r: Replayed, n: int, names: list[str]) -> bytes:
        """The public table at move `n` (the end's banner when the match ended off the board)."""
        ui = ui_for(r.match.kind)
        note = None
        if n == r.total:
            leaver = r.log[-1].seat if r.log and isinstance(r.log[-1].entry, Left) else None
            note = end_note(r.match, names, leaver)
        return ui.table_png(r.games[n].view(None), names=names, last_seat=last_mover(r.log[:n]),
                            note=note)

    def analysis_lines(self, r: Replayed, analysis: Analysis, n: int) -> list[str]:
        ui = ui_for(r.match.kind)
        marked = analysis.mistakes()
        if not marked:
            head = "🔍 My analysis: no move of yours lost much; well played."
        else:
            head = "🔍 Your biggest mistakes: " + ", ".join(f"move {m.move} {m.mark}"
                                                           for m in marked)
        lines = [head]
        rating: MoveRating | None = next((m for m in analysis.ratings if m.move == n), None)
        if rating is not None:
            chance = f"your chance to win after it: {percent(rating.played_value)}"
            if rating.best != rating.played:
                best = describe(ui, r.games[n - 1], analysis.seat, rating.best)
                mark = f"{rating.mark} " if rating in marked else ""
                lines.append(f"{mark}This move: {chance}; I preferred **{best}** "
                             f"({percent(rating.best_value)}).")
            else:
                lines.append(f"This move: {chance}; I'd have played it too.")
        return lines

    async def saved(self, mid: int, seat: int) -> Analysis | None:
        assert self.bot.db is not None
        return await kept(self.bot.db, mid, seat)

    # ---- the controls -----------------------------------------------------------------------

    async def open(self, interaction: discord.Interaction, mid: int, move: int,
                   side: bool) -> None:
        """A new private viewer (from the result message or the command)."""
        r = await self.finished(mid, interaction.guild_id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        kw = await self.message(r, move, side, interaction.user.id)
        await interaction.followup.send(ephemeral=True, **kw)

    async def show(self, interaction: discord.Interaction, mid: int, move: int,
                   side: bool) -> None:
        """The viewer it was pressed in, moved to `move`."""
        r = await self.finished(mid, interaction.guild_id)
        kw = await self.message(r, move, side, interaction.user.id)
        await interaction.response.edit_message(attachments=[kw.pop("file")], **kw)

    async def animation(self, interaction: discord.Interaction, mid: int) -> None:
        """The match as a GIF of its public tables, privately."""
        r = await self.finished(mid, interaction.guild_id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        names = await names_for(self.bot, r.match)

        def draw() -> bytes:
            return animate([self.table_png(r, n, names) for n in frame_moves(r.total)])

        gif = await asyncio.to_thread(draw)
        await interaction.followup.send(
            f"Match #{mid}, {r.total} moves, as the table showed them.", ephemeral=True,
            file=discord.File(io.BytesIO(gif), filename=f"match-{mid}.gif"),
            allowed_mentions=discord.AllowedMentions.none())

    async def analyse(self, interaction: discord.Interaction, mid: int) -> None:
        """Rate the presser's moves (once: the result is kept), then show the viewer at their
        first mistake. One analysis at a time per server."""
        r = await self.finished(mid, interaction.guild_id)
        seat = r.match.seat_of(interaction.user.id)
        if seat is None:
            raise PlayError("err.analyse_players")
        guild = interaction.guild_id or 0
        if await self.saved(mid, seat) is None:
            if guild in self.analysing:
                raise PlayError("err.analysing", n=self.analysing[guild])
            self.analysing[guild] = mid
            try:
                await interaction.response.edit_message(
                    content=f"🔍 Analysing your moves in match #{mid}…", attachments=[],
                    view=None, allowed_mentions=discord.AllowedMentions.none())
                result = await analyse(r.match, r.log, seat, self.bot.rate_move,
                                       progress=self.progress(interaction, mid))
                assert self.bot.db is not None
                await keep(self.bot.db, mid, seat, result, now())
            finally:
                del self.analysing[guild]
        analysis = await self.saved(mid, seat)
        assert analysis is not None
        marked = analysis.mistakes()
        kw = await self.message(r, marked[0].move if marked else r.total, True,
                                interaction.user.id)
        if interaction.response.is_done():
            await interaction.edit_original_response(attachments=[kw.pop("file")], **kw)
        else:
            await interaction.response.edit_message(attachments=[kw.pop("file")], **kw)

    @staticmethod
    def progress(interaction: discord.Interaction, mid: int) -> Progress:
        """The progress line, edited at most every `PROGRESS_EVERY` seconds."""
        shown = [time.monotonic()]

        async def tell(done: int, total: int) -> None:
            t = time.monotonic()
            if t - shown[0] < PROGRESS_EVERY or done == total:
                return
            shown[0] = t
            await interaction.edit_original_response(
                content=f"🔍 Analysing your moves in match #{mid}… {done} / {total}",
                allowed_mentions=discord.AllowedMentions.none())

        return tell


def untold(r: Replayed, n: int, names: list[str]) -> str:
    """Move `n` when its events tell nothing: a seat leaving says who left and how, from the
    log (a Mandala resignation has no words on the board)."""
    entry = r.log[n - 1].entry
    if isinstance(entry, Left):
        how = "forfeited" if isinstance(entry, Forfeit) else "timed out"
        return f"{names[entry.seat]} {how}"
    return "nothing moved"
