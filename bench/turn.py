"""The turn loop as a player feels it, measured through the real bot on simcord's in-memory
Discord: clicks per move and how long the bot takes from a click to the updated panels.

Both players open their panel once; every move is then made from the live panel (a pick from
the table). Latency per move = the bot's work for that click: the move stored, the actor's
panel edited, the table edited, the turn notice posted, the other player's panel refreshed.
Real Discord adds its network round trips on top. Run: `python -m bench.turn [matches]`.
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

from bot import Settings, create_bot  # noqa: E402
from play.service import load_game  # noqa: E402


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
    yield (milliseconds, clicks, from_panel): a pick is one click on the table, a panel move a
    select and, when the move asks for a count, one more click."""
    store = env.bot.store
    match = await store.live_match_in_channel(channel.id)
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
        else:
            panel = next(m for m in channel.history(viewer=who) if m.id == panels[who.id])
            select = rng.choice([c for c in components(panel) if c["type"] == 3])
            value = rng.choice(select["options"])["value"]
            res = await who.select(panel, [value], custom_id=select["custom_id"])
            if (await store.get_match(match.id)).version == match.version:
                counts = [c["custom_id"] for c in components(res.response)
                          if c.get("custom_id", "").startswith("g:do:")]
                await who.click(res.response, custom_id=rng.choice(counts))
                n = 2
        yield (time.perf_counter() - t) * 1000, n, game.phase != "pick"
        match = await store.get_match(match.id)


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


async def main(matches: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        counter = itertools.count(1)
        bot = create_bot(Settings(token="bench", database_path=Path(tmp) / "b.db", sweep_s=600),
                         seeds=lambda: next(counter))
        lat: list[float] = []
        clicks: list[int] = []
        async with simcord.run(bot) as env:
            guild = env.create_guild("Bench")
            a = guild.add_member(env.create_user("ada"))
            b = guild.add_member(env.create_user("bo"))
            await bot.store.set_threads(guild.id, False)  # measured on the channel's table
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
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 3))
