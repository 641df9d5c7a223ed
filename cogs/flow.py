"""What every control does, for every game: accept and decline, open the private panel,
choose and play a move, forfeit, rematch. The controls (cogs.components) call these through the
games cog, so they import no flow code."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs import challenges, tables
from cogs.common import missing_permissions, names_for, now, permission_sentence
from cogs.components import count_view, move_view
from cogs.gameui import ui_for
from play.service import PlayError, Step

if TYPE_CHECKING:
    from bot import MandalaBot


class Flow:
    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot

    # ---- challenges ---------------------------------------------------------------------------

    async def accept(self, interaction: discord.Interaction, cid: int) -> None:
        bot = self.bot
        ch = await challenges.open_challenge(bot, cid)
        if now() >= ch.expires_at:
            await challenges.expire_challenge(bot, ch)
            raise PlayError("This challenge has expired.")
        missing = missing_permissions(interaction.channel, getattr(interaction.guild, "me", None))
        if missing:
            raise PlayError(permission_sentence(missing))
        result = await bot.service.accept(ch, interaction.user.id, now())
        if not isinstance(result, Step):  # others still have to accept
            await interaction.response.edit_message(
                content=challenges.challenge_text(result),
                allowed_mentions=discord.AllowedMentions.none())
            return
        await interaction.response.defer()
        step = result
        others = ", ".join(f"<@{u}>" for u in ch.invited)
        await interaction.edit_original_response(
            content=f"✅ {others} accepted <@{ch.challenger_id}>'s challenge. "
                    f"Match #{step.match.id} begins below.",
            view=None, allowed_mentions=discord.AllowedMentions.none(),
        )
        names = await names_for(bot, step.match)
        first = step.game.to_move
        opening = f"A new game: {names[first]} was drawn to play first." if first is not None \
            else "A new game."
        await tables.publish(bot, step, last=discord.utils.escape_mentions(opening),
                             force_new=True)

    async def decline(self, interaction: discord.Interaction, cid: int) -> None:
        ch = await challenges.open_challenge(self.bot, cid)
        uid = interaction.user.id
        if uid in ch.invited:
            status, text = "declined", f"❌ {interaction.user.mention} declined the challenge."
        elif uid == ch.challenger_id:
            status, text = "withdrawn", f"↩️ {interaction.user.mention} withdrew the challenge."
        else:
            raise PlayError("This challenge is not for you.")
        if not await self.bot.store.close_challenge(ch.id, status):
            raise PlayError("This challenge is no longer open.")
        await interaction.response.edit_message(content=text, view=None,
                                                allowed_mentions=discord.AllowedMentions.none())

    # ---- the private panel ------------------------------------------------------------------

    async def show_panel(self, interaction: discord.Interaction, match_id: int) -> None:
        match = await self.bot.store.get_match(match_id)
        if match is None:
            raise PlayError("I can't find that match any more.")
        seat = match.seat_of(interaction.user.id)
        if seat is None:
            raise PlayError("You are not in this match.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        kw = await tables.panel_message(self.bot, match, seat)
        if kw["view"] is None:
            del kw["view"]
        await interaction.followup.send(ephemeral=True, **kw)

    async def act(self, interaction: discord.Interaction, mid: int, ver: int, code: str) -> None:
        private = bool(interaction.message and interaction.message.flags.ephemeral)
        await interaction.response.defer()
        step = await self.bot.service.act(mid, interaction.user.id, code, ver, now())
        await self.after_step(interaction, step, private)

    async def choose_move(self, interaction: discord.Interaction, mid: int, ver: int,
                          key: str) -> None:
        """A menu entry was chosen: play it when it has one count, else offer the counts."""
        match, game, seat = await self.bot.service.my_turn(mid, interaction.user.id, ver)
        choice = next((c for c in ui_for(match.kind).moves(game, seat) if c.key == key), None)
        if choice is None:
            raise PlayError("That move isn't available any more.")
        if len(choice.codes) == 1:
            await self.act(interaction, mid, ver, choice.codes[0][1])
            return
        await interaction.response.edit_message(
            content=f"**{choice.label}** · {choice.description}\nHow many? The number plays it.",
            view=count_view(mid, ver, choice),
        )

    async def back(self, interaction: discord.Interaction, mid: int, ver: int) -> None:
        match, game, seat = await self.bot.service.my_turn(mid, interaction.user.id, ver)
        await interaction.response.edit_message(
            content="Your turn: choose a move below.",
            view=move_view(match.id, match.version, ui_for(match.kind).moves(game, seat)),
        )

    async def after_step(self, interaction: discord.Interaction, step: Step,
                         private: bool) -> None:
        """Turn the actor's panel into the new state (their draw told to them only), then show
        the table."""
        if private and step.seat is not None:
            kw = await tables.panel_message(self.bot, step.match, step.seat, step=step)
            await interaction.edit_original_response(attachments=[kw.pop("file")], **kw)
        await tables.publish(self.bot, step)

    # ---- the end --------------------------------------------------------------------------

    async def resign(self, interaction: discord.Interaction, mid: int) -> None:
        match = await self.bot.service.live(mid)
        seat = match.seat_of(interaction.user.id)
        if seat is None:
            raise PlayError("You are not in this match.")
        await interaction.response.defer()
        step = await self.bot.service.resign(mid, seat, now(), version=None)
        await interaction.edit_original_response(content="You forfeited the match.", view=None)
        await tables.publish(self.bot, step, last=tables.left_line(step))

    async def rematch(self, interaction: discord.Interaction, mid: int) -> None:
        old = await self.bot.store.get_match(mid)
        if old is None:
            raise PlayError("I can't find that match any more.")
        if old.seat_of(interaction.user.id) is None:
            raise PlayError("Only the players of this match can ask for a rematch.")
        others = [u for u in old.players if u != interaction.user.id]
        await challenges.send_challenge(interaction, old.kind, others, {})
