"""`/games mine` and the "My matches" button: privately, every live match of the member in
this server (all games, most urgent first), each with a jump link to its table and a button
opening the member's panel for it. Public facts only (play.mine)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.controls.mine import mine_view
from cogs.kit.common import jump_link, now, who
from cogs.kit.language import private_lang
from cogs.kit.message import Message
from cogs.kit.promptly import defer_private, reply
from i18n import t
from play.mine import MyMatch, my_matches
from play.notices import take_dm_refused
from play.service import PlayError
from present.pace_text import mine_line

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot

SHOWN = 10  # lines of ~150 characters: well inside Discord's 2,000, and two rows of buttons


class Mine:
    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot

    def link(self, entry: MyMatch) -> str:
        """Its table's jump link, or its channel or thread (the playground has no discord.com;
        a table not posted yet has no message to jump to)."""
        url = jump_link(entry.guild_id, entry.place_id, entry.table_message_id)
        return url if url and self.bot.settings.jump_links else f"<#{entry.place_id}>"

    async def show(self, interaction: Interaction) -> None:
        await defer_private(interaction)
        if interaction.guild_id is None:
            raise PlayError("err.dm")
        lang = private_lang(interaction)
        uid = interaction.user.id
        entries = await my_matches(self.bot.store, interaction.guild_id, uid, now())
        shown = entries[:SHOWN]
        lines = []
        for entry in shown:
            levels = dict(zip(entry.opponents, entry.bots, strict=True))

            def name(uid: int, levels: dict[int, str | None] = levels) -> str:
                return who(uid, levels.get(uid), lang)

            lines.append(mine_line(entry, name, self.link(entry), lang))
        text = (t(lang, "mine.head") + "\n".join(lines)) if lines else t(lang, "mine.none")
        if len(entries) > SHOWN:
            text += t(lang, "mine.more", n=len(entries) - SHOWN)
        if await take_dm_refused(self.bot.store, uid):
            text = t(lang, "notices.dm_closed") + "\n" + text
        await reply(interaction, Message(text, view=mine_view(shown, lang)))
