"""What the bot may do in a channel: the permissions a match needs, which of them are missing
there (as Discord's settings name them), and the sentence asking for them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from i18n import DEFAULT, t, tn

# Permissions the bot needs in a match channel, with the name Discord shows in its settings.
NEEDED = (
    ("view_channel", "View Channel"),
    ("send_messages", "Send Messages"),
    ("attach_files", "Attach Files"),
    ("embed_links", "Embed Links"),
    ("read_message_history", "Read Message History"),
)


IN_THREADS = {"send_messages": ("send_messages_in_threads", "Send Messages in Threads")}
# Denying one of these denies the permissions after it as well (discord.py computes it so; in a
# thread, Send Messages in Threads stands for Send Messages).
GATES = ("view_channel", "send_messages", "send_messages_in_threads")


def missing_permissions(channel: Any, me: Any) -> list[str]:
    """The permissions the bot lacks here, named as Discord's settings name them; in a thread,
    posting needs Send Messages in Threads, not Send Messages."""
    if channel is None or me is None or not hasattr(channel, "permissions_for"):
        return []
    perms = channel.permissions_for(me)
    thread = isinstance(channel, discord.Thread)
    out = []
    for attr, label in NEEDED:
        if thread and attr in IN_THREADS:
            attr, label = IN_THREADS[attr]
        if not getattr(perms, attr):
            if attr in GATES:  # without it the rest reads as missing too: it is the one to grant
                return [label]
            out.append(label)
    return out


def permission_words(missing: Sequence[str], lang: str = DEFAULT) -> str:
    """"the **Attach Files** permission", "the **A** and **B** permissions" (`missing` as
    Discord's English settings name them; each language names them as its Discord does)."""
    names = t(lang, "and").join(f"**{t(lang, 'perm.' + m)}**" for m in missing)
    return tn(lang, "perm.words", len(missing), names=names)


def permission_sentence(missing: Sequence[str], lang: str = DEFAULT) -> str:
    return t(lang, "perm.cant_host", perms=permission_words(missing, lang))
