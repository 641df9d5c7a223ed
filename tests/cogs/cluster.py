"""Two bot processes on one database, for the shard-cluster tests: each bot runs in its own
simcord Discord (simcord runs one bot per event loop), on its own thread with its own loop, as
two processes would. Both Discords are built by the same steps, so the guild, channel and
members have the same ids in both (simcord's ids are deterministic), and a match stored by one
bot is the same match for the other."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, TypeVar

from simcord import Env

from bot import Settings, create_bot
from tests.cogs.conftest import World, in_process_chooser, in_process_rater

T = TypeVar("T")


@dataclass
class Node:
    """One bot process: its thread, loop, simcord Discord and world (guild, members)."""

    name: str
    loop: asyncio.AbstractEventLoop
    thread: threading.Thread
    env: Env | None = None
    world: World | None = None
    guilds: list[Any] | None = None  # every guild this node's Discord has, in creation order

    def run(self, work: Callable[[World], Awaitable[T]]) -> Future[T]:
        """Start `work(world)` on this node's loop (as its driver: the simcord clock is this
        node's); the future resolves when it is done."""
        assert self.env is not None and self.world is not None
        env, world = self.env, self.world

        async def driven() -> T:
            with env.time_context():
                return await work(world)

        return asyncio.run_coroutine_threadsafe(driven(), self.loop)

    def call(self, work: Callable[[World], Awaitable[T]], timeout: float = 120) -> T:
        return self.run(work).result(timeout)


def start_node(name: str, settings: Settings, seeds: Callable[[], int], *,
               guild_shards: tuple[int, ...] = (0,), threads_off: bool = True) -> Node:
    """A bot with `settings` in a fresh simcord Discord holding one guild per entry of
    `guild_shards` (each on that shard), with #games and alice, bob and carol in each."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name=f"bot-{name}", daemon=True)
    thread.start()
    node = Node(name, loop, thread)

    async def boot() -> None:
        bot = create_bot(settings, seeds=seeds, chooser=in_process_chooser,
                         rater=in_process_rater)
        # a node may wait for the other (a test's rendezvous): more than the 5 s default
        env = Env(bot, shard_count=settings.shard_count or None, settle_timeout=60)
        await env.start()
        with env.time_context():
            guilds, worlds = [], []
            for shard in guild_shards:
                guild = env.create_guild(f"Club {shard}", shard_id=shard
                                         if settings.shard_count else None)
                channel = guild.create_text_channel("games")
                members = [guild.add_member(env.create_user(n))
                           for n in ("alice", "bob", "carol")]
                guilds.append(guild)
                worlds.append(World(env, guild, channel, *members))
            await env.settle()
        node.env, node.world, node.guilds = env, worlds[0], guilds
        node.worlds = worlds  # type: ignore[attr-defined]
        if threads_off:
            for g in guilds:
                await bot.store.settings.set_threads(g.id, False)

    asyncio.run_coroutine_threadsafe(boot(), loop).result(60)
    return node


def stop_node(node: Node) -> None:
    """Shut the Discord and the bot down (closing its database), then the loop and thread."""

    async def down() -> None:
        if node.env is not None:
            await node.env.shutdown()

    try:
        asyncio.run_coroutine_threadsafe(down(), node.loop).result(60)
    finally:
        node.loop.call_soon_threadsafe(node.loop.stop)
        node.thread.join(10)
        node.loop.close()
