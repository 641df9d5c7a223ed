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


class SendParts(TypedDict, total=False):
    """The keywords a new message's calls share (response.send_message, followup.send)."""

    file: discord.File
    embed: discord.Embed
    view: discord.ui.View
    allowed_mentions: discord.AllowedMentions


def _no_mentions() -> discord.AllowedMentions:
    return discord.AllowedMentions.none()


@dataclass(frozen=True)
class Message:
    content: str | None = None  # None: an embed alone (or, in an edit, the text kept)
    file: discord.File | None = None  # the picture; an edit replaces the attachments with it
    view: discord.ui.View | None | Keep = Keep.VIEW
    embed: discord.Embed | None = None
    # nobody is pinged unless the message says so (a turn notice does)
    allowed_mentions: discord.AllowedMentions = field(default_factory=_no_mentions)

    async def edit(self, interaction: discord.Interaction) -> None:
        """Edit the message `interaction` answers (the pressed one, or the deferred answer),
        whether or not the click was answered yet."""
        kw = self._edit_parts()
        content = discord.utils.MISSING if self.content is None else self.content
        if interaction.response.is_done():
            await interaction.edit_original_response(content=content, **kw)
        else:
            await interaction.response.edit_message(content=content, **kw)

    def send_parts(self) -> SendParts:
        """The keywords of a new message but its content (nothing unset is sent)."""
        parts: SendParts = {"allowed_mentions": self.allowed_mentions}
        if self.file is not None:
            parts["file"] = self.file
        if self.embed is not None:
            parts["embed"] = self.embed
        if isinstance(self.view, discord.ui.View):
            parts["view"] = self.view
        return parts

    def _edit_parts(self) -> _EditParts:
        parts: _EditParts = {"allowed_mentions": self.allowed_mentions}
        if self.file is not None:
            parts["attachments"] = [self.file]
        if not isinstance(self.view, Keep):
            parts["view"] = self.view
        if self.embed is not None:
            parts["embed"] = self.embed
        return parts
