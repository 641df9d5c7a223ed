"""`/games mine` and the "My matches" button: privately, every live match of the member in
this server (all games, most urgent first), each with a jump link to its table and a button
opening the member's panel for it. Public facts only (play.mine)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.controls.mine import MineButton, mine_view
from cogs.kit.common import jump_link, now, who
from cogs.kit.hub import Hub
from cogs.kit.language import private_lang
from cogs.kit.message import Message
from cogs.kit.promptly import defer_private, reply
from cogs.kit.services import Services
from i18n import t, tn
from play.errors import PlayError
from play.mine import MyMatch, my_matches
from play.notices import take_dm_refused
from present.pace_text import mine_line

if TYPE_CHECKING:
    from bot import Interaction

SHOWN = 10  # at most: two rows of buttons
LIMIT = 2000  # characters of a message (Discord's): fewer lines when they are long


class Mine:
    def __init__(self, services: Services) -> None:
        self.services = services

    def register(self, hub: Hub) -> None:
        hub.on(MineButton, lambda i, c: self.show(i))

    def link(self, entry: MyMatch) -> str:
        """Its table's jump link, or its channel or thread (the playground has no discord.com;
        a table not posted yet has no message to jump to)."""
        url = jump_link(entry.guild_id, entry.place_id, entry.table_message_id)
        return url if url and self.services.settings.jump_links else f"<#{entry.place_id}>"

    async def show(self, interaction: Interaction) -> None:
        await defer_private(interaction)
        if interaction.guild_id is None:
            raise PlayError("err.dm")
        lang = private_lang(interaction)
        uid = interaction.user.id
        store = self.services.store
        entries = await my_matches(store, interaction.guild_id, uid, now())
        top = t(lang, "notices.dm_closed") + "\n" if await take_dm_refused(store, uid) else ""
        if not entries:
            await reply(interaction, Message(top + t(lang, "mine.none")))
            return
        lines: list[str] = []
        for entry in entries[:SHOWN]:
            levels = dict(zip(entry.opponents, entry.bots, strict=True))

            def name(uid: int, levels: dict[int, str | None] = levels) -> str:
                return who(uid, levels.get(uid), lang)

            lines.append(mine_line(entry, name, self.link(entry), lang))
        # three mentions and a jump link make a long line: those that don't fit are counted
        while lines and len(listing(top, lines, len(entries), lang)) > LIMIT:
            lines.pop()
        shown = entries[:len(lines)]
        await reply(interaction, Message(listing(top, lines, len(entries), lang),
                                         view=mine_view(shown, lang)))


def listing(top: str, lines: list[str], total: int, lang: str) -> str:
    """The answer: `top` (the closed-DMs line, or nothing), the head, `lines`, and how many
    of the `total` matches are not listed."""
    more = tn(lang, "mine.more", total - len(lines)) if total > len(lines) else ""
    return top + t(lang, "mine.head") + "\n".join(lines) + more
