"""A message as one typed value (content, picture, view, mentions) instead of a bundle of
keyword arguments: mypy checks each part where it is built, and the value knows how it is
sent or edited, so no caller repeats discord.py's keywords or pops a file out of a dict."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TypedDict

import discord


class Keep(enum.Enum):
    """An edit that leaves the message's buttons as they are (None takes them away)."""

    VIEW = "view"


class _EditParts(TypedDict, total=False):
    """The keywords both edit calls share (typed, so mypy checks them against discord.py)."""

    attachments: list[discord.File | discord.Attachment]
    view: discord.ui.View | None
    embed: discord.Embed | None
    allowed_mentions: discord.AllowedMentions


def _no_mentions() -> discord.AllowedMentions:
    return discord.AllowedMentions.none()


@dataclass(frozen=True)
class Message:
    content: str
    file: discord.File | None = None  # the picture; an edit replaces the attachments with it
    view: discord.ui.View | None | Keep = Keep.VIEW
    embed: discord.Embed | None = None
    # nobody is pinged unless the message says so (a turn notice does)
    allowed_mentions: discord.AllowedMentions = field(default_factory=_no_mentions)

    async def edit(self, interaction: discord.Interaction) -> None:
        """Edit the message `interaction` answers (the pressed one, or the deferred answer),
        whether or not the click was answered yet."""
        kw = self._edit_parts()
        if interaction.response.is_done():
            await interaction.edit_original_response(content=self.content, **kw)
        else:
            await interaction.response.edit_message(content=self.content, **kw)

    async def send_private(self, interaction: discord.Interaction) -> None:
        """A new private answer (after the interaction was deferred)."""
        view = self.view if isinstance(self.view, discord.ui.View) else discord.utils.MISSING
        await interaction.followup.send(
            self.content, ephemeral=True, view=view,
            file=self.file or discord.utils.MISSING, embed=self.embed or discord.utils.MISSING,
            allowed_mentions=self.allowed_mentions)

    def _edit_parts(self) -> _EditParts:
        parts: _EditParts = {"allowed_mentions": self.allowed_mentions}
        if self.file is not None:
            parts["attachments"] = [self.file]
        if not isinstance(self.view, Keep):
            parts["view"] = self.view
        if self.embed is not None:
            parts["embed"] = self.embed
        return parts

