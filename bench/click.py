"""What one click costs the bot: store round trips, game-state parses and Discord HTTP calls
for one one-card move (a menu choice with a single count, played from the private panel), on
simcord's in-memory Discord, early in a match and late in a long one (issue 38: the cost of a
move must not grow with the match's length).

A round trip is one call of the Database's `fetchone`, `fetchall` or `transaction` (a
transaction's statements travel together); a state parse is one `Kind.from_json`; an HTTP call
is one request in simcord's transcript. Run: `python -m bench.click [late_moves]`.
"""

from __future__ import annotations

import asyncio
import itertools
import random
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord  # noqa: E402

from bench import SETTLE_S  # noqa: E402
from bot import MandalaBot, Settings, create_bot  # noqa: E402
from engine.api import Kind  # noqa: E402
from play.step import load_game
from store import Database  # noqa: E402


@dataclass
class Trace:
    """What the bot did during one `watching` block: store calls (the method and the first
    words of its SQL), state parses and HTTP calls, in order."""

    store: list[str] = field(default_factory=list)
    loads: int = 0
    rows: int = 0  # rows read by fetchall (the action log's among them)
    http: list[str] = field(default_factory=list)
    ms: float = 0.0

    def rows_of(self, table: str) -> int:
        """Rows read by the fetchalls that name `table`."""
        return sum(int(s.rsplit("(", 1)[1].split()[0]) for s in self.store
                   if s.startswith("fetchall") and table in s)

    def lines(self) -> list[str]:
        return ([f"store round trips: {len(self.store)}"] + [f"  {s}" for s in self.store]
                + [f"rows read: {self.rows}", f"state parses: {self.loads}",
                   f"HTTP calls: {len(self.http)}"]
                + [f"  {h}" for h in self.http])


def _sql(sql: object) -> str:
    """The statement's first words and the table it reads first."""
    words = " ".join(str(sql).split())
    table = words.split(" FROM ", 1)[1].split()[0] if " FROM " in words else ""
    return f"{words[:40]}… FROM {table}" if table else words[:60]


class Watcher:
    """Counts a bot's store round trips and state parses, and its HTTP calls in simcord."""

    def __init__(self, env: Any, bot: MandalaBot) -> None:
        self.env, self.bot = env, bot
        self.trace: Trace | None = None
        db = bot.db
        assert db is not None
        self._wrap(db)

    def _wrap(self, db: Database) -> None:
        fetchone, fetchall, transaction = db.fetchone, db.fetchall, db.transaction

        async def counted_fetchone(sql: str, params: Any = ()) -> Any:
            self._note(f"fetchone {_sql(sql)}")
            return await fetchone(sql, params)

        async def counted_fetchall(sql: str, params: Any = ()) -> Any:
            found = await fetchall(sql, params)
            self._note(f"fetchall {_sql(sql)} ({len(found)} rows)")
            if self.trace is not None:
                self.trace.rows += len(found)
            return found

        @asynccontextmanager
        async def counted_transaction() -> AsyncIterator[Any]:
            self._note("transaction")
            async with transaction() as conn:
                yield conn

        # instance attributes: this database only, for this run
        db.fetchone = counted_fetchone  # type: ignore[method-assign]
        db.fetchall = counted_fetchall  # type: ignore[method-assign]
        db.transaction = counted_transaction  # type: ignore[method-assign]

    def _note(self, what: str) -> None:
        if self.trace is not None:
            self.trace.store.append(what)

    @contextmanager
    def watching(self) -> Iterator[Trace]:
        """Count everything the bot does inside the block (one click)."""
        trace = Trace()
        real = Kind.from_json

        def counted(kind: Kind[Any], text: str) -> Any:
            trace.loads += 1
            return real(kind, text)

        before = len(self.env.backend.transcript)
        Kind.from_json = counted  # type: ignore[method-assign, assignment]
        self.trace = trace
        start = time.perf_counter()
        try:
            yield trace
        finally:
            trace.ms = (time.perf_counter() - start) * 1000
            self.trace = None
            Kind.from_json = real  # type: ignore[method-assign]
            trace.http = [name for kind, name, _ in self.env.backend.transcript[before:]
                          if kind == "HTTP"]


