"""Server settings (threads, language, pace) and member settings (one per person, every
server), kept as named values (store.kept)."""

from __future__ import annotations

from .kept import Kept, member_setting, server_setting


class Settings:
    """A server's and a member's settings (`store.settings`)."""

    def __init__(self, kept: Kept) -> None:
        self.kept = kept

    async def threads_on(self, guild_id: int) -> bool:
        """Whether this server plays each match in its own thread (the default)."""
        return await self.kept.read(server_setting(guild_id, "threads")) != "off"

    async def set_threads(self, guild_id: int, on: bool) -> None:
        await self.kept.keep(server_setting(guild_id, "threads"), "on" if on else "off")

    async def language(self, guild_id: int) -> str | None:
        """The server's chosen language code (`/games settings language`), or None: Discord's
        server locale then decides."""
        return await self.kept.read(server_setting(guild_id, "language"))

    async def set_language(self, guild_id: int, code: str) -> None:
        await self.kept.keep(server_setting(guild_id, "language"), code)

    async def pace(self, guild_id: int) -> str | None:
        """The pace a match here gets unless its challenge chose one (play.pace's text)."""
        return await self.kept.read(server_setting(guild_id, "pace"))

    async def set_pace(self, guild_id: int, code: str) -> None:
        await self.kept.keep(server_setting(guild_id, "pace"), code)

    async def member_value(self, user_id: int, name: str) -> str | None:
        return await self.kept.read(member_setting(user_id, name))

    async def set_member_value(self, user_id: int, name: str, value: str) -> None:
        await self.kept.keep(member_setting(user_id, name), value)
