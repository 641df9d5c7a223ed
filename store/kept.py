"""Named values kept across restarts (not match data): the first start makes one, later starts
read it back."""

from __future__ import annotations

from collections.abc import Callable

from .db import Database


async def kept_value(db: Database, name: str, make: Callable[[], str]) -> str:
    """The value stored under `name`; if there is none yet, `make()` is stored and returned.

    Read and write share one transaction, and the insert gives way to a value stored
    meanwhile, so two starters can't keep different values.
    """
    async with db.transaction() as conn:
        row = await conn.fetchone("SELECT value FROM kept_values WHERE name = ?", (name,))
        if row is not None:
            return str(row[0])
        await conn.execute("INSERT INTO kept_values (name, value) VALUES (?, ?)"
                           " ON CONFLICT (name) DO NOTHING", (name, make()))
        row = await conn.fetchone("SELECT value FROM kept_values WHERE name = ?", (name,))
    assert row is not None
    return str(row[0])


async def read_value(db: Database, name: str) -> str | None:
    """The value stored under `name`, or None."""
    row = await db.fetchone("SELECT value FROM kept_values WHERE name = ?", (name,))
    return None if row is None else str(row[0])


async def keep_value(db: Database, name: str, value: str) -> None:
    """Store `value` under `name`, replacing what was there."""
    async with db.transaction() as conn:
        await conn.execute("INSERT INTO kept_values (name, value) VALUES (?, ?)"
                           " ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                           (name, value))


def server_setting(guild_id: int, name: str) -> str:
    """The kept name of one server's setting ("guild:1:threads")."""
    return f"guild:{guild_id}:{name}"


def member_setting(user_id: int, name: str) -> str:
    """The kept name of one member's setting ("member:22:notices"): the same in every server."""
    return f"member:{user_id}:{name}"
