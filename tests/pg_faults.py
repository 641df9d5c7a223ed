"""A real PostgreSQL server that fails: stopped (pg_ctl stop) and restarted, or frozen (every
process of it SIGSTOPped) and thawed. On a cluster of the test module's own (`own_cluster`):
the session's shared one (tests/conftest.py) must never be stopped or frozen."""

from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.postgres import Cluster, start_cluster

THAW_AFTER_S = 60  # the safety net's delay: far longer than a test keeps a server frozen


@pytest.fixture(scope="module")
def own_cluster() -> Iterator[Cluster]:
    cluster = start_cluster()
    if isinstance(cluster, str):
        pytest.skip(f"PostgreSQL half skipped: {cluster}")
    yield cluster
    thaw(cluster)  # whatever a failed test left it in
    cluster.stop()


def server_processes(cluster: Cluster) -> list[int]:
    """The postmaster and its children (the backends serving the connections)."""
    postmaster = int((cluster.data / "postmaster.pid").read_text().split()[0])
    found = [postmaster]
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == postmaster:
                found.append(int(entry))
    return found


def freeze(cluster: Cluster) -> None:
    """SIGSTOP the whole server: connections stay open and nothing answers. A detached
    process thaws it after `THAW_AFTER_S` whatever happens to the test (one killed while the
    server is frozen must not leave it frozen)."""
    pids = server_processes(cluster)
    subprocess.Popen(["sh", "-c", f"sleep {THAW_AFTER_S}; kill -CONT {' '.join(map(str, pids))}"
                      " 2>/dev/null"], start_new_session=True, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL)
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)


def thaw(cluster: Cluster) -> None:
    if (cluster.data / "postmaster.pid").exists():
        for pid in server_processes(cluster):
            os.kill(pid, signal.SIGCONT)


def _pg_ctl(cluster: Cluster, *args: str) -> None:
    subprocess.run([*cluster.run_as, cluster.pg_ctl, "-D", str(cluster.data), *args],
                   check=True, capture_output=True, timeout=60)


def stop(cluster: Cluster) -> None:
    """A clean, fast shutdown: the server closes every connection and refuses new ones."""
    _pg_ctl(cluster, "-m", "fast", "-w", "stop")


def restart(cluster: Cluster) -> None:
    """Start it again on the same port and data."""
    _pg_ctl(cluster, "-l", str(cluster.data.parent / "restart.log"), "-w",
            "-o", f"-h 127.0.0.1 -p {cluster.port} -k {cluster.data} -F", "start")
