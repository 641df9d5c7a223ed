"""A server's language read once and kept (play.settings.ServerLanguages): a first read still
on its way when the admin chooses a language must not overwrite the newer choice in the cache
(found by review: the old language stayed until a restart)."""

from __future__ import annotations

import asyncio

from play.settings import ServerLanguages


class SlowStore:
    """The two settings calls ServerLanguages makes; a read answers what it saw when it began, one
    round trip later (a write in between is not in its answer)."""

    def __init__(self) -> None:
        self.value: str | None = "en"
        self.reads = 0

    async def language(self, guild_id: int) -> str | None:
        self.reads += 1
        seen = self.value
        await asyncio.sleep(0.01)  # the read's round trip
        return seen

    async def set_language(self, guild_id: int, language: str) -> None:
        self.value = language


async def test_a_read_in_flight_does_not_overwrite_a_newer_choice() -> None:
    store = SlowStore()
    langs = ServerLanguages(store)  # type: ignore[arg-type]
    reading = asyncio.create_task(langs.chosen(1))  # a public message being built
    await asyncio.sleep(0)  # its read is on the way
    await langs.choose(1, "el")  # the admin's /games settings language
    await reading
    assert await langs.chosen(1) == "el", "the stale 'en' stayed cached"
    assert await langs.chosen(2) == "el" and store.reads == 2  # another server: read once
    assert await langs.chosen(2) == "el" and store.reads == 2  # then kept


async def test_a_read_in_flight_across_a_choice_still_being_written_keeps_nothing() -> None:
    store = SlowStore()
    langs = ServerLanguages(store)  # type: ignore[arg-type]
    reading = asyncio.create_task(langs.chosen(1))
    await asyncio.sleep(0)
    choosing = asyncio.create_task(langs.choose(1, "el"))
    await reading  # answered 'en' while the choice was under way
    await choosing
    assert await langs.chosen(1) == "el"
