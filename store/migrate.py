"""Copy every table of one store into another, exactly: `python -m store.migrate FROM TO`.

    python -m store.migrate sqlite:///data/mandala.db postgresql://bot@localhost/mandala

FROM and TO are what DATABASE_URL takes (a path, `sqlite:///path`, `postgresql://...`), either
way round. Both are opened (so both are brought to the current schema first); TO must be empty.
The copy is one transaction on TO: all of it or nothing. Ids are kept, so links between tables,
buttons on Discord that name a match, and replays stay valid; PostgreSQL's id sequences then
continue after the copied ids.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence

from .db import Database, Row

# Every table, parents before children, each with its key order (so a copy reads back equal).
TABLES: tuple[tuple[str, str], ...] = (
    ("matches", "id"),
    ("challenges", "id"),
    ("match_players", "match_id, seat"),
    ("action_log", "match_id, seq"),
    ("results", "match_id, seat"),
    ("ratings", "guild_id, kind, user_id"),
    ("kept_values", "name"),
    ("analyses", "match_id, seat"),
)
# Tables whose ids come from PostgreSQL's identity columns.
_IDENTITIES = ("matches", "challenges")


class TargetNotEmpty(RuntimeError):
    """The target already holds data: copying into it would mix two stores."""


async def table_rows(db: Database, table: str) -> list[Row]:
    """Every row of one of TABLES, in key order."""
    order = dict(TABLES)[table]
    return await db.fetchall(f"SELECT * FROM {table} ORDER BY {order}")


async def copy_store(source: Database, target: Database) -> dict[str, int]:
    """Copy every table of `source` into the empty `target`; the rows copied per table."""
    for table, _ in TABLES:
        row = await target.fetchone(f"SELECT COUNT(*) FROM {table}")
        if row is not None and row[0]:
            raise TargetNotEmpty(f"the target's {table} table has {row[0]} rows; copy only into"
                                 " a new, empty database")
    read = {table: await table_rows(source, table) for table, _ in TABLES}
    async with target.transaction() as conn:
        for table, _ in TABLES:
            found = read[table]
            if not found:
                continue
            columns = list(found[0].keys())
            await conn.executemany(
                f"INSERT INTO {table} ({', '.join(columns)})"
                f" VALUES ({', '.join('?' for _ in columns)})",
                [tuple(r[c] for c in columns) for r in found],
            )
            if target.engine == "postgresql" and table in _IDENTITIES:
                await conn.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                    f" (SELECT MAX(id) FROM {table}))")
    return {table: len(read[table]) for table, _ in TABLES}


# An offline copy, with nobody waiting on an answer: a whole table in one statement may take
# far longer than the bot's bound on a query.
COPY_TIMEOUT = 3600.0


async def migrate(source_url: str, target_url: str) -> dict[str, int]:
    source = await Database.open(source_url, timeout=COPY_TIMEOUT)
    try:
        target = await Database.open(target_url, timeout=COPY_TIMEOUT)
        try:
            return await copy_store(source, target)
        finally:
            await target.close()
    finally:
        await source.close()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m store.migrate",
                                     description="Copy a store into a new, empty one.")
    parser.add_argument("source", help="sqlite:///path, a path, or postgresql://...")
    parser.add_argument("target", help="the same kinds; must be empty")
    args = parser.parse_args(argv)
    try:
        counts = asyncio.run(migrate(args.source, args.target))
    except TargetNotEmpty as e:
        print(e, file=sys.stderr)
        return 1
    print(", ".join(f"{n} {table}" for table, n in counts.items()) + " copied")
    return 0


if __name__ == "__main__":
    sys.exit(main())
