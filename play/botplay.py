"""The bot as a player: when a bot seat is to move, it waits a short natural pause, asks the AI
(off the event loop) for a move and plays it through the same service entry as a click, then
the table updates like after anyone's move. A restart resumes every bot whose turn it is.

A scheduler beside the service, without Discord: its owner (the bot) gives it the service and
which shards are its own (`Host`, read when a move is made: the bot opens its service only at
start), how a step is shown (`publish`) and the clock."""

from __future__ import annotations

import asyncio
import itertools
import logging
import zlib
from collections.abc import Awaitable, Callable
from typing import Protocol

from ai.worker import Chooser
from engine.levels import DEFAULT as DEFAULT_LEVEL
from play.errors import PlayError
from play.logsafe import summary
from play.retry import again, wait_before
from play.service import MatchService
from play.step import Step, load_game
from play.supervise import Supervisor
from store import Match, Shards, Store

log = logging.getLogger("mandala.botplay")

PAUSE = 1.2  # seconds: a move at once would feel like a machine gun, a long wait like a hang


def move_seed(match: Match) -> int:
    """Deterministic per match and move, so a replayed decision is the same decision."""
    return zlib.crc32(f"{match.id}:{match.version}".encode())


class Host(Protocol):
    """What the bot player reads of its owner: the service, and the shards whose guilds'
    matches this process plays (None: all)."""

    @property
    def service(self) -> MatchService: ...

    @property
    def held_shards(self) -> Shards | None: ...


class BotPlayer:
    """Plays the bot's seats of every match: one move under way per match at a time."""

    def __init__(self, host: Host, chooser: Chooser,
                 publish: Callable[[Step], Awaitable[object]], *, clock: Callable[[], float],
                 pause: float = PAUSE, outage: Callable[[], None] = lambda: None) -> None:
        self.host = host
        self.clock = clock  # the time a move is recorded at (the bot's, which tests move)
        self.chooser = chooser
        self.publish = publish
        self.pause = pause
        self.outage = outage  # told when the database was out of reach (cogs.output.owed)
        self._busy: set[int] = set()  # match ids with a bot move under way
        self._seats: dict[int, int] = {}  # the seat a move under way is for, to log it by
        self._tasks: set[asyncio.Task[None]] = set()
        self.supervisor = Supervisor("bot moves", log)

    @property
    def store(self) -> Store:
        return self.host.service.store

    def bot_to_move(self, match: Match) -> bool:
        if not match.is_live or not match.has_bot:
            return False
        seat = load_game(match).to_move
        return seat is not None and match.bot_level(seat) is not None

    def schedule(self, match: Match) -> None:
        """Start the bot's move if it is a bot's turn (once per match at a time)."""
        if match.id in self._busy or not self.bot_to_move(match):
            return
        self._busy.add(match.id)
        task = asyncio.get_running_loop().create_task(self._move(match.id, match.version))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _move(self, match_id: int, version: int) -> None:
        step = None
        try:
            for attempt in itertools.count():
                try:
                    step = await self._play(match_id, version)
                    break
                except PlayError as e:  # the match moved on meanwhile (a cancel): nothing to do
                    # the rule id only: the engine's words name the bot's hand ("you hold only
                    # 2 red")
                    log.info("match %s seat %s: bot move dropped (%s)", match_id,
                             self._seats.get(match_id), summary(e))
                    break
                except Exception as e:
                    if not self.store.unreachable(e):  # the next sweep gives it another go
                        self.supervisor.failed(f"match {match_id} seat"
                                               f" {self._seats.get(match_id)}: the bot's move", e)
                        break
                    # a database outage: try again within seconds, not at the next sweep; and
                    # once it answers, whatever the outage left unshown is shown (cogs.output.owed)
                    self.outage()
                    if not again(attempt + 1):  # the deadline sweep gives it another go
                        log.warning("match %s: the bot's move found the database out of reach"
                                    " %d times (%s); giving up until the next sweep", match_id,
                                    attempt + 1, type(e).__name__)
                        break
                    log.warning("match %s: the bot's move found the database out of reach (%s);"
                                " trying again (try %d)", match_id, type(e).__name__, attempt + 1)
                    await asyncio.sleep(wait_before(attempt))
        finally:
            self._busy.discard(match_id)
            self._seats.pop(match_id, None)
        if step is None:
            return
        await self.supervisor.guard(self.publish(step), f"match {match_id}: showing its move")
        self.schedule(step.match)  # even when showing it failed: the next bot seat moves too

    async def _play(self, match_id: int, version: int) -> Step | None:
        """Think and play the bot's move; None when it is not the bot's turn any more."""
        await asyncio.sleep(self.pause)
        match = await self.store.matches.get(match_id)
        if match is None or match.version != version or not self.bot_to_move(match):
            return None
        seat = load_game(match).to_move
        assert seat is not None
        self._seats[match_id] = seat  # for the log line, should the move fail
        level = match.bot_level(seat) or DEFAULT_LEVEL
        code = await self.chooser(match.kind, match.state, seat, level, move_seed(match))
        return await self.host.service.bot_act(match_id, version, code, self.clock())

    async def resume(self) -> None:
        """After a start or restart, and at every deadline sweep: every live match whose turn is
        a bot's gets its move (one already under way is left alone)."""
        for match in await self.store.matches.live_with_bots(self.host.held_shards):
            self.schedule(match)

    def cancel(self) -> None:
        for task in self._tasks:
            task.cancel()
