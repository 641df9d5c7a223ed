"""Named values kept across restarts (not match data): the first start makes one, later starts
read it back."""

from __future__ import annotations

from collections.abc import Callable

from .db import Database


async def kept_value(db: Database, name: str, make: Callable[[], str]) -> str:
    """The value stored under `name`; if there is none yet, `make()` is stored and returned.

    Read and write share one IMMEDIATE transaction, so two starters can't keep different values.
    """
    async with db.transaction() as conn:
        async with conn.execute("SELECT value FROM kept_values WHERE name = ?", (name,)) as cur:
            row = await cur.fetchone()
        if row is not None:
            return str(row[0])
        value = make()
        await conn.execute("INSERT INTO kept_values (name, value) VALUES (?, ?)", (name, value))
    return value
