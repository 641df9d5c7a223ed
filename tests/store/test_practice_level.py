"""What `/<game> practice` reads for its default level (play.practice): whether the member sat
in a match of this game in this server, and the bot's level in the newest one it played."""

from __future__ import annotations

from play.practice import practice_level
from tests.store.helpers import GUILD, T0


async def _match(store, players, bots, *, kind="mandala", channel=500, guild=GUILD):
    return await store.matches.create(kind=kind, guild_id=guild, channel_id=channel,
                                      players=players, state='{"v": 0}', now=T0, remind_at=None,
                                      forfeit_at=None, bots=bots)


async def test_the_last_bot_level_of_a_member_per_game_and_server(store):
    assert await store.matches.last_bot_level(GUILD, "mandala", 1) == (False, None)
    assert await practice_level(store, GUILD, "mandala", 1) == "easy"
    await _match(store, [1, 2], None, channel=501)  # members only
    assert await store.matches.last_bot_level(GUILD, "mandala", 1) == (True, None)
    assert await practice_level(store, GUILD, "mandala", 1) == "normal"
    await _match(store, [1, -1], [None, "hard"], channel=502)
    await _match(store, [1, -1, -2], [None, "expert", "expert"], kind="flowers", channel=503)
    await _match(store, [3, -1], [None, "easy"], channel=504)  # another member's
    await _match(store, [1, -1], [None, "easy"], channel=505, guild=GUILD + 1)  # elsewhere
    assert await store.matches.last_bot_level(GUILD, "mandala", 1) == (True, "hard")
    assert await practice_level(store, GUILD, "flowers", 1) == "expert"
    assert await practice_level(store, GUILD, "flowers", 2) == "easy"
    await _match(store, [1, -1], [None, "random"], channel=506)
    assert await practice_level(store, GUILD, "mandala", 1) == "random"
