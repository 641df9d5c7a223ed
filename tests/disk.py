"""A real full disk for the tests: a small tmpfs mounted on a folder (root only), filled up.

Mounting needs root (or CAP_SYS_ADMIN); where it is not permitted the test is skipped with the
reason, never run against a pretend disk.
"""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

FILLER = ".filler"


@contextmanager
def small_disk(folder: Path, size: str = "64k") -> Iterator[Path]:
    """`folder` with a tmpfs of `size` mounted on it for the block; unmounted after."""
    folder.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs",
                              str(folder)], capture_output=True, text=True, check=False)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs for a real full disk: "
                    f"{(mounted.stderr or mounted.stdout).strip() or 'mount failed'}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


def fill(folder: Path) -> Path:
    """Write zeros into `folder` until the disk says it is full; the filler file's path."""
    filler = folder / FILLER
    with filler.open("ab", buffering=0) as f:  # unbuffered: nothing left to fail at close
        for size in (4096, 1):  # blocks, then the few bytes a last partial block left
            try:
                while True:
                    f.write(b"\0" * size)
            except OSError as e:
                assert e.errno == errno.ENOSPC, e
    assert os.statvfs(folder).f_bavail == 0
    return filler
