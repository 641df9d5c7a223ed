"""Live private panels: each player's newest panel is edited in place as the match goes on.

Discord lets a bot edit an ephemeral message only through the interaction that made it (or the
last one on it), for 15 minutes. So the newest interaction per (match, seat) is kept in memory;
after a move the bot edits every player's live panel into the new state, and a panel that is
too old is left alone (its controls carry the state version, so they are refused as outdated).
A restart forgets the panels: "Show my hand" opens a fresh one.
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.kit.language import private_lang
from i18n import t

if TYPE_CHECKING:
    from bot import Interaction

log = logging.getLogger("mandala.panels")

TOKEN_LIFE = 15 * 60.0
MARGIN = 30.0  # don't start an edit the token might not outlive


@dataclass
class Panel:
    interaction: Interaction  # @original of it is the panel message
    since: float  # when that interaction reached us (unix seconds)


class Panels:
    def __init__(self) -> None:
        self._live: dict[tuple[int, int], Panel] = {}

    def usable(self, match_id: int, seat: int, now: float) -> Panel | None:
        panel = self._live.get((match_id, seat))
        if panel is None or now - panel.since > TOKEN_LIFE - MARGIN:
            return None
        return panel

    async def adopt(self, match_id: int, seat: int, interaction: Interaction,
                    now: float, *, new: bool) -> None:
        """Make this interaction's message the seat's live panel. A `new` panel (Show my hand)
        replaces the previous one, which is told it is outdated while it still can be."""
        old = self.usable(match_id, seat, now)
        self._live[(match_id, seat)] = Panel(interaction, now)  # within ms of its creation
        if new and old is not None and old.interaction.id != interaction.id:
            with contextlib.suppress(discord.HTTPException):
                await old.interaction.edit_original_response(
                    content=t(private_lang(old.interaction), "panel.outdated"),
                    attachments=[], view=None)

    def forget(self, match_id: int) -> None:
        for key in [k for k in self._live if k[0] == match_id]:
            del self._live[key]

    def seats(self, match_id: int) -> list[int]:
        return [seat for (mid, seat) in self._live if mid == match_id]
