"""Showing a replay's frame in the match's channel: at most one per member and server every
`SHOW_EVERY` seconds, however fast or how often they press (no discord here). The claim is
store.shown's one upsert on a unique key, so two presses at once can't both pass a check."""

from __future__ import annotations

import math

from play.errors import PlayError
from store import Shown

SHOW_EVERY = 30.0  # seconds between two frames one member shows


class TooSoon(PlayError):
    """This member showed a frame less than `SHOW_EVERY` seconds ago."""

    def __init__(self, wait: float) -> None:
        super().__init__("err.show_wait", s=max(1, math.ceil(wait)))


async def claim(shown: Shown, guild_id: int, user_id: int, now: float) -> str:
    """This member's turn to show a frame (a claim to `give_back` if the post fails), or
    TooSoon with the seconds left."""
    got, wait = await shown.claim(guild_id, user_id, now, SHOW_EVERY)
    if got is None:
        raise TooSoon(wait)
    return got


async def give_back(shown: Shown, guild_id: int, user_id: int, got: str) -> None:
    """Discord refused the post: nothing was shown, so the member need not wait."""
    await shown.release(guild_id, user_id, got)
