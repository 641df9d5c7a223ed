"""The bot player as a scheduler beside the service, without Discord (play.botplay): it plays a
bot seat's turn through the service at the clock it is given, hands the step to `publish`,
resumes every bot whose turn it is at a start (of its own shards only), and tries again within
seconds when the database was out of reach (a real SQLite lock held by another connection)."""

from __future__ import annotations

import asyncio
import itertools
import sqlite3
from dataclasses import dataclass

from ai.worker import choose_from_state
from play.botplay import BotPlayer, move_seed
from play.service import MatchService
from play.step import Step, load_game
from store import Database, Shards, Store


async def chooser(kind: str, state: str, seat: int, level: str, seed: int) -> str:
    return choose_from_state(kind, state, seat, level, seed)


async def bot_to_move(service: MatchService, guild_id: int = 1):
    """A live match against the bot (easy) where the bot's seat is to move (its channel
    numbered after its guild: one live match per channel)."""
    step = await service.start("mandala", guild_id=guild_id, channel_id=guild_id + 5,
                               players=[10, -1], now=0.0, bots=[None, "easy"])
    match = step.match
    game = load_game(match)
    if game.to_move == 0:  # the member was drawn first: they play any move
        step = await service.act(match.id, 10, str(game.legal_actions()[0]), match.version, 1.0)
        match = step.match
    assert load_game(match).to_move == 1
    return match


@dataclass
class Host:
    """The bot player's owner, as the bot is: its service and its shards."""

    service: MatchService
    held_shards: Shards | None = None


class Shown:
    """What the player handed to `publish`, waited for without sleeping a fixed time."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.event = asyncio.Event()

    async def __call__(self, step: Step) -> None:
        self.steps.append(step)
        self.event.set()

    async def one(self) -> Step:
        await asyncio.wait_for(self.event.wait(), 10)
        return self.steps[-1]


async def test_a_bot_seat_plays_at_the_given_clock_and_its_step_is_published(service):
    match = await bot_to_move(service)
    asked: list[tuple[str, int, str, int]] = []

    async def choose(kind: str, state: str, seat: int, level: str, seed: int) -> str:
        asked.append((kind, seat, level, seed))
        return await chooser(kind, state, seat, level, seed)

    shown = Shown()
    player = BotPlayer(Host(service), choose, shown, clock=lambda: 1234.5, pause=0)
    player.schedule(match)
    player.schedule(match)  # once per match at a time
    step = await shown.one()
    assert asked == [("mandala", 1, "easy", move_seed(match))]
    assert step.seat == 1 and step.match.version == match.version + 1
    log = await service.store.log.actions(match.id)
    assert log[-1].seat == 1 and log[-1].at == 1234.5


async def test_a_start_resumes_the_bots_of_its_own_shards_only(service):
    ours = await bot_to_move(service, guild_id=0)  # shard 0 of 2 holds guild 0
    theirs = await bot_to_move(service, guild_id=1 << 22)  # shard 1 of 2
    shown = Shown()
    player = BotPlayer(Host(service, Shards(count=2, ids=(0,))), chooser, shown,
                       clock=lambda: 50.0, pause=0)
    await player.resume()
    step = await shown.one()
    await asyncio.sleep(0)  # let any other scheduled move start (none should)
    assert [s.match.id for s in shown.steps] == [ours.id] and step.seat == 1
    assert (await service.store.matches.get(theirs.id)).version == theirs.version


async def test_a_locked_database_is_retried_within_seconds_and_the_outage_told(tmp_path):
    path = tmp_path / "locked.db"
    db = await Database.open(path, timeout=0.2)
    counter = itertools.count(1)
    service = MatchService(Store(db), reminder_after=100, forfeit_after=100,
                           seeds=lambda: next(counter))
    try:
        match = await bot_to_move(service)
        lock = sqlite3.connect(path, isolation_level=None)
        lock.execute("BEGIN EXCLUSIVE")  # another process holds the database
        outages: list[str] = []

        def outage() -> None:
            outages.append("told")
            lock.execute("COMMIT")  # the other process lets go while the bot waits to retry

        shown = Shown()
        player = BotPlayer(Host(service), chooser, shown, clock=lambda: 60.0, pause=0,
                           outage=outage)
        player.schedule(match)
        step = await shown.one()
        lock.close()
        assert outages == ["told"]
        assert step.seat == 1 and step.match.version == match.version + 1
    finally:
        await db.close()


async def test_a_refused_move_is_dropped_and_the_next_schedule_plays(service):
    match = await bot_to_move(service)

    async def illegal(kind: str, state: str, seat: int, level: str, seed: int) -> str:
        return "not-a-move"

    shown = Shown()
    player = BotPlayer(Host(service), illegal, shown, clock=lambda: 70.0, pause=0)
    player.schedule(match)
    await asyncio.gather(*player._tasks)  # it ends without publishing; the match is free
    assert not shown.steps and match.id not in player._busy
    assert (await service.store.matches.get(match.id)).version == match.version
    player.chooser = chooser
    player.schedule(match)
    assert (await shown.one()).seat == 1

