"""Fixtures for every test directory."""

from __future__ import annotations

import logging

import pytest

import bot as botmod


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
# cluster (skipped, with the reason shown by -rs, when one can't be started). A test marked
# `sqlite_only` checks SQLite's own machinery (pragmas, the WAL, its file) and runs once.

ENGINES = ("sqlite", "postgresql")


def pytest_generate_tests(metafunc):
    if "engine" in metafunc.fixturenames:
        only = metafunc.definition.get_closest_marker("sqlite_only") is not None
        metafunc.parametrize("engine", ENGINES[:1] if only else ENGINES, indirect=True)


@pytest.fixture(scope="session")
def postgres_cluster(tmp_path_factory):
    from tests.postgres import start_cluster

    cluster = start_cluster(tmp_path_factory.mktemp("postgres"))
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
