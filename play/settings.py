"""A server's settings for its matches (today: whether each match gets its own thread)."""

from __future__ import annotations

from store import MatchStore


async def set_threads(store: MatchStore, guild_id: int, on: bool) -> None:
    await store.set_threads(guild_id, on)
