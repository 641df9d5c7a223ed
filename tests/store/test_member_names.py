"""Members' display names kept per server (standings and history name members Discord has not
loaded), and each result row's shown ratings before and after its match."""

from __future__ import annotations

from store import Store, rate
from store.ratings import NEWCOMER, shown_rating

from .helpers import GUILD, T0, finish, start


async def test_names_are_kept_per_server_and_replaced(store: Store) -> None:
    await store.names.remember(GUILD, {1: "Alice", 2: "Βασιλική", 3: "   "}, T0)
    await store.names.remember(GUILD + 1, {1: "Alice elsewhere"}, T0)
    await store.names.remember(GUILD, {1: "Alice B."}, T0 + 5)  # renamed since
    assert await store.names.known(GUILD, [1, 2, 3, 4]) == {1: "Alice B.", 2: "Βασιλική"}
    assert await store.names.known(GUILD + 1, [1]) == {1: "Alice elsewhere"}
    assert await store.names.known(GUILD, []) == {}


async def test_results_carry_the_shown_rating_change(store: Store) -> None:
    m = await start(store, (1, 2))
    await finish(store, m, (2, 1))
    (lose, win) = rate([NEWCOMER] * 2, [2, 1])
    res = await store.results.of_match(m.id)
    newcomer = shown_rating(NEWCOMER.rating)
    assert [(r.rating_before, r.rating_after) for r in res] == [
        (newcomer, shown_rating(lose.rating)), (newcomer, shown_rating(win.rating))]
    assert all(r.provisional_before and r.provisional_after for r in res)
    unrated = await start(store, (1, 2), channel=501)
    await finish(store, unrated, (1, 2), rated=False)
    assert [(r.rating_before, r.rating_after)
            for r in await store.results.of_match(unrated.id)] == [(None, None), (None, None)]
