"""Pool entries that misbehave on purpose, module-level so spawned workers can import them.
Files in a folder are how the test and a worker process tell each other where they are."""

from __future__ import annotations

import os
import time
from pathlib import Path

from ai.worker import choose_from_state

WAIT = 60.0  # a safety net only: the test kills or releases the worker long before


def wait_for(path: Path) -> None:
    end = time.monotonic() + WAIT
    while not path.exists() and time.monotonic() < end:
        time.sleep(0.01)


def killed_the_first_time(folder: Path, *args) -> str:
    """The first call says it is thinking (its pid) and waits to be killed; later calls,
    in the rebuilt pool, choose as usual."""
    if not (folder / "killed").exists():
        (folder / "busy.tmp").write_text(str(os.getpid()))
        (folder / "busy.tmp").rename(folder / "busy")  # the pid is whole once it is seen
        wait_for(folder / "never")
    return choose_from_state(*args)


def exits(*args) -> str:
    """A worker that dies on every move."""
    os._exit(1)


def waits_for_release(folder: Path, *args) -> str:
    """A slow move: it says it started, then thinks until the test lets it finish."""
    (folder / "started").touch()
    wait_for(folder / "release")
    return choose_from_state(*args)
