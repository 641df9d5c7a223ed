"""Named values kept across restarts (not match data): the first start makes one, later starts
read it back; settings and outage spans are kept this way too."""

from __future__ import annotations

from collections.abc import Callable

from .db import Database


class Kept:
    """The kept_values table (`store.kept`): one text per name."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def once(self, name: str, make: Callable[[], str]) -> str:
        """The value stored under `name`; if there is none yet, `make()` is stored and returned.

        Read and write share one transaction, and the insert gives way to a value stored
        meanwhile, so two starters can't keep different values.
        """
        async with self.db.transaction() as conn:
            row = await conn.fetchone("SELECT value FROM kept_values WHERE name = ?", (name,))
            if row is not None:
                return str(row[0])
            await conn.execute("INSERT INTO kept_values (name, value) VALUES (?, ?)"
                               " ON CONFLICT (name) DO NOTHING", (name, make()))
            row = await conn.fetchone("SELECT value FROM kept_values WHERE name = ?", (name,))
        assert row is not None
        return str(row[0])

    async def read(self, name: str) -> str | None:
        """The value stored under `name`, or None."""
        row = await self.db.fetchone("SELECT value FROM kept_values WHERE name = ?", (name,))
        return None if row is None else str(row[0])

    async def keep(self, name: str, value: str) -> None:
        """Store `value` under `name`, replacing what was there."""
        async with self.db.transaction() as conn:
            await conn.execute("INSERT INTO kept_values (name, value) VALUES (?, ?)"
                               " ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                               (name, value))

    async def forget(self, names: list[str]) -> None:
        """Drop the values stored under `names` (one transaction)."""
        async with self.db.transaction() as conn:
            for name in names:
                await conn.execute("DELETE FROM kept_values WHERE name = ?", (name,))

    async def starting_with(self, prefix: str) -> list[str]:
        """The values whose name starts with `prefix` (a constant without `%` or `_`)."""
        found = await self.db.fetchall("SELECT value FROM kept_values WHERE name LIKE ?",
                                       (prefix + "%",))
        return [str(row[0]) for row in found]


def server_setting(guild_id: int, name: str) -> str:
    """The kept name of one server's setting ("guild:1:threads")."""
    return f"guild:{guild_id}:{name}"


def member_setting(user_id: int, name: str) -> str:
    """The kept name of one member's setting ("member:22:notices"): the same in every server."""
    return f"member:{user_id}:{name}"
