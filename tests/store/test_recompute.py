"""The migration to Glicko-2 (issue 46) turns a database of inflated openskill ratings into
the recomputed ones, on SQLite and PostgreSQL: every rated result replayed through
store.ratings in the order the matches ended, per server and game; practice (a bot seat) left
unrated; the leaderboard then matches every result line."""

from __future__ import annotations

from pathlib import Path

import pytest

import store.migrations
from store import MIGRATIONS, NEWCOMER, Database, Store, rate
from store.ratings import shown_rating

GUILD = 7
# (match id, kind, ended at, seats as (user, rank), a bot level per seat or None)
OLD = [
    (1, "mandala", 300.0, [(10, 1), (20, 2)], None),  # ended last: replayed last
    (2, "mandala", 100.0, [(20, 1), (30, 2)], None),
    (3, "mandala", 200.0, [(30, 1), (10, 2)], None),
    (4, "flowers", 150.0, [(10, 2), (20, 1), (30, 3), (40, 3)], None),
    (5, "mandala", 250.0, [(10, 1), (-2, 2)], "easy"),  # practice, rated apart before
]


async def old_database(where: str | Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The database as the openskill version left it: results with mu/sigma before and after,
    and ratings whose shown value mu - 3 sigma had climbed past 3,000."""
    adding = next(n for n, step in enumerate(MIGRATIONS) if "ADD COLUMN vol" in step.sqlite)
    monkeypatch.setattr(store.migrations, "MIGRATIONS", MIGRATIONS[:adding])
    db = await Database.open(where)
    try:
        async with db.transaction() as conn:
            for match_id, kind, ended, seats, level in OLD:
                await conn.execute(
                    "INSERT INTO matches (id, kind, guild_id, channel_id, status, state, version,"
                    " created_at, updated_at, turn_started_at, outcome) VALUES"
                    " (?, ?, ?, ?, 'finished', '{}', 9, 0, ?, 0, 'normal')",
                    (match_id, kind, GUILD, 100 + match_id, ended))
                for seat, (user, rank) in enumerate(seats):
                    bot = level if user < 0 else None
                    await conn.execute(
                        "INSERT INTO match_players (match_id, seat, user_id, bot_level)"
                        " VALUES (?, ?, ?, ?)", (match_id, seat, user, bot))
                    await conn.execute(
                        "INSERT INTO results (match_id, user_id, seat, score, rank, outcome,"
                        " mu_before, sigma_before, mu_after, sigma_after)"
                        " VALUES (?, ?, ?, 0, ?, ?, 40.0, 1.0, 41.0, 0.9)",
                        (match_id, user, seat, rank, "win" if rank == 1 else "loss"))
            for kind, user in [("mandala", 10), ("mandala", 20), ("mandala", 30),
                               ("flowers", 10), ("mandala:ai", 10), ("mandala:ai", -101)]:
                await conn.execute(
                    "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, games, wins,"
                    " updated_at) VALUES (?, ?, ?, 41.0, 0.9, 9, 9, 0)", (GUILD, kind, user))
    finally:
        await db.close()
    monkeypatch.setattr(store.migrations, "MIGRATIONS", MIGRATIONS)


def replayed() -> dict[tuple[str, int], tuple[float, float, int]]:
    """What the ratings must be: store.ratings over the members' matches, in the order they
    ended (the test's own replay, not the migration's code)."""
    now: dict[tuple[str, int], tuple] = {}
    for _, kind, _, seats, level in sorted(OLD, key=lambda m: m[2]):
        if level is not None:
            continue
        keys = [(kind, user) for user, _ in seats]
        new = rate([now.get(k, (NEWCOMER, 0))[0] for k in keys], [r for _, r in seats])
        for k, g in zip(keys, new, strict=True):
            now[k] = (g, now.get(k, (NEWCOMER, 0))[1] + 1)
    return {k: (g.rating, g.rd, n) for k, (g, n) in now.items()}


async def test_the_migration_recomputes_inflated_ratings(
    db_where: str | Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await old_database(db_where, monkeypatch)
    db = await Database.open(db_where)  # the new steps run here
    try:
        st = Store(db)
        want = replayed()
        for (kind, user), (rating, rd, games) in want.items():
            got = await st.results.standing(GUILD, kind, user)
            assert got is not None, (kind, user)
            assert (got.mu, got.sigma, got.games) == (pytest.approx(rating), pytest.approx(rd),
                                                      games)
            assert 1000 < got.rating < 2000  # no longer 3,000-odd
        rows = await db.fetchall("SELECT kind, user_id FROM ratings ORDER BY kind, user_id")
        assert {(r["kind"], r["user_id"]) for r in rows} == set(want)  # no bot pool left
        # the results carry the replayed changes, so old result lines match the board
        last = {}
        for match_id, kind, _, _, level in sorted(OLD, key=lambda m: m[2]):
            for r in await st.results.of_match(match_id):
                if level is not None:
                    assert r.rating_before is None and r.rating_after is None
                    continue
                assert r.rating_before == last.get((kind, r.user_id), 1500)
                last[(kind, r.user_id)] = r.rating_after
        board = await st.results.leaderboard(GUILD, "mandala", provisional=True)
        assert {s.user_id: s.rating for s in board} == {
            u: v for (k, u), v in last.items() if k == "mandala"}
        assert shown_rating(want[("mandala", 10)][0]) == last[("mandala", 10)]
    finally:
        await db.close()
