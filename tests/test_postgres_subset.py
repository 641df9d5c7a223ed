"""Which tests run on PostgreSQL (tests/conftest.py): every store test, and of the simcord flows
only those marked `postgres` (races, restarts, one whole match of each game), not the first
test of every flow file, whose SQL tests/store already runs on both engines."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FILES = ("tests/cogs/test_match_flow.py", "tests/cogs/test_privacy.py",
         "tests/store/test_flow_queries.py")


def collected(**env: str) -> list[str]:
    """The test ids pytest collects from FILES (ALL_ON_POSTGRES=1 would run every flow on both
    engines, so it is unset here)."""
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", *FILES],
        cwd=ROOT, env={**os.environ, **env}, capture_output=True, text=True, timeout=120,
        check=True)
    return [line for line in out.stdout.splitlines() if "::" in line]


def test_flows_run_on_postgresql_only_when_marked_and_store_tests_always():
    ids = collected(ALL_ON_POSTGRES="0")
    on_postgres = [i for i in ids if i.endswith("[postgresql]")]
    flows = [i for i in on_postgres if i.startswith("tests/cogs/")]
    assert flows == ["tests/cogs/test_match_flow.py::test_a_whole_match_to_the_final_scores"
                     "[postgresql]"]
    store = [i for i in ids if i.startswith("tests/store/")]
    assert len(store) == 2 * len([i for i in store if i.endswith("[sqlite]")]) > 0
