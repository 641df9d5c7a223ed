"""A rematch is of a match that ended with a result; the service refuses any other, whoever
calls it (a forged button, or a caller passing `rematch_of` itself), so none skips the
cooldown."""

from __future__ import annotations

import pytest

from play.errors import PlayError
from play.service import MatchService


async def rematch_challenge(service: MatchService, match_id: int, now: float):
    return await service.challenge("mandala", guild_id=1, channel_id=7, challenger_id=10,
                                   invited=[20], now=now, expires_at=now + 600,
                                   rematch_of=match_id)


async def test_a_live_or_cancelled_match_has_no_rematch(service):
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0)
    mid = step.match.id
    for ask in (service.rematch(mid, 10), rematch_challenge(service, mid, 1.0)):
        with pytest.raises(PlayError, match="still being played"):
            await ask
    await service.cancel(mid, 2.0)
    for ask in (service.rematch(mid, 10), rematch_challenge(service, mid, 3.0)):
        with pytest.raises(PlayError, match="was cancelled"):
            await ask
    assert await service.store.challenges.rematch_of(mid) is None
    assert await service.store.challenges.last_at(10) is None  # nothing was stored
