"""Buttons that survive restarts: every one is a DynamicItem whose custom_id carries what it
acts on (challenge id, or match id and the state version it was made for).

The prefix "g:" is shared by every game kind: the match row says which game it is.
"""

from __future__ import annotations

import contextlib
from typing import Any

import discord

from cogs import tables
from cogs.common import FromCustomId, guarded, missing_permissions, now, permission_sentence
from cogs.texts import rules_embed
from engine.mandala.text import narrate
from engine.mandala.vocab import COLORS
from play.service import PlayError, Step, seat_of

EMOJI = {"red": "🔴", "orange": "🟠", "yellow": "🟡", "green": "🟢", "purple": "🟣", "black": "⚫"}


def _bot(interaction: discord.Interaction) -> Any:
    return interaction.client


# ---- challenges ---------------------------------------------------------------------------


async def open_challenge(bot: Any, cid: int) -> Any:
    ch = await bot.store.get_challenge(cid)
    if ch is None or ch.status != "open":
        raise PlayError("This challenge is no longer open.")
    return ch


class AcceptButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                   template=r"g:accept:(?P<cid>\d+)"):
    def __init__(self, cid: int) -> None:
        super().__init__(discord.ui.Button(label="Accept", style=discord.ButtonStyle.success,
                                           custom_id=f"g:accept:{cid}"))
        self.cid = cid

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        ch = await open_challenge(bot, self.cid)
        if interaction.user.id not in ch.invited:
            if interaction.user.id == ch.challenger_id:
                raise PlayError("Waiting for your opponent to accept. Press Decline to withdraw.")
            raise PlayError("This challenge is not for you.")
        if now() >= ch.expires_at:
            await expire_challenge(bot, ch)
            raise PlayError("This challenge has expired.")
        missing = missing_permissions(interaction.channel, getattr(interaction.guild, "me", None))
        if missing:
            raise PlayError(permission_sentence(missing))
        await interaction.response.defer()
        step = await bot.service.start(
            ch.kind, guild_id=ch.guild_id, channel_id=ch.channel_id,
            players=[ch.challenger_id, *ch.invited], now=now(), challenge_id=ch.id,
        )
        await interaction.edit_original_response(
            content=f"✅ {interaction.user.mention} accepted <@{ch.challenger_id}>'s challenge. "
                    f"Match #{step.match.id} begins below.",
            view=None,
        )
        names = await tables.names_for(bot, step.match)
        first = names[step.game.to_move]
        await tables.publish(bot, step, last=f"A new game: {first} was drawn to play first.",
                             force_new=True)


class DeclineButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                    template=r"g:decline:(?P<cid>\d+)"):
    def __init__(self, cid: int) -> None:
        super().__init__(discord.ui.Button(label="Decline", style=discord.ButtonStyle.secondary,
                                           custom_id=f"g:decline:{cid}"))
        self.cid = cid

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        ch = await open_challenge(bot, self.cid)
        uid = interaction.user.id
        if uid in ch.invited:
            status, text = "declined", f"❌ {interaction.user.mention} declined the challenge."
        elif uid == ch.challenger_id:
            status, text = "withdrawn", f"↩️ {interaction.user.mention} withdrew the challenge."
        else:
            raise PlayError("This challenge is not for you.")
        if not await bot.store.close_challenge(ch.id, status):
            raise PlayError("This challenge is no longer open.")
        await interaction.response.edit_message(content=text, view=None)


def challenge_view(cid: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AcceptButton(cid))
    view.add_item(DeclineButton(cid))
    return view


async def expire_challenge(bot: Any, ch: Any) -> None:
    """Close an open challenge as expired and say so on its message."""
    if not await bot.store.close_challenge(ch.id, "expired"):
        return
    channel = bot.get_channel(ch.channel_id)
    if channel is not None and ch.message_id:
        with contextlib.suppress(discord.HTTPException):
            await channel.get_partial_message(ch.message_id).edit(
                content=f"⌛ <@{ch.challenger_id}>'s challenge to "
                        f"{', '.join(f'<@{u}>' for u in ch.invited)} expired.",
                view=None,
            )


# ---- the table ----------------------------------------------------------------------------


class HandButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                 template=r"g:hand:(?P<mid>\d+)"):
    def __init__(self, mid: int) -> None:
        super().__init__(discord.ui.Button(label="Show my hand", emoji="🃏",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"g:hand:{mid}"))
        self.mid = mid

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await show_hand(interaction, self.mid)


async def show_hand(interaction: discord.Interaction, match_id: int) -> None:
    bot = _bot(interaction)
    match = await bot.store.get_match(match_id)
    if match is None:
        raise PlayError("I can't find that match any more.")
    seat = seat_of(match, interaction.user.id)
    if seat is None:
        raise PlayError("You are not in this match.")
    await interaction.response.defer(ephemeral=True, thinking=True)
    await interaction.followup.send(ephemeral=True, **await tables.hand_message(bot, match, seat))


class RulesButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                  template=r"g:rules:(?P<kind>[a-z]+)"):
    def __init__(self, kind: str) -> None:
        super().__init__(discord.ui.Button(label="Rules", emoji="📖",
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=f"g:rules:{kind}"))
        self.kind = kind

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(embed=rules_embed(self.kind), ephemeral=True)


class DoButton(
    FromCustomId,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"g:do:(?P<mid>\d+):(?P<ver>\d+):(?P<code>[A-Za-z0-9]{1,12})",
):
    """Applies one action code; used for picks on the table and confirms in a hand menu."""

    def __init__(self, mid: int, ver: int, code: str, label: str = "Confirm",
                 emoji: str | None = None,
                 style: discord.ButtonStyle = discord.ButtonStyle.success) -> None:
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=style,
                                           custom_id=f"g:do:{mid}:{ver}:{code}"))
        self.mid, self.ver, self.code = mid, ver, code

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        private = bool(interaction.message and interaction.message.flags.ephemeral)
        await interaction.response.defer()
        step = await bot.service.act(self.mid, interaction.user.id, self.code, self.ver, now())
        await after_step(interaction, step, private)


async def after_step(interaction: discord.Interaction, step: Step, private: bool) -> None:
    """Tell the actor privately what happened (their draw included), then update the table."""
    bot = _bot(interaction)
    if private:
        names = await tables.names_for(bot, step.match)
        told = "; ".join(narrate(step.events, ["You" if s == step.seat else n
                                               for s, n in enumerate(names)], viewer=step.seat))
        await interaction.edit_original_response(
            content=f"Done. {told[:1800]}\nPress **Show my hand** for your new hand.",
            view=None, attachments=[],
        )
    await tables.publish(bot, step)


class RematchButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                    template=r"g:rematch:(?P<mid>\d+)"):
    def __init__(self, mid: int) -> None:
        super().__init__(discord.ui.Button(label="Rematch", emoji="🔁",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"g:rematch:{mid}"))
        self.mid = mid

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        old = await bot.store.get_match(self.mid)
        if old is None:
            raise PlayError("I can't find that match any more.")
        if seat_of(old, interaction.user.id) is None:
            raise PlayError("Only the players of this match can ask for a rematch.")
        others = [u for u in old.players if u != interaction.user.id]
        from cogs.challenges import send_challenge

        await send_challenge(interaction, old.kind, others)


class ResignButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                   template=r"g:resign:(?P<mid>\d+):(?P<ver>\d+)"):
    def __init__(self, mid: int, ver: int) -> None:
        super().__init__(discord.ui.Button(label="Yes, forfeit", style=discord.ButtonStyle.danger,
                                           custom_id=f"g:resign:{mid}:{ver}"))
        self.mid, self.ver = mid, ver

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        match = await bot.service.live(self.mid)
        seat = seat_of(match, interaction.user.id)
        if seat is None:
            raise PlayError("You are not in this match.")
        await interaction.response.defer()
        step = await bot.service.resign(self.mid, seat, now(), version=None)
        await interaction.edit_original_response(content="You forfeited the match.", view=None)
        await tables.publish(bot, step)


class KeepPlayingButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                        template=r"g:keep:(?P<mid>\d+)"):
    def __init__(self, mid: int) -> None:
        super().__init__(discord.ui.Button(label="Keep playing", custom_id=f"g:keep:{mid}",
                                           style=discord.ButtonStyle.secondary))
        self.mid = mid

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(content="Good luck! The match goes on.",
                                                view=None)


def table_view(match: Any, public: Any) -> discord.ui.View:
    """Buttons under the table, from the public view the picture shows: hand and rules;
    colour picks during a completion; rematch."""
    view = discord.ui.View(timeout=None)
    if match.is_live and public.phase == "pick":
        mandala, picker = public.completion
        mountain = public.mountains[mandala]
        keeps = any(public.fields[mandala][picker].values())  # M-X5: else it is discarded
        river = public.seats[picker].river
        for color in COLORS:
            if mountain[color]:
                where = ("discarded" if not keeps else "cup" if color in river
                         else "river + cup" if mountain[color] > 1 else "river")
                item = DoButton(match.id, match.version, f"P{color.letter}",
                                label=f"{color.value.title()} ×{mountain[color]} → {where}",
                                emoji=EMOJI[color.value], style=discord.ButtonStyle.primary)
                item.item.row = 0
                view.add_item(item)
    if match.is_live:
        hand = HandButton(match.id)
        hand.item.row = 1 if public.phase == "pick" else 0
        if hand.item.row:
            hand.item.style = discord.ButtonStyle.secondary
        view.add_item(hand)
    elif match.outcome != "cancelled":
        view.add_item(RematchButton(match.id))
    view.add_item(RulesButton(match.kind))
    return view


DYNAMIC_ITEMS = (AcceptButton, DeclineButton, HandButton, RulesButton, DoButton, RematchButton,
                 ResignButton, KeepPlayingButton)
