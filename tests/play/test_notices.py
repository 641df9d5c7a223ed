"""A member's notice setting and the server's default pace: stored, read back, and a value
not offered refused with nothing changed."""

from __future__ import annotations

import pytest

from play.errors import PlayError
from play.notices import (
    NoticeChoices,
    Notices,
    dm_refused,
    notices_of,
    set_notices,
    take_dm_refused,
)
from play.pace import Pace, PaceKind
from play.service import MatchService
from play.settings import set_server_pace


async def test_notices_default_to_the_channel_and_keep_a_choice(service: MatchService):
    store = service.store
    assert await notices_of(store, 10) == Notices.CHANNEL
    assert await set_notices(store, 10, "dm") == Notices.DM
    assert await notices_of(store, 10) == Notices.DM and await notices_of(store, 20) == (
        Notices.CHANNEL)
    assert Notices.BOTH.by_dm and Notices.BOTH.in_channel and not Notices.DM.in_channel
    with pytest.raises(PlayError, match="nothing changed"):
        await set_notices(store, 10, "pigeon")
    assert await notices_of(store, 10) == Notices.DM


async def test_a_refused_dm_is_told_once(service: MatchService):
    store = service.store
    assert not await take_dm_refused(store, 10)
    await dm_refused(store, 10)
    assert await take_dm_refused(store, 10)
    assert not await take_dm_refused(store, 10)


async def test_refusals_at_every_turn_are_told_once_until_the_member_chooses_again(
        service: MatchService):
    store = service.store
    await dm_refused(store, 10)
    assert await take_dm_refused(store, 10)
    for _ in range(3):  # each later turn's DM refused again: not said again
        await dm_refused(store, 10)
        assert not await take_dm_refused(store, 10)
    await set_notices(store, 10, "dm")  # a new choice: the next refusal is said
    await dm_refused(store, 10)
    assert await take_dm_refused(store, 10)


async def test_a_server_default_pace_is_kept_and_a_forged_one_refused(service: MatchService):
    assert await set_server_pace(service.store, 1, "live:600+30") == Pace(PaceKind.LIVE, 600, 30)
    assert await service.server_pace(1) == Pace(PaceKind.LIVE, 600, 30)
    with pytest.raises(PlayError, match="nothing changed"):
        await set_server_pace(service.store, 1, "live:1+0")
    assert await service.server_pace(1) == Pace(PaceKind.LIVE, 600, 30)
    assert await service.server_pace(2) == Pace(PaceKind.FIXED)


async def test_a_move_after_the_clock_ran_out_is_refused(service: MatchService):
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0,
                               pace=Pace(PaceKind.LIVE, 180, 10))
    mover = step.match.players[step.game.to_move or 0]
    code = str(step.game.legal_actions()[0])
    with pytest.raises(PlayError, match="clock has run out"):
        await service.act(step.match.id, mover, code, step.match.version, 180.0)
    assert (await service.live(step.match.id)).version == step.match.version
    assert (await service.act(step.match.id, mover, code, step.match.version, 179.0)).match


async def test_a_choice_is_read_once_a_while_and_a_new_one_seen_at_once(service: MatchService):
    """NoticeChoices keeps what it read for `ttl` seconds (a turn notice costs no store round
    trip), sees its own `choose` at once, and another process's choice after `ttl`."""
    store = service.store
    at = [0.0]
    reads = []
    real = store.settings.member_value

    async def counted(user_id: int, name: str) -> str | None:
        reads.append(user_id)
        return await real(user_id, name)

    store.settings.member_value = counted  # type: ignore[method-assign]
    kept = NoticeChoices(store, lambda: at[0], ttl=60)
    assert await kept.of(7) == Notices.CHANNEL and await kept.of(7) == Notices.CHANNEL
    assert reads == [7]
    assert await kept.choose(7, "dm") == Notices.DM and await kept.of(7) == Notices.DM
    await set_notices(store, 7, "both")  # another process
    at[0] = 30
    assert await kept.of(7) == Notices.DM
    at[0] = 61
    assert await kept.of(7) == Notices.BOTH
    with pytest.raises(PlayError):
        await kept.choose(7, "pigeon")
    assert await kept.of(7) == Notices.BOTH
