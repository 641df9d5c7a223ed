"""The public table message and the private hand message: content, picture and components.

Pictures are rendered in a thread so the event loop never blocks. The table picture is drawn
from `game.view(None)`, the public view, and nothing else.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Sequence
from typing import Any

import discord

from cogs import components as ui
from cogs.common import names_for, now
from engine.mandala.text import narrate
from play.service import Step, load_game  # noqa: F401  (Step: re-exported for cogs)
from render import render_hand, render_table
from store import Match

log = logging.getLogger("mandala.tables")

REPOST_AFTER = 3600.0  # an older table message is reposted instead of edited
MAX_LINE = 900

OUTCOME_WORDS = {
    "forfeit": "{loser} forfeited",
    "timeout": "{loser} ran out of time",
    "cancelled": "a moderator cancelled the match",
}


def off_board_reason(match: Match, names: Sequence[str], seat: int | None) -> str:
    """Why a match ended without the game ending ("alice forfeited"); `seat` is the loser."""
    loser = names[seat] if seat is not None else "a player"
    return OUTCOME_WORDS[match.outcome or ""].format(loser=loser)


def mention(uid: int) -> str:
    return f"<@{uid}>"


def status_text(
    match: Match, game: Any, names: Sequence[str], last: str = "", seat: int | None = None
) -> str:
    """The words above the table picture: what just happened, then who acts next."""
    lines = [f"**Mandala** · match #{match.id} · {' vs '.join(names)}"]
    if last:
        lines.append(last if len(last) <= MAX_LINE else last[: MAX_LINE - 1] + "…")
    if not match.is_live:
        lines.append(final_line(match, game, names, seat))
    elif game.phase == "pick":
        mandala, picker = game.completion
        lines.append(
            f"{mention(match.players[picker])}, pick a colour from mountain {mandala + 1} "
            "with the buttons below."
        )
    else:
        lines.append(f"{mention(match.players[game.to_move])}, it's your turn. "
                     "Press **Show my hand** to play.")
    return "\n".join(lines)


def final_line(match: Match, game: Any, names: Sequence[str], seat: int | None) -> str:
    """`seat` is who forfeited or timed out, for those outcomes."""
    if match.outcome in OUTCOME_WORDS:
        others = " and ".join(f"**{n}**" for s, n in enumerate(names) if s != seat)
        tail = f" {others} wins." if match.outcome != "cancelled" else " It does not count."
        return f"Match over: {off_board_reason(match, names, seat)}.{tail}"
    scores = " – ".join(str(s) for s in game.scores())
    winners = game.winners()
    who = " and ".join(f"**{names[w]}**" for w in winners)
    verb = "share the win" if len(winners) > 1 else "wins"
    return f"Game over: {scores}. {who} {verb}!"


def end_note(match: Match, names: Sequence[str], seat: int | None) -> str | None:
    """How a match ended off the board, for the picture's banner; None when it did not."""
    if match.is_live or match.outcome not in OUTCOME_WORDS:
        return None
    return off_board_reason(match, names, seat)


async def table_file(view: Any, names: Sequence[str], last_seat: int | None = None,
                     note: str | None = None) -> discord.File:
    png = await asyncio.to_thread(render_table, view, names=names, last_seat=last_seat,
                                  note=note)
    return discord.File(io.BytesIO(png), filename="table.png")


async def hand_file(game: Any, seat: int, names: Sequence[str]) -> discord.File:
    png = await asyncio.to_thread(render_hand, game.view(seat), names=names)
    return discord.File(io.BytesIO(png), filename="hand.png")


def public_narration(events: Sequence[Any], names: Sequence[str]) -> str:
    text = "; ".join(narrate(events, names))
    return text[:1].upper() + text[1:]  # str.capitalize() would lowercase the names


async def publish(
    bot: Any, step: Step, *, last: str | None = None, force_new: bool = False
) -> discord.Message | None:
    """Show the table after `step`: edit the current table message when it is still the
    channel's latest and recent, else post a new one (which pings the next player)."""
    match, game = step.match, step.game
    channel = bot.get_channel(match.channel_id)
    if channel is None:
        log.warning("match %s: channel %s is gone", match.id, match.channel_id)
        return None
    names = await names_for(bot, match)
    told = public_narration(step.events, names) if last is None else last
    text = status_text(match, game, names, told, step.seat)
    last_seat = step.seat if step.events else None  # who made view.last_action, when known
    shown = game.view(None)
    note = end_note(match, names, step.seat)
    file = await table_file(shown, names, last_seat, note)
    view = ui.table_view(match, shown)
    pings = discord.AllowedMentions(users=[discord.Object(u) for u in match.players])
    old = match.table_message_id
    fresh = (
        old is not None
        and not force_new
        and match.table_posted_at is not None
        and now() - match.table_posted_at < REPOST_AFTER
        and getattr(channel, "last_message_id", None) == old
    )
    if fresh:
        try:
            return await channel.get_partial_message(old).edit(
                content=text, attachments=[file], view=view, allowed_mentions=pings
            )
        except discord.NotFound:
            file = await table_file(shown, names, last_seat, note)  # a File is spent once sent
    msg = await channel.send(text, file=file, view=view, allowed_mentions=pings)
    await bot.store.set_table_message(match.id, msg.id, now())
    if old is not None:
        with contextlib.suppress(discord.HTTPException):  # no playing from a buried table
            await channel.get_partial_message(old).edit(view=None)
    return msg


async def hand_message(bot: Any, match: Match, seat: int) -> dict[str, Any]:
    """Keyword arguments for an ephemeral message with `seat`'s hand and, on their turn,
    the controls to act."""
    from cogs.mandala_menu import menu_view  # game-specific controls

    game = load_game(match)
    names = await names_for(bot, match)
    view = game.view(seat)
    me = view.seats[seat]
    lines = [f"**Your hand** · {me.hand_size} cards · score {me.score}"]
    controls: discord.ui.View | None = None
    if not match.is_live:
        lines.append("This match is over.")
    elif game.to_move == seat and game.phase == "play":
        lines.append("Your turn: choose a move below, then confirm.")
        controls = menu_view(match, game, seat)
    elif game.to_move == seat:
        lines.append("Your pick: use the colour buttons on the table message.")
    else:
        lines.append(f"It's {names[game.to_move]}'s turn; this refreshes when you reopen it.")
    kw: dict[str, Any] = {"content": "\n".join(lines), "file": await hand_file(game, seat, names)}
    if controls is not None:
        kw["view"] = controls
    return kw
