"""A bot-like parent for the orphan test: it starts a real AI pool, says "ready" once every
worker runs, then waits to be killed (`python -m tests.ai.pool_parent [thread]`). With
`thread` its event loop runs in a second thread, as the workers' spawner, so the kernel's
parent-death signal is not used and the workers' own watch must end them."""

from __future__ import annotations

import asyncio
import sys
import threading

import games
from ai.worker import MovePool


async def main() -> None:
    games.install_all()  # as create_bot does: the workers import what registered the games
    pool = MovePool(workers=2)
    await pool.warm()
    print("ready", flush=True)
    await asyncio.to_thread(sys.stdin.read)  # until killed (or stdin closes)
    await pool.close()


if __name__ == "__main__":
    if sys.argv[1:] == ["thread"]:
        loop = threading.Thread(target=asyncio.run, args=(main(),))
        loop.start()
        loop.join()
    else:
        asyncio.run(main())
