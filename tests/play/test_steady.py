"""The bot's clock takes a stepped system clock's steps out (issue 45, item 2): between two
readings the time passed is the monotonic clock's; a slow slew is followed; a new process
starts no earlier than its floor (the last time the previous one saw)."""

from __future__ import annotations

import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from play.steady import STEP_S, SteadyClock


class Machine:
    """A wall clock and a monotonic clock under the test's hand."""

    def __init__(self, wall: float = 1_000_000.0) -> None:
        self.wall = wall
        self.mono = 50.0

    def run(self, seconds: float) -> None:
        self.wall += seconds
        self.mono += seconds

    def step(self, seconds: float) -> None:  # the system clock is set, time does not pass
        self.wall += seconds


@pytest.fixture
def machine(monkeypatch) -> Machine:
    m = Machine()
    monkeypatch.setattr(time, "monotonic", lambda: m.mono)
    return m


def test_a_step_forward_or_back_is_taken_out(machine):
    clock = SteadyClock(lambda: machine.wall)
    start = clock.anchor()
    machine.run(20)
    assert clock.now() == start + 20
    machine.step(3600)
    machine.run(10)
    assert clock.now() == pytest.approx(start + 30)  # not an hour later
    machine.step(-7200)
    machine.run(5)
    assert clock.now() == pytest.approx(start + 35)  # not an hour earlier


def test_a_slow_slew_is_followed_and_no_step_means_the_wall_clock(machine):
    clock = SteadyClock(lambda: machine.wall)
    clock.anchor()
    for _ in range(100):  # NTP slewing: 0.5 s off over 100 readings, each well under a step
        machine.run(10)
        machine.step(0.005)
        assert clock.now() == machine.wall
    assert clock.offset == 0.0


def test_before_anchoring_and_after_release_it_reads_the_wall_clock(machine):
    clock = SteadyClock(lambda: machine.wall)
    machine.step(3600)
    assert clock.now() == machine.wall
    clock.anchor()
    machine.step(3600)
    assert clock.now() == machine.wall - 3600
    clock.release()
    assert clock.now() == machine.wall


def test_a_process_starts_no_earlier_than_its_floor(machine):
    clock = SteadyClock(lambda: machine.wall)
    floor = machine.wall + 3600  # the previous process saw up to an hour later: stepped back
    assert clock.anchor(floor) == floor
    machine.run(10)
    assert clock.now() == pytest.approx(floor + 10)
    assert SteadyClock(lambda: machine.wall).anchor(machine.wall - 50) == machine.wall


@given(st.lists(st.tuples(st.floats(0, 100), st.floats(-1e5, 1e5)), max_size=30))
def test_elapsed_time_is_the_monotonic_clocks_whatever_the_steps(moves):
    m = Machine()
    real = time.monotonic
    time.monotonic = lambda: m.mono  # hypothesis and function-scoped fixtures don't mix
    try:
        clock = SteadyClock(lambda: m.wall)
        start = clock.anchor()
        ran = 0.0
        for seconds, step in moves:
            m.run(seconds)
            ran += seconds
            if abs(step) > STEP_S:
                m.step(step)
            assert clock.now() == pytest.approx(start + ran, abs=1e-6 * (1 + ran))
    finally:
        time.monotonic = real


def test_two_event_loops_follow_their_own_time(machine):
    """Two bots in one process (a test's cluster: a thread and a loop each, each its own
    simulated time) must not take one's readings for a step of the other's."""
    import asyncio

    clock = SteadyClock(lambda: machine.wall)

    async def anchored() -> float:
        return clock.anchor()

    async def reading() -> float:
        return clock.now()

    first, second = asyncio.new_event_loop(), asyncio.new_event_loop()
    try:
        first.run_until_complete(anchored())
        machine.step(3600)  # the second loop's bot starts an hour later in its own time
        second.run_until_complete(anchored())
        machine.run(10)
        assert second.run_until_complete(reading()) == machine.wall
        assert first.run_until_complete(reading()) == machine.wall - 3600
        assert second.run_until_complete(reading()) == machine.wall  # not stepped back
    finally:
        first.close()
        second.close()
