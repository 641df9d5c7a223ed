"""A pace per match: live clocks with an increment, daily turns with a reminder halfway, the
server's default, the challenge's choice; every clock read back from stored times alone."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from play import clock, lobby
from play.pace import CHOICES, DAILY_CHOICES, FIXED, LIVE_CHOICES, Pace, PaceKind, parse_pace
from play.service import MatchService
from play.step import load_game
from store import Database, MatchOutcome, Store

LIVE = Pace(PaceKind.LIVE, 300, 20)


async def move(service: MatchService, match_id: int, now: float):
    """The seat to move plays its first legal action at `now`."""
    match = await service.live(match_id)
    game = load_game(match)
    seat = game.to_move
    assert seat is not None
    code = str(game.legal_actions()[0])
    return await service.act(match_id, match.players[seat], code, match.version, now)


def test_every_choice_round_trips_and_a_forged_one_is_refused():
    for pace in CHOICES:
        assert parse_pace(pace.code) == pace
    assert parse_pace(None) == parse_pace("fixed") == FIXED
    assert LIVE in LIVE_CHOICES and [p.base for p in DAILY_CHOICES] == [1, 2, 3]
    for forged in ("live:1+0", "daily:9", "slow", ""):
        with pytest.raises(ValueError):
            parse_pace(forged)


async def test_a_live_clock_runs_for_the_seat_to_move_and_gains_the_increment(service):
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0,
                               pace=LIVE)
    match = step.match
    first = step.game.to_move
    assert first is not None
    assert match.pace == "live:300+20" and match.clocks == (300.0, 300.0)
    assert match.remind_at is None and match.forfeit_at == 300.0  # no reminder: a clock
    step = await move(service, match.id, 45.0)
    after = step.match
    nxt = step.game.to_move
    assert after.clocks is not None
    if nxt != first:  # the turn passed: 300 - 45 + 20
        assert after.clocks[first] == 275.0
        assert after.forfeit_at == 45.0 + 300.0
    else:  # the same seat again: one running clock, no increment
        assert after.clocks[first] == 255.0
        assert after.forfeit_at == 45.0 + 255.0
    left = clock.time_left(after, nxt, 100.0)
    assert nxt is not None and left[nxt] == after.clocks[nxt] - 55.0


async def test_the_clock_reads_the_same_after_a_restart(tmp_path):
    db = await Database.open(tmp_path / "clock.db")
    service = MatchService(Store(db), reminder_after=100, forfeit_after=100,
                           seeds=lambda: 7)
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0,
                               pace=LIVE)
    step = await move(service, step.match.id, 30.0)
    before = clock.time_left(step.match, step.game.to_move, 200.0)
    await db.close()
    db = await Database.open(tmp_path / "clock.db")  # a new process: no memory but the rows
    again = await Store(db).matches.get(step.match.id)
    assert again is not None
    assert clock.time_left(again, load_game(again).to_move, 200.0) == before
    assert await Store(db).deadlines.next_after(0.0) == again.forfeit_at
    await db.close()


async def test_a_clock_run_out_loses_as_by_timeout_and_is_the_next_deadline(service):
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0,
                               pace=LIVE)
    mid, seat = step.match.id, step.game.to_move
    assert seat is not None
    assert await service.store.deadlines.next_after(0.0) == 300.0
    assert [m.id for m in await service.store.deadlines.due_forfeits(299.0)] == []
    assert [m.id for m in await service.store.deadlines.due_forfeits(300.0)] == [mid]
    # what the sweep does with a due forfeit
    done = await service.resign(mid, seat, 300.5, outcome=MatchOutcome.TIMEOUT,
                                version=step.match.version)
    assert done.over and done.match.outcome == MatchOutcome.TIMEOUT
    assert done.match.clocks is not None and done.match.clocks[seat] == 0.0


async def test_flowers_with_three_goes_on_and_the_next_clock_starts(service):
    step = await service.start("flowers", guild_id=1, channel_id=5, players=[10, 20, 30],
                               now=0.0, pace=LIVE)
    seat = step.game.to_move
    assert seat is not None
    done = await service.resign(step.match.id, seat, 300.0, outcome=MatchOutcome.TIMEOUT,
                                version=step.match.version)
    assert not done.over
    nxt = done.game.to_move
    assert nxt is not None and nxt != seat
    assert done.match.clocks is not None and done.match.clocks[seat] == 0.0
    assert done.match.forfeit_at == 300.0 + done.match.clocks[nxt]


async def test_bots_have_no_clock(service):
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, -1], now=0.0,
                               pace=LIVE, bots=[None, "easy"])
    assert step.match.clocks == (300.0, None)
    if step.game.to_move == 1:
        assert step.match.forfeit_at is None and step.match.remind_at is None


async def test_daily_reminds_halfway_and_times_out_after_its_days(service):
    two = Pace(PaceKind.DAILY, 2)
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0,
                               pace=two)
    day = 86_400.0
    assert (step.match.remind_at, step.match.forfeit_at) == (day, 2 * day)
    assert step.match.clocks is None
    step = await move(service, step.match.id, 1000.0)
    assert (step.match.remind_at, step.match.forfeit_at) == (1000.0 + day, 1000.0 + 2 * day)
    assert await service.store.deadlines.next_after(1000.0) == 1000.0 + day


async def test_the_server_default_unless_the_challenge_chose(service):
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0)
    assert step.match.pace is None and step.match.forfeit_at == 200.0  # the fixed pace
    await service.store.settings.set_pace(1, "daily:1")
    step = await service.start("mandala", guild_id=1, channel_id=6, players=[10, 20], now=0.0)
    assert step.match.pace == "daily:1"
    ch = await service.challenge("mandala", guild_id=1, channel_id=7, challenger_id=30,
                                 invited=[40], now=0.0, expires_at=600.0, pace=LIVE)
    started = await service.accept(ch, 40, 1.0)
    assert not isinstance(started, type(ch)) and started.match.pace == "live:300+20"
    ch = await service.challenge("mandala", guild_id=1, channel_id=8, challenger_id=50,
                                 invited=[60], now=0.0, expires_at=600.0, pace=FIXED)
    started = await service.accept(ch, 60, 1.0)
    assert not isinstance(started, type(ch)) and started.match.pace is None  # chosen: fixed


@given(base=st.sampled_from(LIVE_CHOICES),
       turns=st.lists(st.tuples(st.floats(0, 400), st.booleans()), max_size=30))
def test_a_clock_never_goes_negative_and_counts_every_second(base, turns):
    """Invariant: left = base - time used + increments earned, floored at zero once out."""
    clocks: clock.Clocks | None = (float(base.base), None)
    now, used, earned = 0.0, 0.0, 0.0
    for spent, passes in turns:
        began, now = now, now + spent
        before = clocks[0] if clocks else 0.0
        assert before is not None
        clocks = clock.after_turn(base, clocks, ran=0, began=began, now=now,
                                  next_to_move=1 if passes else 0)
        assert clocks is not None and clocks[1] is None
        left = clocks[0]
        assert left is not None and left >= 0
        if before - spent <= 0:
            assert left == 0.0
            return
        used += spent
        earned += base.increment if passes else 0
        assert left == pytest.approx(base.base - used + earned)


async def test_an_open_table_starts_at_its_pace_and_a_rematch_repeats_it(service):
    daily = Pace(PaceKind.DAILY, 3)
    table = await lobby.open_lobby(service.store, "flowers", guild_id=1, channel_id=5,
                                   host_id=10, now=0.0, expires_at=600.0, options={},
                                   pace=daily)
    table = await lobby.join(service.store, table, 20)
    table = await lobby.join(service.store, table, 30)
    step = await service.start_lobby(table, 10, 1.0)
    assert step.match.pace == "daily:3" and step.match.forfeit_at == 1.0 + 3 * 86_400
    await service.forfeit(step.match.id, 20, 2.0)
    await service.forfeit(step.match.id, 30, 3.0)
    assert (await service.rematch(step.match.id, 10)).pace == daily
