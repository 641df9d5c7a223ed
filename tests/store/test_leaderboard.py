"""leaderboard and rank_of agree, per guild and kind, best rating first, established players
only unless asked for everyone."""

from __future__ import annotations

from store import Database, Store

from .helpers import GUILD, finish, start


async def seed(db: Database, rows: list[tuple[int, int, str, float, float, int]]) -> None:
    async with db.transaction() as conn:
        await conn.executemany(
            "INSERT INTO ratings (guild_id, user_id, kind, mu, sigma, games, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, 0)",
            rows,
        )


async def test_order_by_rating_then_games(store: Store, db: Database) -> None:
    await seed(db, [
        (GUILD, 1, "mandala", 1600.0, 60.0, 4),
        (GUILD, 2, "mandala", 1700.0, 60.0, 2),
        (GUILD, 3, "mandala", 1600.0, 60.0, 9),   # as user 1, more games
        (GUILD, 4, "mandala", 2500.0, 60.0, 0),   # no games: not listed
        (GUILD + 1, 5, "mandala", 2500.0, 60.0, 3),  # another guild
        (GUILD, 6, "flowers", 2500.0, 60.0, 3),   # another game
        (GUILD, 7, "mandala", 1900.0, 250.0, 2),  # provisional: listed only when asked
    ])
    board = await store.results.leaderboard(GUILD, "mandala")
    assert [s.user_id for s in board] == [2, 3, 1]
    assert board[0].rating == 1700 and not board[0].provisional
    assert [await store.results.rank_of(GUILD, "mandala", u) for u in (2, 3, 1)] == [1, 2, 3]
    for absent in (4, 5, 7):
        assert await store.results.rank_of(GUILD, "mandala", absent) is None
    page = await store.results.leaderboard(GUILD, "mandala", limit=1, offset=1)
    assert [s.user_id for s in page] == [3]
    assert await store.results.leaderboard(GUILD, "mandala", offset=3) == []
    everyone = await store.results.leaderboard(GUILD, "mandala", provisional=True)
    assert [s.user_id for s in everyone] == [7, 2, 3, 1] and everyone[0].provisional


async def test_after_real_games(store: Store) -> None:
    for i in range(3):
        m = await start(store, (1, 2, 3), channel=600 + i)
        await finish(store, m, (1, 2, 3))
    assert await store.results.leaderboard(GUILD, "mandala") == []  # three games: all provisional
    board = await store.results.leaderboard(GUILD, "mandala", provisional=True)
    assert [s.user_id for s in board] == [1, 2, 3]
    assert board[0].mu > board[1].mu > board[2].mu
    assert await store.results.rank_of(GUILD, "mandala", 3) is None
    assert [s.games for s in board] == [3, 3, 3]
