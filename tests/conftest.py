"""Fixtures for every test directory."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import simcord._runtime as simcord_runtime
import simcord.env as simcord_env_module

import bot as botmod
import cogs.kit.common as common_clock
import games

games.install_all()  # every layer's registry holds the games, as `create_bot` leaves them

# How long simcord waits, in real time, for the bot to settle after each action before it
# fails the test. Its default (5 s) is wall time inside simulated time: on a loaded machine a
# picture took over 25 s to render, and whole-flow tests failed. This bound is one no machine
# running the suite reaches; waits the flows mean (a pace, a deadline) are simulated time.
SETTLE_S = float(os.environ.get("SIMCORD_SETTLE_S", "300"))
# What simcord treats as a wait the flow means. It parks (leaves to advance_time) a sleep that
# ends past its settle deadline and waits out, for real, one that ends before: with SETTLE_S
# alone a live clock's 3-minute deadline, or an outage's chain of retries, would be waited out
# at a click. So sleeps park as with simcord's own default: past PARK_S from the settle's
# start; only work (a picture, a query) may take up to SETTLE_S.
PARK_S = 5.0
_HORIZONS: dict[int, float] = {}  # id(bot) -> when the running settle starts parking sleeps
_settle = simcord_env_module.Env._settle_internal


async def _settle_parking_sleeps(self: Any, *, timeout: float | None = None, idle: float = 0.05,
                                 dispatch: str | None = None,
                                 _deadline: float | None = None) -> None:
    effective = self.settle_timeout if timeout is None else timeout
    start = self._loop.time() if _deadline is None else _deadline - self.settle_timeout
    key, before = id(self.bot), _HORIZONS.get(id(self.bot))
    _HORIZONS[key] = start + min(PARK_S, effective)
    try:
        await _settle(self, timeout=timeout, idle=idle, dispatch=dispatch, _deadline=_deadline)
    finally:
        if before is None:
            _HORIZONS.pop(key, None)
        else:
            _HORIZONS[key] = before


def _parking_within(check: Callable[[Any, Any, float], bool]) -> Callable[[Any, Any, float], bool]:
    def parked(state: Any, waiting: Any, deadline: float) -> bool:
        horizon = _HORIZONS.get(id(state.bot))
        return check(state, waiting, deadline if horizon is None else min(deadline, horizon))
    return parked


def _simulated_monotonic() -> float:
    """The bot's steady clock's monotonic reference in a flow: simulated time, read alike from
    the bot's tasks and the test's own code. simcord moves `time.monotonic` only in the bot's
    tasks, so a test calling the bot directly after advance_time read a step of that size and
    the clock took it out (a second claim at a later instant was 'too soon'). Steps a test
    makes (discord.utils.utcnow patched) still show: env.now() is simcord's own clock."""
    env = simcord_runtime._selected_env()
    return env.now().timestamp() if env is not None else time.monotonic()


common_clock.CLOCK.mono = _simulated_monotonic
simcord_env_module.Env._settle_internal = _settle_parking_sleeps  # type: ignore[method-assign]
simcord_env_module._is_parked = _parking_within(simcord_env_module._is_parked)
simcord_env_module._callback_is_parked = _parking_within(simcord_env_module._callback_is_parked)


def pytest_collection_modifyitems(items):
    """Every simcord flow gets SETTLE_S unless its own `simcord` marker sets another."""
    for item in items:
        if "simcord_env" not in getattr(item, "fixturenames", ()):
            continue
        marker = item.get_closest_marker("simcord")
        options = dict(marker.kwargs) if marker is not None else {}
        options.setdefault("settle_timeout", SETTLE_S)
        item.add_marker(pytest.mark.simcord(**options), append=False)


@pytest.fixture
def debug_logging(caplog):
    """LOG_LEVEL=DEBUG as `run` sets it up, captured by caplog, and undone afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    quiet = {n: logging.getLogger(n).level for n in botmod.QUIET_LOGGERS}
    caplog.set_level(logging.DEBUG)
    botmod.setup_logging("DEBUG")
    yield caplog
    root.handlers[:] = handlers
    root.setLevel(level)
    for name, lvl in quiet.items():
        logging.getLogger(name).setLevel(lvl)


# -- both engines -------------------------------------------------------------------------------
# A test that asks for `engine` runs once per engine: SQLite, and PostgreSQL on a throwaway
# cluster (skipped, with the reason shown by -rs, when one can't be started). Under pytest-xdist
# each worker is a session of its own: its own cluster (own temp dir, own port, schemas named
# by its pid) and its own SQLite files (tmp_path is per worker). A test marked
# `sqlite_only` checks SQLite's own machinery (pragmas, the WAL, its file) and runs once.
#
# The simcord flows (tests/cogs) run every test on SQLite but only those marked `postgres` on
# PostgreSQL too: the races (concurrent clicks, a lobby's Join against Start), the restarts and
# outages, one whole match of each game, a thread. Their SQL is tests/store's, on both engines;
# re-running every flow there added minutes and no query. ALL_ON_POSTGRES=1 runs every flow on
# both.

ENGINES = ("sqlite", "postgresql")
SUBSET_ON_POSTGRES = ("cogs",)  # test directories whose flows run a subset on PostgreSQL


def _on_postgres(metafunc) -> bool:
    definition = metafunc.definition
    if definition.get_closest_marker("sqlite_only") is not None:
        return False
    if os.environ.get("ALL_ON_POSTGRES") == "1" or definition.get_closest_marker("postgres"):
        return True
    return Path(metafunc.module.__file__).parent.name not in SUBSET_ON_POSTGRES


def pytest_generate_tests(metafunc):
    if "engine" in metafunc.fixturenames:
        engines = ENGINES if _on_postgres(metafunc) else ENGINES[:1]
        metafunc.parametrize("engine", engines, indirect=True)


@pytest.fixture(scope="session")
def postgres_cluster():
    from tests.postgres import start_cluster

    cluster = start_cluster()
    if isinstance(cluster, str):
        pytest.skip(f"PostgreSQL half skipped: {cluster}")
    yield cluster
    cluster.stop()


@pytest.fixture
def engine(request) -> str:
    return request.param


@pytest.fixture
async def database_url(engine, request):
    """None for SQLite (the test's file is used), else the URL of a fresh PostgreSQL schema."""
    if engine == "sqlite":
        yield None
        return
    cluster = request.getfixturevalue("postgres_cluster")
    name, url = await cluster.fresh_schema()
    yield url
    await cluster.drop_schema(name)
