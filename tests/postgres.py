"""A throwaway PostgreSQL cluster on loopback, for the tests that run against both engines.

`start_cluster` initdb's a data directory in a private temp dir and starts it with pg_ctl on a
free port (no fsync: the data is thrown away); a port taken by another process between choosing
and binding it (pytest-xdist's workers each start a cluster at the same moment) is given up for
another. Not under pytest's temp root: that is shared by
every pytest session of the user, and a concurrent session prunes older numbered dirs (it once
deleted a running cluster's data dir here). `stop` removes the dir. `Cluster.fresh_schema`
gives each test its own empty schema, found through the URL's search_path. When PostgreSQL
can't be started, the reason (what was missing) is returned instead, and the PostgreSQL half
is skipped with it.
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

# initdb refuses to run as root: as root the server runs as this user (Debian's postgresql
# package makes it).
SERVER_USER = "postgres"


def find_binary(name: str) -> str | None:
    """`name` on PATH, else in Debian's /usr/lib/postgresql/<version>/bin (newest first)."""
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"),
                        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit()
                        else 0, reverse=True)
    return candidates[0] if candidates else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Cluster:
    data: Path
    port: int
    pg_ctl: str
    run_as: list[str]
    _names: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    async def fresh_schema(self) -> tuple[str, str]:
        """A new empty schema: (its name, a URL whose connections use only it)."""
        import asyncpg  # type: ignore[import-untyped]

        name = f"t{os.getpid()}_{next(self._names)}"
        conn = await asyncpg.connect(self.url)
        try:
            await conn.execute(f"CREATE SCHEMA {name}")
        finally:
            await conn.close()
        return name, f"{self.url}?search_path={name}"

    async def drop_schema(self, name: str) -> None:
        import asyncpg

        conn = await asyncpg.connect(self.url)
        try:
            await conn.execute(f"DROP SCHEMA {name} CASCADE")
        finally:
            await conn.close()

    def stop(self) -> None:
        subprocess.run([*self.run_as, self.pg_ctl, "-D", str(self.data), "-m", "immediate",
                        "stop"], capture_output=True, check=False, timeout=60)
        shutil.rmtree(self.data.parent, ignore_errors=True)


PORT_ATTEMPTS = 3  # free ports tried before giving up: each may be taken before the server binds


def start_cluster(ports: Iterable[int] | None = None) -> Cluster | str:
    """Start a cluster in a new temp dir, or say why not (the temp dir is then removed).
    `ports`: the ports to try in turn (by default `PORT_ATTEMPTS` free ones)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")  # names the dir for whoever looks
    base = Path(tempfile.mkdtemp(prefix=f"mandala-pg-{worker}-"))
    if ports is None:
        ports = (_free_port() for _ in range(PORT_ATTEMPTS))
    cluster = _start(base, ports)
    if isinstance(cluster, str):
        shutil.rmtree(base, ignore_errors=True)
    return cluster


def _start(base: Path, ports: Iterable[int]) -> Cluster | str:
    initdb, pg_ctl = find_binary("initdb"), find_binary("pg_ctl")
    if initdb is None or pg_ctl is None:
        return ("PostgreSQL's initdb/pg_ctl not found on PATH or under /usr/lib/postgresql/*/bin"
                " (apt-get install postgresql)")
    try:
        import asyncpg  # noqa: F401
    except ImportError:
        return "asyncpg is not installed"
    run_as: list[str] = []
    if os.geteuid() == 0:
        try:
            user = pwd.getpwnam(SERVER_USER)
        except KeyError:
            return f"running as root and there is no {SERVER_USER!r} user to run PostgreSQL as"
        runuser = shutil.which("runuser")
        if runuser is None:
            return "running as root and runuser (util-linux) is missing"
        run_as = [runuser, "-u", SERVER_USER, "--"]
        os.chown(base, user.pw_uid, user.pw_gid)
    data = base / "data"
    log = base / "server.log"
    init = subprocess.run(
        [*run_as, initdb, "-D", str(data), "-U", "postgres", "--auth=trust", "--no-sync",
         "-E", "UTF8", "--locale=C"], capture_output=True, text=True, timeout=120, check=False)
    if init.returncode != 0:
        return f"initdb failed: {(init.stderr or init.stdout).strip()[-300:]}"
    failure = "no port to try"
    for port in ports:
        options = (f"-h 127.0.0.1 -p {port} -k {data} -F -c max_connections=300"
                   " -c full_page_writes=off -c synchronous_commit=off")
        started = subprocess.run(
            [*run_as, pg_ctl, "-D", str(data), "-l", str(log), "-o", options, "-w", "-t", "60",
             "start"], capture_output=True, text=True, timeout=120, check=False)
        if started.returncode == 0:
            return Cluster(data=data, port=port, pg_ctl=pg_ctl, run_as=run_as)
        tail = log.read_text()[-300:] if log.exists() else started.stderr[-300:]
        failure = f"pg_ctl start failed: {tail.strip()}"
    return failure
