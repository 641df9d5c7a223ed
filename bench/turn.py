"""The turn loop as a player feels it. By default: the button move picker's clicks per move
(present/picker.py) over every position of AI games (the `easy` level plays all seats, so the
moves are ones players make), for Mandala (2 seats) and Flowers (2 to 4): a panel move counts
the clicks that reach it, a table decision (a pick, a tile) one click. Issue 40 asks <= 2 on
average. Run: `python -m bench.turn [games per kind]`.

With `--bot [matches]`: measured through the real bot on simcord's in-memory
Discord: clicks per move and how long the bot takes from a click to the updated panels.

Both players open their panel once; every move is then made from the live panel (a pick from
the table). Latency per move = the bot's work for that click: the move stored, the actor's
panel edited, the table edited, the turn notice posted, the other player's panel refreshed.
Real Discord adds its network round trips on top (this loop plays the panel's picker buttons).
"""

from __future__ import annotations

import asyncio
import itertools
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord  # noqa: E402

import games  # noqa: E402
from ai import choose  # noqa: E402
from bench import SETTLE_S  # noqa: E402
from bot import Settings, create_bot  # noqa: E402
from engine.games import kind as game_kind  # noqa: E402
from play.step import load_game
from present.picker import offer, path_to  # noqa: E402


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


def components(msg) -> list[dict]:
    out = []
    for row in msg.components:
        out.extend(row.get("components", []) if isinstance(row, dict)
                   else [c.to_dict() for c in row.children])
    return out


async def clicked_moves(env, channel, a, b, rng: random.Random):
    """Play the channel's live Mandala match by clicks, as its players would: open both panels,
    yield None once (setup done, so a caller can time only the play), then after each move
    yield (milliseconds, clicks, from_panel): a pick is one click on the table, a panel move
    the picker's clicks (a colour, maybe a place, then the button that plays it)."""
    store = env.bot.store
    match = await store.matches.live_in_channel(channel.id)
    table = next(m for m in reversed(channel.history())
                 if any(c.get("label") == "Show my hand" for c in components(m)))
    panels = {}
    for who in (a, b):
        panels[who.id] = (await who.click(table, label="Show my hand")).response.id
    yield None
    while match.is_live:
        game = load_game(match)
        who = a if match.players[game.to_move] == a.id else b
        t = time.perf_counter()
        n = 1
        if game.phase == "pick":
            table = next(m for m in reversed(channel.history())
                         if any(c.get("custom_id", "").startswith("g:do:")
                                for c in components(m)))
            picks = [c["custom_id"] for c in components(table)
                     if c.get("custom_id", "").startswith("g:do:")]
            await who.click(table, custom_id=rng.choice(picks))
        else:  # the picker's buttons: a colour (and a place), then the one that plays
            panel = next(m for m in channel.history(viewer=who) if m.id == panels[who.id])
            offered = offer(match.kind, game, game.to_move)
            code = rng.choice(offered.options).code
            keys = path_to(offered, code)
            for key in keys[:-1]:
                panel = (await who.click(panel, custom_id=f"g:pk:{match.id}:{match.version}:"
                                                          f"{key}")).response
            await who.click(panel, custom_id=f"g:do:{match.id}:{match.version}:{code}")
            n = len(keys)
        yield (time.perf_counter() - t) * 1000, n, game.phase != "pick"
        match = await store.matches.get(match.id)


async def one_match(env, guild, channel, a, b, rng: random.Random, lat: list[float],
                    clicks: list[int]) -> None:
    res = await a.slash(channel, "mandala challenge", opponent=b)
    await b.click(res.response, label="Accept")
    async for move in clicked_moves(env, channel, a, b, rng):
        if move is None:
            continue
        ms, n, from_panel = move
        if from_panel:
            clicks.append(n)
        lat.append(ms / n)


def picker_clicks(kind: str, players: int, seed: int) -> tuple[list[int], int]:
    """One AI game's panel moves as picker clicks, and how many table decisions it had."""
    game = game_kind(kind).new(seed, players)
    panel: list[int] = []
    table = 0
    while game.outcome() is None:
        seat = game.to_move
        action = choose(kind, game.view(seat), level="easy", seed=seed)
        if game.phase == "play":
            clicks = len(path_to(offer(kind, game, seat, "en"), str(action)))
            assert clicks, f"{kind} seed {seed}: {action} is not reachable by the picker"
            panel.append(clicks)
        else:
            table += 1
        game.apply(action)
    return panel, table


def picker_main(per_kind: int) -> None:
    games.install_all()
    print(f"button move picker, clicks per move over AI games ({per_kind} per line, easy level)")
    for kind, players in (("mandala", 2), ("flowers", 2), ("flowers", 3), ("flowers", 4)):
        panel: list[int] = []
        table = 0
        for seed in range(1, per_kind + 1):
            p, n = picker_clicks(kind, players, seed)
            panel.extend(p)
            table += n
        every = panel + [1] * table
        spread = ", ".join(f"{k} click{'s' if k > 1 else ''}: {panel.count(k)}"
                           for k in sorted(set(panel)))
        print(f"  {kind} {players}p: panel moves {len(panel)}, mean {statistics.mean(panel):.2f} "
              f"({spread}); with {table} table decisions (1 click each), "
              f"mean {statistics.mean(every):.2f} per move")


async def main(matches: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        counter = itertools.count(1)
        bot = create_bot(Settings(token="bench", database_path=Path(tmp) / "b.db", sweep_s=600),
                         seeds=lambda: next(counter))
        lat: list[float] = []
        clicks: list[int] = []
        async with simcord.run(bot, settle_timeout=SETTLE_S) as env:
            guild = env.create_guild("Bench")
            a = guild.add_member(env.create_user("ada"))
            b = guild.add_member(env.create_user("bo"))
            await bot.store.settings.set_threads(guild.id, False)  # measured on the channel's table
            bot.service.challenge_cooldown = 0  # one pair challenges again at once, by design
            rng = random.Random(1)
            try:
                for i in range(matches):
                    channel = guild.create_text_channel(f"table-{i}")
                    await one_match(env, guild, channel, a, b, rng, lat, clicks)
            finally:  # simcord does not close the bot: aiosqlite's thread would keep us alive
                await bot.db.close()
    print(f"turn loop through the bot (simcord), {matches} Mandala matches, {len(lat)} moves")
    print(f"  clicks per move from a live panel: mean {statistics.mean(clicks):.2f}, "
          f"max {max(clicks)} ({sum(c == 1 for c in clicks)} one-click, "
          f"{sum(c == 2 for c in clicks)} two-click)")
    print(f"  bot time per click, to updated panels, table and notice: p50 {pct(lat, 50):.1f} "
          f"/ p95 {pct(lat, 95):.1f} ms")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--bot"]:
        asyncio.run(main(int(sys.argv[2]) if len(sys.argv) > 2 else 3))
    else:
        picker_main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