def components(msg: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for row in msg.components:
        out.extend(row.get("components", []) if isinstance(row, dict)
                   else [c.to_dict() for c in row.children])
    return out


def single_count_option(panel: Any) -> tuple[str, str] | None:
    """(menu custom_id, value) of a move with one count (a mountain play): chosen, it plays."""
    for c in components(panel):
        if c["type"] == 3:
            for option in c["options"]:
                if option["value"].startswith("M"):
                    return c["custom_id"], option["value"]
    return None


async def one_card_click(env: Any, watcher: Watcher, channel: Any, players: dict[int, Any],
                         ) -> Trace | None:
    """The player to move opens their panel and, if it offers a one-card move, chooses it in
    the menu and plays it with the Play button that confirms it: that click is watched. None
    (nothing watched) when the turn offers no such move."""
    store = watcher.bot.store
    match = await store.matches.live_in_channel(channel.id)
    if match is None:  # it ended
        return None
    game = load_game(match)
    if getattr(game, "phase", None) != "play" or game.to_move is None:
        return None
    who = players[match.players[game.to_move]]
    table = next(m for m in reversed(channel.history())
                 if any(c.get("custom_id", "").startswith("g:hand:") for c in components(m)))
    hand = next(c["custom_id"] for c in components(table)
                if c.get("custom_id", "").startswith("g:hand:"))
    panel = (await who.click(table, custom_id=hand)).response
    chosen = single_count_option(panel)
    if chosen is None:
        return None
    asked = (await who.select(panel, [chosen[1]], custom_id=chosen[0])).response
    play = next(c["custom_id"] for c in components(asked)
                if c.get("custom_id", "").startswith("g:do:"))
    with watcher.watching() as trace:
        await who.click(asked, custom_id=play)
    after = await store.matches.get(match.id)
    assert after is not None and after.version == match.version + 1, "the move was not played"
    return trace


async def random_move(env: Any, channel: Any, bot: MandalaBot, rng: random.Random) -> bool:
    """One random legal move played straight through the service (fast: no Discord), as the
    long match's past. False once the match is over."""
    match = await bot.store.matches.live_in_channel(channel.id)
    if match is None:
        return False
    game = load_game(match)
    seat = game.to_move
    assert seat is not None
    code = str(rng.choice(game.legal_actions()))
    await bot.service.act(match.id, match.players[seat], code, match.version, 0.0)
    return True


async def measure(late_moves: int) -> tuple[Trace, Trace, int]:
    """(an early click, a late click, the late match's version when it was measured)."""
    with tempfile.TemporaryDirectory() as tmp:
        counter = itertools.count(1)
        bot = create_bot(Settings(token="bench", database_path=Path(tmp) / "c.db",
                                  sweep_s=24 * 3600, bot_pause_ms=0),
                         seeds=lambda: next(counter))
        async with simcord.run(bot, settle_timeout=SETTLE_S) as env:
            try:
                guild = env.create_guild("Bench")
                a = guild.add_member(env.create_user("ada"))
                b = guild.add_member(env.create_user("bo"))
                players = {a.id: a, b.id: b}
                await bot.store.settings.set_threads(guild.id, False)
                bot.service.challenge_cooldown = 0
                watcher = Watcher(env, bot)
                rng = random.Random(7)
                early = late = None
                version = 0
                for i in itertools.count():
                    channel = guild.create_text_channel(f"table-{i}")
                    res = await a.slash(channel, "mandala challenge", opponent=b)
                    assert res.response is not None
                    accept = next(c["custom_id"] for c in components(res.response)
                                  if c.get("custom_id", "").startswith("g:accept:"))
                    await b.click(res.response, custom_id=accept)
                    if early is None:
                        early = await _first_one_card(env, watcher, channel, players, bot, rng)
                    for _ in range(late_moves):
                        if not await random_move(env, channel, bot, rng):
                            break
                    else:
                        late = await _first_one_card(env, watcher, channel, players, bot, rng)
                    if early is not None and late is not None:
                        match = await bot.store.matches.latest_in_channel(channel.id, "mandala")
                        assert match is not None
                        version = match.version
                        break
                    if i > 20:
                        raise RuntimeError("no match lasted long enough")
            finally:
                await bot.close()
    assert early is not None and late is not None
    return early, late, version


async def _first_one_card(env: Any, watcher: Watcher, channel: Any, players: dict[int, Any],
                          bot: MandalaBot, rng: random.Random) -> Trace | None:
    """Play until a turn offers a one-card move and measure that click (None: the match ended
    first)."""
    for _ in range(40):
        trace = await one_card_click(env, watcher, channel, players)
        if trace is not None:
            return trace
        if not await random_move(env, channel, bot, rng):
            return None
    return None


async def telling_cost(checkpoints: tuple[int, ...] = (10, 40, 70), repeat: int = 20
                       ) -> list[tuple[int, float, float]]:
    """(version, ms to tell the moves since a turn by replaying the match from the deal, ms
    from the log's stored events) at each checkpoint of one seeded Mandala match played
    through the service: the work behind "since your turn", without Discord."""
    from play.history import moves, stored_moves
    from play.service import MatchService
    from store import Store

    out = []
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "t.db")
        try:
            store = Store(db)
            service = MatchService(store, reminder_after=3600, forfeit_after=3600,
                                   seeds=lambda: 11)
            rng = random.Random(11)
            step = await service.start("mandala", guild_id=1, channel_id=1, players=[1, 2],
                                       now=0.0)
            mid = step.match.id
            for version in checkpoints:
                match = await store.matches.get(mid)
                while match is not None and match.is_live and match.version < version:
                    game = load_game(match)
                    seat = game.to_move
                    assert seat is not None
                    await service.act(mid, match.players[seat],
                                      str(rng.choice(game.legal_actions())), match.version, 0.0)
                    match = await store.matches.get(mid)
                if match is None or not match.is_live:
                    break
                replayed, stored = [], []
                for _ in range(repeat):
                    t = time.perf_counter()
                    moves(match, await store.log.actions(mid))
                    replayed.append(time.perf_counter() - t)
                    t = time.perf_counter()
                    stored_moves(match, await store.log.recent(mid, match.version, 2))
                    stored.append(time.perf_counter() - t)
                out.append((match.version, 1000 * sorted(replayed)[repeat // 2],
                            1000 * sorted(stored)[repeat // 2]))
        finally:
            await db.close()
    return out


async def main(late_moves: int) -> None:
    early, late, version = await measure(late_moves)
    print("one one-card move, chosen in the private panel (simcord)")
    for when, trace in (("early in a match", early), (f"late (version {version})", late)):
        print(f"{when}: {len(trace.store)} store round trips ({trace.rows} rows read), "
              f"{trace.loads} state parses, {len(trace.http)} HTTP calls, {trace.ms:.1f} ms")
    print("telling the moves since a turn (median ms): replayed from the deal / stored events")
    for v, replayed, stored in await telling_cost():
        print(f"  at version {v:3}: {replayed:6.2f} / {stored:5.2f}")
    for when, trace in (("early", early), ("late", late)):
        print(f"the {when} click, in full:")
        for line in trace.lines():
            print("  " + line)


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 60))
