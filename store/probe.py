"""Writes that prove the database can still be written, for /health and the start-up check.

Two kinds, because one is not enough on SQLite: a heartbeat row (the database answers and
commits), and a block written to the database's folder and synced (the disk has room). SQLite
reuses its WAL's space after a checkpoint, so a one-row commit can still succeed on a full disk
where a move, which needs new pages, fails; and a full disk still lets an empty file be created.
"""

from __future__ import annotations

import asyncio
import errno
import os
import tempfile
from pathlib import Path

from .sqlite import SqliteDatabase
from .tables import Store

HEARTBEAT = "health:heartbeat"  # the kept value each probe rewrites (the probe's time)
BLOCK = 4096  # one filesystem block: a file this size needs room, an empty one does not


def write_room(folder: Path) -> None:
    """Create, fill, sync and remove a small file in `folder` (OSError: why it can't)."""
    fd, name = tempfile.mkstemp(dir=folder, prefix=".write-check-")
    try:  # unbuffered: no write is left for a close to fail on, and the file is always removed
        if os.write(fd, bytes(BLOCK)) != BLOCK:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), name)
        os.fsync(fd)
    finally:
        os.close(fd)
        os.unlink(name)


async def probe_writes(store: Store, now: float) -> None:
    """Commit the heartbeat row and, for a SQLite file, prove its disk has room; raises what
    the database or the disk said."""
    await store.kept.keep(HEARTBEAT, repr(now))
    if isinstance(store.db, SqliteDatabase):
        await asyncio.to_thread(write_room, store.db.path.parent)
