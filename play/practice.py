"""The level `/<game> practice` plays at when the member names none (issue 48): a member new to
the game gets `easy`, the level the lesson's end offers; one who played the bot at this game
before gets the level they met last; one who has only played members gets the usual default."""

from __future__ import annotations

from engine.levels import DEFAULT, EASY
from store import Store


async def practice_level(store: Store, guild_id: int, kind: str, user_id: int) -> str:
    played, last = await store.matches.last_bot_level(guild_id, kind, user_id)
    if not played:
        return EASY
    return last or DEFAULT
