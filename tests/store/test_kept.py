"""A kept value is made once and read back after the database is closed and opened again."""

from __future__ import annotations

from store import Database, Store


async def test_a_value_is_made_once_and_kept_across_reopening(db_where):
    made: list[str] = []

    def make() -> str:
        made.append(f"v{len(made)}")
        return made[-1]

    db = await Database.open(db_where)
    try:
        assert await Store(db).kept.once("token", make) == "v0"
        assert await Store(db).kept.once("other", make) == "v1", "each name has its own value"
    finally:
        await db.close()
    db = await Database.open(db_where)
    try:
        assert await Store(db).kept.once("token", make) == "v0"
    finally:
        await db.close()
    assert made == ["v0", "v1"], "a kept value is not made again"


async def test_two_starters_at_once_keep_one_value(store: Store) -> None:
    """Two processes (here: coroutines) starting together: both read the same kept value."""
    import asyncio

    values = await asyncio.gather(*(store.kept.once("token", lambda i=i: f"v{i}")
                                    for i in range(5)))
    assert len(set(values)) == 1
