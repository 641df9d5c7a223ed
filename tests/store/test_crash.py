"""A writer killed in the middle of a transaction loses only that transaction."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from store import Database, Store

ROOT = Path(__file__).resolve().parents[2]

WRITER = '''
import asyncio, os, sys
from store import Database, Store

async def main(path):
    db = await Database.open(path)
    store = Store(db)
    m = await store.matches.create(kind="mandala", guild_id=1, channel_id=2, players=[10, 20],
                                   state="s0", now=0.0, remind_at=5.0, forfeit_at=9.0)
    for v in range(3):
        m = await store.matches.record(m.id, expected_version=v, seat=v % 2, action=f"a{v + 1}",
                                       state=f"s{v + 1}", now=float(v + 1))
        assert m is not None
    print(m.id, flush=True)
    await db.fetchone("PRAGMA cache_size = 1")  # spill uncommitted pages into the WAL file
    async with db.transaction() as conn:
        for seq in range(4, 500):
            await conn.execute("INSERT INTO action_log (match_id, seq, seat, action, at)"
                               " VALUES (?, ?, 1, ?, 4.0)",
                               (m.id, seq, "half" * 50))
        await conn.execute("UPDATE matches SET state = 'torn', version = 4 WHERE id = ?", (m.id,))
        os._exit(1)  # no COMMIT, no ROLLBACK, no close: as if the process were killed

asyncio.run(main(sys.argv[1]))
'''


async def test_killed_writer_loses_only_the_open_transaction(tmp_path: Path) -> None:
    path = tmp_path / "crash.db"
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(script), str(path)], env=env, capture_output=True, text=True,
        timeout=60,
    )
    assert done.returncode == 1, done.stderr
    match_id = int(done.stdout.strip())

    db = await Database.open(path)
    try:
        store = Store(db)
        m = await store.matches.get(match_id)
        assert m is not None and m.is_live
        assert (m.version, m.state, m.players) == (3, "s3", (10, 20))
        assert [(a.seq, a.action) for a in await store.log.actions(match_id)] == [
            (1, "a1"), (2, "a2"), (3, "a3"),
        ]
        assert (await db.fetchone("PRAGMA integrity_check"))[0] == "ok"
        assert (await db.fetchone("PRAGMA foreign_key_check")) is None
        # And the match carries on from the last committed version.
        assert await store.matches.record(
            match_id, expected_version=3, seat=1, action="a4", state="s4", now=4.0
        ) is not None
    finally:
        await db.close()
