"""Members' display names per server as the bot last saw them, so a standings or history
embed names a member Discord has not loaded (or who left) instead of showing a raw id."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .db import Database

LONGEST = 100  # characters kept of a name (Discord's display names are at most 32)


class Names:
    """The member_names table (`store.names`)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def remember(self, guild_id: int, names: Mapping[int, str], now: float) -> None:
        """Keep these members' names (user id -> display name), replacing older ones; an empty
        name is not kept."""
        kept = {uid: name.strip()[:LONGEST] for uid, name in names.items() if name.strip()}
        if not kept:
            return
        async with self.db.transaction() as conn:
            for uid, name in sorted(kept.items()):
                await conn.execute(
                    "INSERT INTO member_names (guild_id, user_id, name, seen_at)"
                    " VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (guild_id, user_id) DO UPDATE SET name = excluded.name,"
                    " seen_at = excluded.seen_at",
                    (guild_id, uid, name, now))

    async def known(self, guild_id: int, user_ids: Iterable[int]) -> dict[int, str]:
        """The kept names of these members of `guild_id` (a member never seen is left out)."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        found = await self.db.fetchall(
            "SELECT user_id, name FROM member_names WHERE guild_id = ?"
            f" AND user_id IN ({marks})",
            (guild_id, *wanted))
        return {int(r["user_id"]): str(r["name"]) for r in found}
