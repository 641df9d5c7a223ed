"""Which Discord messages show a live match: its table and its "your turn" notice. The store
keeps their ids so a restart edits (or replaces) the same messages."""

from __future__ import annotations

from store import Match, Store


async def table_posted(store: Store, match: Match, message_id: int, now: float) -> None:
    await store.matches.set_table_message(match.id, message_id, now)


async def ping_moved(store: Store, match: Match, message_id: int | None) -> None:
    """The current turn notice (None once there is none)."""
    await store.matches.set_ping_message(match.id, message_id)



async def shown(store: Store, match_id: int, version: int) -> None:
    """Everything up to `version` is shown (table, turn notice, the bot's next move started):
    a start after a crash does not show it again (cogs.output.owed)."""
    await store.matches.mark_published(match_id, version)
