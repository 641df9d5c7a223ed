"""Ending a match: results rows, ratings and win/loss/draw counts."""

from __future__ import annotations

import pytest

from store import NEWCOMER, Store, rate

from .helpers import GUILD, T0, finish, start


async def test_two_player_win(store: Store) -> None:
    m = await start(store, (1, 2))
    await finish(store, m, (2, 1), now=T0 + 30)
    res = await store.results.of_match(m.id)
    assert [(r.seat, r.user_id, r.rank, r.outcome, r.score) for r in res] == [
        (0, 1, 2, "loss", 8),
        (1, 2, 1, "win", 9),
    ]
    loser = await store.results.standing(GUILD, "mandala", 1)
    winner = await store.results.standing(GUILD, "mandala", 2)
    assert winner is not None and loser is not None
    assert (winner.games, winner.wins, winner.losses, winner.draws) == (1, 1, 0, 0)
    assert (loser.games, loser.wins, loser.losses, loser.draws) == (1, 0, 1, 0)
    lost, won = rate([NEWCOMER] * 2, [2, 1])
    assert (winner.mu, winner.sigma) == pytest.approx((won.rating, won.rd))
    assert (loser.mu, loser.sigma) == pytest.approx((lost.rating, lost.rd))


async def test_results_keep_ratings_before_and_after(store: Store, db) -> None:
    m = await start(store, (1, 2))
    await finish(store, m, (1, 2))
    m2 = await start(store, (2, 1))
    await finish(store, m2, (1, 2), now=T0 + 99)
    one = await store.results.standing(GUILD, "mandala", 1)
    rows = await db.fetchall(
        "SELECT * FROM results WHERE match_id = ? AND user_id = 1", (m2.id,)
    )
    first = await db.fetchone("SELECT * FROM results WHERE match_id = ? AND user_id = 1", (m.id,))
    assert rows[0]["mu_before"] == pytest.approx(first["mu_after"])
    assert rows[0]["mu_after"] == pytest.approx(one.mu)
    assert (one.games, one.wins, one.losses) == (2, 1, 1)
    assert (await db.fetchone(
        "SELECT updated_at FROM ratings WHERE user_id = 1"))[0] == T0 + 99


async def test_shared_win_is_a_draw_for_both(store: Store) -> None:
    m = await start(store, (1, 2))
    await finish(store, m, (1, 1))
    assert [r.outcome for r in await store.results.of_match(m.id)] == ["draw", "draw"]
    for user in (1, 2):
        s = await store.results.standing(GUILD, "mandala", user)
        assert s is not None and (s.games, s.wins, s.losses, s.draws) == (1, 0, 0, 1)
        assert s.mu == pytest.approx(NEWCOMER.rating)


async def test_four_players_with_shared_first(store: Store) -> None:
    m = await start(store, (11, 12, 13, 14), kind="flowers")
    await finish(store, m, (3, 1, 1, 4))
    outcomes = [r.outcome for r in await store.results.of_match(m.id)]
    assert outcomes == ["loss", "draw", "draw", "loss"]
    got = {u: await store.results.standing(GUILD, "flowers", u) for u in (11, 12, 13, 14)}
    assert [(got[u].wins, got[u].losses, got[u].draws) for u in (11, 12, 13, 14)] == [
        (0, 1, 0), (0, 0, 1), (0, 0, 1), (0, 1, 0),
    ]
    assert got[12].mu == pytest.approx(got[13].mu)
    assert got[12].mu > got[14].mu and got[11].mu > got[14].mu
    assert got[12].mu > NEWCOMER.rating > got[14].mu
    assert await store.results.standing(GUILD, "mandala", 11) is None  # kinds are rated apart


async def test_three_players_sole_winner(store: Store) -> None:
    m = await start(store, (21, 22, 23), kind="flowers")
    await finish(store, m, (2, 3, 1))
    wins = [(await store.results.standing(GUILD, "flowers", u)).wins for u in (21, 22, 23)]
    assert wins == [0, 0, 1]


async def test_unrated_end_changes_no_rating(store: Store, db) -> None:
    m = await start(store, (1, 2))
    await finish(store, m, (1, 2))
    before = [await store.results.standing(GUILD, "mandala", u) for u in (1, 2)]
    m2 = await start(store, (1, 2))
    done = await finish(store, m2, (1, 1), rated=False, outcome="cancelled")
    assert done is not None and done.status == "cancelled"
    assert [await store.results.standing(GUILD, "mandala", u) for u in (1, 2)] == before
    res = await db.fetchall("SELECT * FROM results WHERE match_id = ?", (m2.id,))
    assert len(res) == 2 and all(r["mu_before"] is None and r["mu_after"] is None for r in res)


async def test_standing_unknown_is_none(store: Store) -> None:
    assert await store.results.standing(GUILD, "mandala", 404) is None
    assert await store.results.rank_of(GUILD, "mandala", 404) is None
