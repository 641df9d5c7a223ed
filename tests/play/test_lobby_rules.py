"""The rules of open tables and of closing a challenge, without Discord (play.lobby,
play.challenges): one open table per member, the host leaving closes it, a full table refuses,
and a refusal changes nothing."""

from __future__ import annotations

import pytest

from play import challenges, lobby
from play.errors import NoLongerOpen, NotForYou
from play.service import MatchService
from store import ChallengeStatus, bot_id


async def table(service: MatchService, host: int, bots: tuple[str, ...] = ()):
    return await lobby.open_lobby(service.store, "flowers", guild_id=1, channel_id=host,
                                  host_id=host, now=0.0, expires_at=600.0, options={},
                                  bots=bots)


async def test_a_member_sits_at_one_open_table_at_a_time(service):
    first = await table(service, 10)
    with pytest.raises(lobby.SeatedElsewhere, match="already seated at an open table"):
        await table(service, 10)
    joined = await lobby.join(service.store, first, 20)
    assert joined.seated == (10, 20)
    with pytest.raises(lobby.AlreadySeated):
        await lobby.join(service.store, joined, 20)
    other = await table(service, 30)
    with pytest.raises(lobby.SeatedElsewhere, match="another open table"):
        await lobby.join(service.store, other, 20)
    assert (await service.store.challenges.get(other.id)).seated == (30,)  # nothing changed


async def test_leaving_stands_up_and_the_host_leaving_closes_the_table(service):
    t = await lobby.join(service.store, await table(service, 10), 20)
    with pytest.raises(lobby.NotSeated):
        await lobby.leave(service.store, t, 99)
    assert (await lobby.leave(service.store, t, 20)).seated == (10,)
    assert await lobby.leave(service.store, t, 10) is None
    closed = await service.store.challenges.get(t.id)
    assert closed.status == ChallengeStatus.WITHDRAWN and not closed.is_open
    with pytest.raises(NoLongerOpen, match="This table is no longer open."):
        await lobby.leave(service.store, t, 10)


async def test_a_full_table_refuses_one_more(service):
    t = await table(service, 10, bots=("easy", "easy"))  # Flowers seats at most 4
    assert t.seated == (10, bot_id(1), bot_id(2))
    t = await lobby.join(service.store, t, 20)
    with pytest.raises(lobby.TableFull):
        await lobby.join(service.store, t, 30)


async def test_declining_withdrawing_and_expiring_close_once(service):
    ch = await service.challenge("mandala", guild_id=1, channel_id=5, challenger_id=10,
                                 invited=[20], now=0.0, expires_at=600.0)
    with pytest.raises(NotForYou):
        await challenges.answer_no(service.store, ch, 99)
    assert await challenges.answer_no(service.store, ch, 20) == ChallengeStatus.DECLINED
    with pytest.raises(NoLongerOpen, match="This challenge is no longer open."):
        await challenges.answer_no(service.store, ch, 10)
    assert not await challenges.expire(service.store, ch)  # declined first: no second close
