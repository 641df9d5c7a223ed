"""Time during which no move could be taken is not charged to a live clock (issue 45, item 1):
the span's arithmetic, the heartbeat's outage kept and credited once whoever credits it, on
both engines (the heartbeat's failure injected; tests/cogs/test_fair_clocks.py stops
PostgreSQL for real)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from play import clock
from play.outages import OutageWatch, applies, scope_of
from play.pace import Pace, PaceKind
from play.service import MatchService
from play.step import load_game
from store import Database, Shards, Store, StoreBusy
from store.outages import Outage

LIVE = Pace(PaceKind.LIVE, 180, 10)
spans = st.lists(st.tuples(st.floats(0, 1000), st.floats(0, 200)).map(
    lambda s: (s[0], s[0] + s[1])), max_size=8)


def test_covered_counts_overlapping_spans_once_and_only_after_since():
    assert clock.covered([(0, 10), (5, 20), (30, 40)], 0) == 30
    assert clock.covered([(0, 10), (5, 20)], 12) == 8
    assert clock.covered([(0, 10)], 10) == 0


@given(spans, st.floats(0, 1000))
def test_covered_is_the_measure_of_the_union_after_since(given_spans, since):
    # brute force on a 0.5 s grid of the spans rounded to it
    grid = [(round(a * 2) / 2, round(b * 2) / 2) for a, b in given_spans]
    since = round(since * 2) / 2
    ticks = {t for a, b in grid for t in range(int(a * 2), int(b * 2)) if t / 2 >= since}
    assert clock.covered(grid, since) == pytest.approx(len(ticks) / 2)


@pytest.fixture
async def service(engine, database_url, tmp_path):
    db = await Database.open(database_url or tmp_path / "outages.db")
    counter = itertools.count(1)
    yield MatchService(Store(db), reminder_after=100, forfeit_after=100,
                       seeds=lambda: next(counter))
    await db.close()


async def live_match(service: MatchService, now: float = 1000.0, guild: int = 1):
    step = await service.start("mandala", guild_id=guild, channel_id=guild * 10 + 5,
                               players=[10, 20], now=now, pace=LIVE)
    assert step.game.to_move is not None
    return step.match, step.game.to_move


class Clock:
    def __init__(self, t: float) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


async def test_an_outage_seen_by_the_heartbeat_is_kept_and_not_charged(service, monkeypatch):
    store = service.store
    match, seat = await live_match(service)  # 180 s from 1000
    now = Clock(1150.0)  # 30 s left
    watch = OutageWatch(store, now, None, watch_s=5)
    await watch.beat()
    assert await store.outages.last_seen(None) == (1150.0, False)

    async def down(*_args: object) -> None:
        raise StoreBusy("the database is out of reach")

    monkeypatch.setattr(store.outages, "keep_seen", down)
    now.t = 1155.0
    with pytest.raises(StoreBusy):
        await watch.beat()
    assert watch.down_since == 1150.0  # from the last heartbeat that passed
    monkeypatch.undo()
    now.t = 1210.0  # back after 60 s
    await watch.beat()
    assert watch.down_since is None
    assert await store.outages.all() == [Outage(1150.0, 1210.0)]
    after = await store.matches.get(match.id)
    assert after.forfeit_at == pytest.approx(1180.0 + 60)
    assert clock.time_left(after, seat, 1210.0)[seat] == pytest.approx(30.0)
    # the first sweep does not time them out
    assert (await store.deadlines.due_forfeits(1215.0)) == []
    # the move is charged the 150 s used before the outage, not its 60 s (and gains 10 s)
    code = str(load_game(after).legal_actions()[0])
    step = await service.act(match.id, match.players[seat], code, after.version, 1210.0)
    assert step.match.clocks[seat] == pytest.approx(180 - 150 + 10)


async def test_crediting_again_or_from_another_process_gives_the_same(service):
    store = service.store
    match, _ = await live_match(service)
    await store.outages.add(Outage(1100.0, 1160.0))
    await store.outages.add(Outage(1150.0, 1170.0))  # another process saw it end later
    one, two = OutageWatch(store, Clock(1200), None), OutageWatch(store, Clock(1200), None)
    assert await one.credit() == 1
    assert await two.credit() == 0 and await one.credit() == 0
    after = await store.matches.get(match.id)
    assert after.forfeit_at == pytest.approx(1180.0 + 70)  # the union: 1100 to 1170
    # a span before the turn began is not credited to it
    await store.outages.add(Outage(900.0, 990.0))
    assert await one.credit() == 0


async def test_a_restart_credits_the_unseen_time_to_its_own_shards_only(service):
    store = service.store
    shards = Shards(2, (0,))
    ours = next(g for g in range(1 << 22, 1 << 30, 1 << 22) if shards.holds(g))
    theirs = next(g for g in range(1 << 22, 1 << 30, 1 << 22) if not shards.holds(g))
    mine, _ = await live_match(service, guild=ours)
    other, _ = await live_match(service, guild=theirs)
    before = OutageWatch(store, Clock(1020.0), shards, watch_s=5)
    await before.beat()  # the last heartbeat before it went away
    again = OutageWatch(store, Clock(1100.0), shards, watch_s=5)
    assert await again.start(lambda floor: 1100.0) == 1100.0
    kept = await store.outages.all()
    assert kept == [Outage(1025.0, 1100.0, scope_of(shards))]  # one heartbeat after the last
    assert applies(kept[0], ours) and not applies(kept[0], theirs)
    assert (await store.matches.get(mine.id)).forfeit_at == pytest.approx(1180.0 + 75)
    assert (await store.matches.get(other.id)).forfeit_at == pytest.approx(1180.0)


async def test_a_process_that_stopped_saw_nothing_after_its_last_heartbeat(service):
    store = service.store
    match, _ = await live_match(service)
    await OutageWatch(store, Clock(1020.0), None, watch_s=5).stop()
    assert await OutageWatch(store, Clock(0), None, watch_s=5).start(lambda f: 1050.0) == 1050.0
    assert await store.outages.all() == [Outage(1020.0, 1050.0)]  # all 30 s away
    assert (await store.matches.get(match.id)).forfeit_at == pytest.approx(1180.0 + 30)


async def test_a_start_while_the_database_is_down_keeps_both_spans_once_it_answers(
        service, monkeypatch):
    store = service.store
    match, _ = await live_match(service)
    await OutageWatch(store, Clock(1020.0), None, watch_s=5).stop()

    async def down(*_args: object) -> None:
        raise StoreBusy("the database is out of reach")

    monkeypatch.setattr(store.outages, "last_seen", down)
    now = Clock(1040.0)
    watch = OutageWatch(store, now, None, watch_s=5)
    assert await watch.start(lambda floor: 1040.0) == 1040.0
    assert watch.down_since == 1040.0
    monkeypatch.undo()
    now.t = 1070.0
    await watch.beat()
    assert await store.outages.all() == [Outage(1020.0, 1040.0), Outage(1040.0, 1070.0)]
    assert (await store.matches.get(match.id)).forfeit_at == pytest.approx(1180.0 + 50)


async def test_a_restart_with_the_clock_stepped_back_starts_at_the_last_heartbeat(service):
    store = service.store
    await OutageWatch(store, Clock(1020.0), None, watch_s=5).beat()
    floors: list[float | None] = []

    def anchor(floor: float | None) -> float:
        floors.append(floor)
        return max(floor or 0.0, -2580.0)  # the system clock is an hour behind

    assert await OutageWatch(store, Clock(0), None, watch_s=5).start(anchor) == 1020.0
    assert floors == [1020.0] and await store.outages.all() == []


async def test_a_match_moved_on_meanwhile_keeps_its_new_clock(service):
    store = service.store
    match, seat = await live_match(service)
    code = str(load_game(match).legal_actions()[0])
    await service.act(match.id, match.players[seat], code, match.version, 1100.0)
    # a stale version
    assert not await store.matches.extend_forfeit(match.id, match.version, 5000.0)
