"""Answering within Discord's 3 seconds, whatever the database does.

Discord drops an interaction not answered (or deferred) within 3 seconds: the member sees
"This interaction failed". Most handlers therefore defer before their first query. A command
that answers with a public message (a challenge, an open table, the leaderboard) cannot defer
publicly first, or its refusals, which must stay private, would be shown to the channel; it
runs its work `in_time`, which defers privately only when the work is still running after
`GRACE`, and posts with `post`, which knows whether it was deferred.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

import discord

from cogs.kit.language import private_lang
from cogs.kit.message import Message
from i18n import t

T = TypeVar("T")
log = logging.getLogger("mandala.promptly")

GRACE = 1.5  # seconds of work before a public command defers: well inside Discord's 3


async def in_time(interaction: discord.Interaction, work: Coroutine[Any, Any, T],
                  undo: Callable[[T], Awaitable[object]] | None = None) -> T:
    """`work`'s result; if it is still running after GRACE seconds, the interaction is deferred
    (privately, "thinking") meanwhile, so a slow database never makes it fail. Should Discord
    refuse the defer (the interaction came too late), the work is let finish, as it may be
    past its store write, and `undo` withdraws what it stored, which nobody will see; the
    refusal is raised then."""
    task = asyncio.ensure_future(work)
    try:
        done, _ = await asyncio.wait({task}, timeout=GRACE)
        if not done and not interaction.response.is_done():
            try:
                await interaction.response.defer(ephemeral=True, thinking=True)
            except discord.HTTPException:
                await _withdrawn(task, undo)
                raise
        return await task
    finally:
        task.cancel()  # nothing when it finished; else the handler itself was cancelled


async def _withdrawn(task: asyncio.Future[T], undo: Callable[[T], Awaitable[object]] | None,
                     ) -> None:
    """Wait for the work of an interaction that can no longer be answered, then withdraw what
    it stored (a refusal it raised is told to nobody: it stored nothing)."""
    try:
        result = await task
        if undo is not None:
            await undo(result)
    except Exception as e:
        log.warning("an unanswerable command's work or its withdrawal failed (%s)",
                    type(e).__name__)


async def post(interaction: discord.Interaction, message: Message) -> discord.Message:
    """Post the public answer to `interaction` and return its message: the response itself,
    or, once the interaction was deferred (a button's click, or a command's private "thinking"
    while the database was slow), a message of its own (the private one then says so)."""
    parts = message.send_parts()
    if not interaction.response.is_done():
        await interaction.response.send_message(message.content, **parts)
        return await interaction.original_response()
    if interaction.type == discord.InteractionType.application_command:
        # the private "thinking" becomes a short note; a followup after it is a new message
        await interaction.edit_original_response(
            content=t(private_lang(interaction), "cmd.posted_below"))
    return await interaction.followup.send(
        discord.utils.MISSING if message.content is None else message.content, wait=True,
        **parts)


async def reply(interaction: discord.Interaction, message: Message) -> None:
    """The private answer of a handler that deferred first (or did not need to)."""
    parts = message.send_parts()
    if interaction.response.is_done():
        await interaction.followup.send(
            discord.utils.MISSING if message.content is None else message.content,
            ephemeral=True, **parts)
    else:
        await interaction.response.send_message(message.content, ephemeral=True, **parts)


async def defer_private(interaction: discord.Interaction) -> None:
    """Defer before the first query, the answer to come being private ("thinking")."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)


async def defer_update(interaction: discord.Interaction) -> None:
    """Defer a click before the first query, the answer to come editing its message."""
    if not interaction.response.is_done():
        await interaction.response.defer()
