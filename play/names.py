"""Members' display names as the bot sees them, kept per server so an embed can name a member
Discord has not loaded (the store's write, through play/ like every other)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from store import Names


async def saw_members(names_table: Names, guild_id: int, names: Mapping[int, str],
                      now: float) -> None:
    """Keep the names the bot just saw (user id -> display name)."""
    await names_table.remember(guild_id, names, now)


async def kept_names(names: Names, guild_id: int, user_ids: Iterable[int]) -> dict[int, str]:
    """The last names seen of these members (one never seen is left out)."""
    return await names.known(guild_id, user_ids)
