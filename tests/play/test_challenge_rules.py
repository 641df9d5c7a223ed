"""The service's own rules for challenges, whatever calls it: expiry by the clock it is given,
one open challenge per set of members, a cooldown between a member's challenges."""

from __future__ import annotations

import pytest

from play.errors import AlreadyOpen, Expired, PlayError
from play.service import CHALLENGE_COOLDOWN, MatchService


async def challenge(service: MatchService, challenger: int, invited: list[int], now: float,
                    *, ttl: float = 600.0):
    return await service.challenge("mandala", guild_id=1, channel_id=challenger,
                                   challenger_id=challenger, invited=invited, now=now,
                                   expires_at=now + ttl)


async def test_accepting_after_the_expiry_time_is_refused_before_any_sweep(service):
    ch = await challenge(service, 10, [20], 0.0)
    with pytest.raises(Expired, match="has expired"):
        await service.accept(ch, 20, 600.0)
    with pytest.raises(Expired):
        await service.open_challenge(ch.id, 600.0)
    assert (await service.store.challenges.get(ch.id)).accepted == ()  # nothing changed
    assert await service.open_challenge(ch.id, 599.0) == ch


async def test_one_open_challenge_per_set_of_members_and_a_cooldown(service):
    await challenge(service, 10, [20], 0.0)
    with pytest.raises(AlreadyOpen, match="<@10> already challenged you"):
        await challenge(service, 20, [10], 1.0)
    with pytest.raises(PlayError, match="wait 30 s"):
        await challenge(service, 10, [30], 0.5)
    assert await challenge(service, 10, [30], CHALLENGE_COOLDOWN)
    # once the first has expired, the same members may be challenged again
    assert await challenge(service, 10, [20], 700.0)
