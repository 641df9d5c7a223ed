"""Which tests run on PostgreSQL (tests/conftest.py): every store test, and of the simcord flows
only those marked `postgres` (races, restarts, one whole match of each game), not the first
test of every flow file, whose SQL tests/store already runs on both engines."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FILES = ("tests/cogs/test_match_flow.py", "tests/cogs/test_privacy.py",
         "tests/store/test_flow_queries.py")


class Collected:
    """A plugin that keeps the ids of the items a pytest session collected."""

    def __init__(self) -> None:
        self.ids: list[str] = []

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.ids = [item.nodeid for item in session.items]


def collected(monkeypatch: pytest.MonkeyPatch, **env: str) -> list[str]:
    """The test ids pytest collects from FILES (ALL_ON_POSTGRES=1 would run every flow on both
    engines, so it is unset here), by a collection in this process: a second interpreter spent
    two seconds importing what this one has loaded."""
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(ROOT)
    found = Collected()
    code = pytest.main(["--collect-only", "-q", "-p", "no:xdist", *FILES], plugins=[found])
    assert code == pytest.ExitCode.OK
    return found.ids


def test_flows_run_on_postgresql_only_when_marked_and_store_tests_always(monkeypatch):
    ids = collected(monkeypatch, ALL_ON_POSTGRES="0")
    on_postgres = [i for i in ids if i.endswith("[postgresql]")]
    flows = [i for i in on_postgres if i.startswith("tests/cogs/")]
    assert flows == ["tests/cogs/test_match_flow.py::test_a_whole_match_to_the_final_scores"
                     "[postgresql]"]
    store = [i for i in ids if i.startswith("tests/store/")]
    assert len(store) == 2 * len([i for i in store if i.endswith("[sqlite]")]) > 0
