"""The bot in a process of its own, for tests/cogs/test_crash_publish.py to kill for real.

`python -m tests.cogs.crash_child DATABASE_PATH` starts the real bot on that SQLite file in a
simcord Discord built by the same steps as the `world` fixture (simcord's ids are deterministic,
so the guild, #games and the members have the parent's ids), and the player to move of the
channel's match plays the first move of `/mandala hand`. Once the move is committed it prints
`recorded <version>` and freezes the process (no table edit, no notice can follow), so the
parent's SIGKILL lands between the commit and the publication, where a real crash would.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

from simcord import Env

from bot import Settings, create_bot
from play.service import MatchService
from play.step import Step, load_game
from tests.cogs.helpers import components_of, custom_ids

FROZEN_FOR = 600.0  # seconds: far longer than the parent waits before its SIGKILL


async def main(path: Path) -> None:
    settings = Settings(token="not-used", database_path=path, sweep_s=600, bot_pause_ms=0)
    bot = create_bot(settings)
    env = Env(bot)
    await env.start()
    with env.time_context():
        guild = env.create_guild("Mandala Club")
        channel = guild.create_text_channel("games")
        members = {m.id: m for m in (guild.add_member(env.create_user(n))
                                     for n in ("alice", "bob", "carol"))}
        await env.settle()
        recorded = MatchService.play  # every click's move (MatchService.act plays through it)

        async def act_then_freeze(self: MatchService, *args: object, **kw: object) -> Step:
            step = await recorded(self, *args, **kw)  # type: ignore[arg-type]
            print(f"recorded {step.match.version}", flush=True)
            time.sleep(FROZEN_FOR)  # blocks the loop: nothing after the commit runs
            return step

        MatchService.play = act_then_freeze  # type: ignore[method-assign]
        match = await bot.store.matches.live_in_channel(channel.id)
        assert match is not None, "the parent left no live match in #games"
        mover = members[match.players[load_game(match).to_move or 0]]
        res = await mover.slash(channel, "mandala hand")
        panel = res.response
        select = next(c for c in components_of(panel) if c["type"] == 3)
        res = await mover.select(panel, [select["options"][0]["value"]],
                                 custom_id=select["custom_id"])
        counts = [c for c in custom_ids(res.response) if c.startswith("g:do:")]
        await mover.click(res.response, custom_id=counts[0])
    print("not frozen: the move was not recorded", flush=True)


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1])))
