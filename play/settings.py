"""A server's settings for its matches: whether each match gets its own thread, the language
of its public messages and pictures, and the pace a match gets by default."""

from __future__ import annotations

from play.errors import PlayError
from play.pace import Pace, choice_value, parse_pace
from store import Settings, Store

# the auto_archive_duration values (minutes) Discord takes: THREAD_ARCHIVE_MINUTES is one of them
ARCHIVE_CHOICES = (60, 1440, 4320, 10080)


async def set_threads(store: Store, guild_id: int, on: bool) -> None:
    await store.settings.set_threads(guild_id, on)


class ServerLanguages:
    """Each server's chosen language (`/games settings language`, None: Discord's server
    locale decides), read from the store once per server and kept: every public message asks
    for it, and only `choose` (this bot's own settings command) changes it. One per bot (the
    bot owns it), so a restart or another process reads afresh."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._chosen: dict[int, str | None] = {}
        # per server, how many choices began: a read that saw the count change while it was
        # on its way may hold the old language, so it is answered but not kept
        self._generation: dict[int, int] = {}

    async def chosen(self, guild_id: int) -> str | None:
        if guild_id in self._chosen:
            return self._chosen[guild_id]
        began = self._generation.get(guild_id, 0)
        language = await self.settings.language(guild_id)
        if self._generation.get(guild_id, 0) != began:  # a choice came in meanwhile
            return self._chosen.get(guild_id, language)
        self._chosen[guild_id] = language
        return language

    async def choose(self, guild_id: int, language: str) -> None:
        """Store the server's language; kept only once stored (a failed write keeps none)."""
        self._generation[guild_id] = self._generation.get(guild_id, 0) + 1
        self._chosen.pop(guild_id, None)
        await self.settings.set_language(guild_id, language)
        self._chosen[guild_id] = language


async def set_server_pace(store: Store, guild_id: int, value: str) -> Pace:
    """Store the pace a match here gets unless its challenge chose one (`/games settings
    pace`); a value not offered (a forged option) is refused and changes nothing."""
    try:
        pace = parse_pace(value)
    except ValueError:
        raise PlayError("err.bad_pace") from None
    await store.settings.set_pace(guild_id, choice_value(pace))
    return pace
