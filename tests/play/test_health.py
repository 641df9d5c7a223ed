"""The health verdict: a quiet bot is healthy; a gateway down or a sweep late by more than
two periods is not, and the body says which."""

from __future__ import annotations

import math

from play.health import Vitals, verdict


def vitals(**changes: object) -> Vitals:
    base = dict(now=1000.0, ready=True, latency_s=0.05, shards={0: True, 1: True},
                sweep_period_s=60.0, sweep_since=100.0, sweep_last_at=950.0, sweep_failures=0)
    base.update(changes)
    return Vitals(**base)  # type: ignore[arg-type]


def test_quiet_and_connected_is_healthy():
    status, body = verdict(vitals())
    assert status == 200 and body["problems"] == []
    assert body["gateway"] == {"ready": True, "latency_ms": 50.0, "shards_connected": [0, 1]}


def test_gateway_down_is_503():
    assert verdict(vitals(ready=False))[1]["problems"] == ["gateway down"]
    assert verdict(vitals(latency_s=math.inf))[0] == 503
    status, body = verdict(vitals(shards={0: True, 1: False}))
    assert status == 503 and body["problems"] == ["shards down: 1"]
    assert body["gateway"]["shards_connected"] == [0]


def test_a_sweep_two_periods_late_is_stalled_and_one_just_inside_is_not():
    assert verdict(vitals(sweep_last_at=1000.0 - 120))[0] == 200
    status, body = verdict(vitals(sweep_last_at=1000.0 - 121))
    assert status == 503 and body["problems"][0].startswith("sweep stalled")


def test_a_sleeping_sweep_says_when_it_wakes_and_one_asleep_past_its_cap_is_stalled():
    """The period is the sweep's longest sleep: asleep before a far deadline it still runs
    once a period; a sleep said to last longer (a bug) is a stall all the same."""
    status, body = verdict(vitals(sweep_last_at=1000.0 - 50, sweep_wakes_at=1010.0))
    assert status == 200 and body["sweep"]["wakes_at"] == 1010.0
    status, body = verdict(vitals(sweep_last_at=1000.0 - 121, sweep_wakes_at=90_000.0))
    assert status == 503 and body["problems"][0].startswith("sweep stalled")
    assert verdict(vitals())[1]["sweep"]["wakes_at"] is None  # running (or not told)


def test_before_the_first_sweep_the_start_counts():
    assert verdict(vitals(sweep_last_at=None, sweep_since=990.0))[0] == 200
    assert verdict(vitals(sweep_last_at=None, sweep_since=800.0))[0] == 503
    assert verdict(vitals(sweep_last_at=None, sweep_since=None))[0] == 200  # not started yet


def test_a_database_that_fails_its_probe_is_503_and_says_why():
    status, body = verdict(vitals(database="database does not answer within 2 s"))
    assert status == 503 and body["problems"] == ["database does not answer within 2 s"]
    assert body["database"] == {"ok": False, "probe_ms": None}
    status, body = verdict(vitals(database_ms=3.5))
    assert status == 200 and body["database"] == {"ok": True, "probe_ms": 3.5}
