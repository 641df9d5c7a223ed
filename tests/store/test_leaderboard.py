"""leaderboard and rank_of agree, per guild and kind, best ordinal first."""

from __future__ import annotations

from store import Database, MatchStore

from .helpers import GUILD, finish, start


async def seed(db: Database, rows: list[tuple[int, int, str, float, float, int]]) -> None:
    async with db.transaction() as conn:
        await conn.executemany(
            "INSERT INTO ratings (guild_id, user_id, kind, mu, sigma, games, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, 0)",
            rows,
        )


async def test_order_by_ordinal_then_games(store: MatchStore, db: Database) -> None:
    await seed(db, [
        (GUILD, 1, "mandala", 30.0, 5.0, 4),   # ordinal 15
        (GUILD, 2, "mandala", 40.0, 5.0, 2),   # ordinal 25
        (GUILD, 3, "mandala", 21.0, 2.0, 9),   # ordinal 15, more games than user 1
        (GUILD, 4, "mandala", 99.0, 1.0, 0),   # no games: not listed
        (GUILD + 1, 5, "mandala", 99.0, 1.0, 3),  # another guild
        (GUILD, 6, "flowers", 99.0, 1.0, 3),   # another game
    ])
    board = await store.leaderboard(GUILD, "mandala")
    assert [s.user_id for s in board] == [2, 3, 1]
    assert board[0].ordinal == 25.0
    assert [await store.rank_of(GUILD, "mandala", u) for u in (2, 3, 1)] == [1, 2, 3]
    assert await store.rank_of(GUILD, "mandala", 4) is None
    assert await store.rank_of(GUILD, "mandala", 5) is None
    assert [s.user_id for s in await store.leaderboard(GUILD, "mandala", limit=1, offset=1)] == [3]
    assert await store.leaderboard(GUILD, "mandala", offset=3) == []


async def test_after_real_games(store: MatchStore) -> None:
    for i in range(3):
        m = await start(store, (1, 2, 3), channel=600 + i)
        await finish(store, m, (1, 2, 3))
    board = await store.leaderboard(GUILD, "mandala")
    assert [s.user_id for s in board] == [1, 2, 3]
    assert board[0].ordinal > board[1].ordinal > board[2].ordinal
    assert await store.rank_of(GUILD, "mandala", 3) == 3
    assert [s.games for s in board] == [3, 3, 3]
