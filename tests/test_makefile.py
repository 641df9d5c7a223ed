"""The Makefile's two stamps, read from `make -n` (what make would run) in a copy of the
project's Makefile and pyproject.toml: running installs only the dependencies, the test tools
come with `make test`, `make test` on a fresh clone still sets everything up first, and it
runs the type checker."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
RUNTIME = [f'"{d}"' for d in PROJECT["dependencies"]]
TEST_TOOLS = [f'"{d}"' for d in PROJECT["optional-dependencies"]["test"]]

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs GNU make")


@pytest.fixture
def clone(tmp_path: Path) -> Path:
    for name in ("Makefile", "pyproject.toml"):
        shutil.copy(ROOT / name, tmp_path / name)
    return tmp_path


def dry_run(where: Path, target: str) -> list[str]:
    # run by `make test`, this make is a sub-make: without the parent's variables it prints no
    # "Entering directory" lines and takes no flags from it
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS")}
    out = subprocess.run(["make", "-n", "--no-print-directory", target,
                          f"PYTHON={sys.executable}"], cwd=where, env=env,
                         capture_output=True, text=True, timeout=60, check=True)
    return out.stdout.splitlines()


def installs(lines: list[str]) -> list[str]:
    return [line for line in lines if "pip install" in line and "--upgrade pip" not in line]


def stamped(where: Path, *stamps: str) -> None:
    """As after an earlier `make`: a virtualenv whose stamps are newer than pyproject.toml."""
    (where / ".venv").mkdir(exist_ok=True)
    later = (where / "pyproject.toml").stat().st_mtime + 10
    for stamp in stamps:
        (where / ".venv" / stamp).touch()
        os.utime(where / ".venv" / stamp, (later, later))


def test_make_run_on_a_fresh_clone_installs_only_what_running_needs(clone):
    lines = dry_run(clone, "run")
    assert any("-m venv .venv" in line for line in lines)
    [install] = installs(lines)
    assert all(d in install for d in RUNTIME)
    assert not any(t in install for t in TEST_TOOLS), install
    assert lines[-1].endswith("launch.py")


def test_make_test_on_a_fresh_clone_sets_up_both_then_tests(clone):
    lines = dry_run(clone, "test")
    assert "-m venv .venv" in lines[0]
    runtime, tools = installs(lines)
    assert all(d in runtime for d in RUNTIME) and all(t in tools for t in TEST_TOOLS)
    # the linter, then the type checker (its files are in pyproject's [tool.mypy]), then tests
    # with two workers per CPU (pytest-xdist, one of the test tools: tests that wait leave
    # the cores to the others)
    assert lines[-3:] == [
        ".venv/bin/ruff check .", ".venv/bin/mypy",
        f".venv/bin/python -m pytest -q -n {2 * len(os.sched_getaffinity(0))}"
    ]
    assert any(t.startswith('"pytest-xdist') for t in TEST_TOOLS)


def test_make_test_after_make_run_adds_only_the_test_tools(clone):
    stamped(clone, ".run-stamp")
    [tools] = installs(dry_run(clone, "test"))
    assert all(t in tools for t in TEST_TOOLS) and not any(d in tools for d in RUNTIME)
    stamped(clone, ".test-stamp")
    assert installs(dry_run(clone, "run")) == [] and installs(dry_run(clone, "test")) == []
