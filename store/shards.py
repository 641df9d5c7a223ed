"""Which guilds' rows a process handles when the bot runs as several shard clusters.

Discord puts a guild on shard `(guild_id >> 22) % shard_count`; a process holding some shards
sweeps only those guilds' deadlines and plays only their bot seats, so two processes on one
database never both remind or time out the same match. The filter is SQL (the same in SQLite and
PostgreSQL: `>>` and `%` on a 64-bit integer), so a sweep reads only its own rows.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shards:
    """The shards one process holds, of `count` in all."""

    count: int
    ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"shard count must be at least 1, not {self.count}")
        if not self.ids or len(set(self.ids)) != len(self.ids) or any(
                not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shard ids must be distinct, between 0 and {self.count - 1}: "
                             f"{self.ids}")

    @property
    def everything(self) -> bool:
        """True when this process holds every shard (one process: no filter needed)."""
        return len(self.ids) == self.count

    def of(self, guild_id: int) -> int:
        """The shard a guild is on (Discord's formula)."""
        return (guild_id >> 22) % self.count

    def holds(self, guild_id: int) -> bool:
        return self.of(guild_id) in self.ids


def shard_clause(shards: Shards | None, column: str = "guild_id") -> tuple[str, tuple[int, ...]]:
    """An SQL condition (with ? marks) and its parameters keeping the rows of `shards`' guilds;
    `column` is a constant column name. Always true for None or every shard."""
    if shards is None or shards.everything:
        return "1 = 1", ()
    marks = ", ".join("?" for _ in shards.ids)
    return f"(({column} >> 22) % ?) IN ({marks})", (shards.count, *shards.ids)
