"""A server's settings for its matches: whether each match gets its own thread, and the language
of its public messages and pictures."""

from __future__ import annotations

from store import MatchStore

# the auto_archive_duration values (minutes) Discord takes: THREAD_ARCHIVE_MINUTES is one of them
ARCHIVE_CHOICES = (60, 1440, 4320, 10080)


async def set_threads(store: MatchStore, guild_id: int, on: bool) -> None:
    await store.set_threads(guild_id, on)


async def set_language(store: MatchStore, guild_id: int, language: str) -> None:
    await store.set_language(guild_id, language)
