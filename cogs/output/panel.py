"""A seat's private panel as a message: what happened since their turn, the picture from their
side and, on their turn, the moves (only their own view reaches it)."""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING

import discord

from cogs.controls.match import HintButton, choice_view, move_view, pick_view
from cogs.kit.common import now
from cogs.kit.language import server_lang
from cogs.kit.message import Message
from cogs.kit.names import names_for
from cogs.output.lately import Lately
from cogs.output.tables import in_text
from i18n import t
from play.step import Step, load_game
from present import picker
from present.gameui import MoveChoice, ui_for
from present.pace_text import clock_summary
from present.picker import PER_ROW
from present.table_text import Said as Said  # re-exported: the flow reads these here
from present.table_text import clip, listed, told, told_moves
from present.table_text import end_note as end_note
from present.table_text import left_line as left_line
from present.table_text import mention as mention
from store import Match

if TYPE_CHECKING:
    from bot import MandalaBot

async def panel_message(bot: MandalaBot, match: Match, seat: int,
                        step: Step | None = None, lang: str | None = None,
                        lately: Lately | None = None, fresh: int | None = None) -> Message:
    """`seat`'s private panel: what they just did (when `step` is their
    move, their draw included) or every move of the others since their last turn, the picture
    from their side and, on their turn, the moves. In `lang`, the player's language (their
    interaction's `private_lang`); without it, the server's. `lately`: the step's log, read
    once for its table and every panel. `fresh` marks this drawing of the move menu (the
    interaction it answers: control.fresh_of)."""
    lang = lang or await server_lang(bot, match.guild_id)
    ui = ui_for(match.kind)
    game = step.game if step is not None else load_game(match)
    names = await names_for(bot, match, lang)
    view = game.view(seat)
    lines = [ui.panel_summary(view, names, lang)]
    shown = in_text(names)
    lately = lately or Lately(bot, match, over=game.to_move is None)
    seen = await lately.since(seat)
    if step is not None and step.events and step.seat == seat:  # their own move and draw
        mine = told(ui, step.events, shown, seat, lang)
        if mine:  # a resignation tells nothing here: no empty first line
            lines.insert(0, clip(mine))
    elif others := told_moves(ui, [m for m in seen.moves if m.seat != seat], shown, seat,
                              lang):
        lines.insert(0, t(lang, "panel.since.one" if len(others) == 1 else "panel.since.many")
                     + listed(others, lang))
    if clocks := clock_summary(match, game.to_move, now(), shown, lang):  # as of now
        lines.append(clocks)
    controls: discord.ui.View | None = None
    if not match.is_live:
        lines.append(t(lang, "panel.over"))
    elif seat in game.left:
        lines.append(t(lang, "panel.left"))
    elif game.to_move == seat:
        moves = ui.moves(game, seat, lang)
        if moves:
            lines.append(t(lang, "panel.your_turn"))
            controls = moves_view(match, game, seat, moves, lang, fresh)
        else:
            choices = [c for c in ui.table_choices(game.view(None), lang) if c.seat == seat]
            lines.append(t(lang, "panel.decision"))
            controls = choice_view(match, choices) if choices else None
    elif game.to_move is not None:
        lines.append(t(lang, "panel.their_turn", name=in_text(names)[game.to_move]))
    png = await asyncio.to_thread(ui.panel_png, view, names=names, last_seat=seen.last_seat,
                                  earlier=seen.earlier, lang=lang)
    return Message("\n".join(lines), file=discord.File(io.BytesIO(png), "hand.png"),
                   view=controls)


def moves_view(match: Match, game: object, seat: int, moves: list[MoveChoice],
               lang: str, fresh: int | None = None) -> discord.ui.View:
    """The first step of the button picker (the hand's colours) with the described menu under
    it; a game without a picker offer keeps the menu alone."""
    offer = picker.offer(match.kind, game, seat, lang)
    first = picker.step(offer, "", lang) if offer.options else None
    hint = practice(match, seat)
    if first is None:
        view = move_view(match.id, match.version, moves, lang, fresh)
        if hint and len(view.children) < 5:
            view.add_item(HintButton(match.id, match.version, lang))
        return view
    if hint:  # after the colours, in their last row when it has room
        full = len(first.rows[-1]) >= PER_ROW if first.rows else True
        item = HintButton(match.id, match.version, lang)
        view = pick_view(match.id, match.version, first)
        item.item.row = len(first.rows) - (0 if full else 1)
        view.add_item(item)
        menu = move_view(match.id, match.version, moves, lang, fresh)
        rows = item.item.row + 1
        if rows + len(menu.children) <= 5:  # Discord: 5 rows, a menu fills one
            for n, select in enumerate(menu.children, start=rows):
                select.row = n
                view.add_item(select)
        return view
    return pick_view(match.id, match.version, first, moves, lang, fresh)


def practice(match: Match, seat: int) -> bool:
    """A practice game against the bot: every other seat is the bot's (a hint is offered);
    in a match between members it would be help from outside."""
    return all(match.bot_level(s) is not None for s in range(len(match.players)) if s != seat)
