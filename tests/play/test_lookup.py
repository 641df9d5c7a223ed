"""Which match a command means (play.lookup): this channel's live one (or a pointer to the
member's thread), its latest, one of this server by number; another server's match is never
found, and each miss says where to look."""

from __future__ import annotations

import pytest

from play import lookup
from store import MatchOutcome


async def test_the_live_match_of_a_channel_or_where_to_look(service):
    with pytest.raises(lookup.NoneHere, match="no Mandala match in progress"):
        await lookup.live_here(service.store, "mandala", 5, 10)
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0)
    assert (await lookup.live_here(service.store, "mandala", 5, 10)).id == step.match.id
    with pytest.raises(lookup.NoneHere, match="no Flowers match"):
        await lookup.live_here(service.store, "flowers", 5, 10)


async def test_a_match_played_in_a_thread_is_pointed_to(service):
    from play.service import MatchThread

    async def thread() -> MatchThread:
        return MatchThread(channel_id=6, thread_id=66)

    await service.start("mandala", guild_id=1, channel_id=6, players=[10, 20], now=0.0,
                        open_thread=thread)
    with pytest.raises(lookup.InThread, match="<#66>"):
        await lookup.live_here(service.store, "mandala", 6, 10)
    with pytest.raises(lookup.NoneHere):  # not a player of it: nothing to point to
        await lookup.live_here(service.store, "mandala", 6, 99)


async def test_a_number_finds_only_this_servers_match_of_this_game(service):
    with pytest.raises(lookup.NonePlayed, match="No Mandala match has been played"):
        await lookup.numbered(service.store, "mandala", 1, 5, None)
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0)
    mid = step.match.id
    assert (await lookup.numbered(service.store, "mandala", 1, 5, None)).id == mid
    with pytest.raises(lookup.NonePlayed, match="No finished Mandala match"):
        await lookup.numbered(service.store, "mandala", 1, 5, None, finished=True)
    assert (await lookup.numbered(service.store, "mandala", 1, 99, mid)).id == mid
    for kind, guild in (("mandala", 2), ("flowers", 1)):
        with pytest.raises(lookup.NoSuchMatch, match=f"#{mid}"):
            await lookup.numbered(service.store, kind, guild, 5, mid)
    await service.resign(mid, 0, 1.0, outcome=MatchOutcome.FORFEIT)
    assert (await lookup.numbered(service.store, "mandala", 1, 5, None, finished=True)).id == mid
