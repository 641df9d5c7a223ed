"""The suite's own machinery under pytest-xdist (`make test` runs it on every core): each
worker starts its own PostgreSQL cluster at the same moment as the others, so a port taken
between choosing it and the server binding it is given up for another, not a failed run."""

from __future__ import annotations

import socket

import pytest

from tests.postgres import _free_port, start_cluster


async def test_a_cluster_whose_port_is_taken_starts_on_the_next_one():
    import asyncpg  # type: ignore[import-untyped]

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        other = _free_port()
        cluster = start_cluster(ports=[port, other])
        if isinstance(cluster, str):
            pytest.skip(f"PostgreSQL half skipped: {cluster}")
        try:
            assert cluster.port == other
            conn = await asyncpg.connect(cluster.url)
            try:
                assert await conn.fetchval("SELECT 1") == 1
            finally:
                await conn.close()
        finally:
            cluster.stop()
