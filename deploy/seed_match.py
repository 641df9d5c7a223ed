"""Run inside the bot's container by deploy/check.sh (`docker exec -i BOT python -`): stores,
through the application layer, a live Mandala match between a member and the bot (level easy)
in which it is the bot's turn, so the check can watch a restarted bot resume it (play that
move). Prints the match's id and version."""

from __future__ import annotations

import asyncio
import os
import time

import games
from engine.games import kind as game_kind
from play.service import MatchService
from store import Database, Store

BOT_ID = 1000000000000000001  # the bot's user in deploy/fake_discord.py
MEMBER = 2000000000000000001
GUILD, CHANNEL = 3000000000000000001, 3000000000000000002


async def main() -> None:
    games.install_all()
    seed = next(s for s in range(1000) if game_kind("mandala").new(s, 2).to_move == 1)
    db = await Database.open(os.environ["DATABASE_URL"])
    try:
        service = MatchService(Store(db), reminder_after=43200, forfeit_after=86400,
                               seeds=lambda: seed)
        step = await service.start("mandala", guild_id=GUILD, channel_id=CHANNEL,
                                   players=[MEMBER, BOT_ID], now=time.time(),
                                   bots=[None, "easy"])
        print(step.match.id, step.match.version)
    finally:
        await db.close()


if __name__ == "__main__":
    asyncio.run(main())
