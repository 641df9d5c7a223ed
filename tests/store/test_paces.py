"""A match's pace and live clocks, its challenge's pace, and member settings, on both engines:
written, read back exactly, and the clocks kept by a write that keeps the clock."""

from __future__ import annotations

from store import Store

from .helpers import GUILD, T0


async def test_pace_and_clocks_round_trip(store: Store) -> None:
    m = await store.matches.create(
        kind="mandala", guild_id=GUILD, channel_id=500, players=(1, -1), state='{"v": 0}',
        now=T0, remind_at=None, forfeit_at=T0 + 300, pace="live:300+20",
        clocks=(300.0, None))
    assert (m.pace, m.clocks) == ("live:300+20", (300.0, None))
    moved = await store.matches.record(m.id, expected_version=0, seat=0, action="a1", state="{}",
                                       now=T0 + 12.345678, forfeit_at=None,
                                       clocks=(307.654322, None))
    assert moved is not None and moved.clocks == (307.654322, None)  # exact, not a float32
    kept = await store.matches.record(m.id, expected_version=1, seat=1, action="a2", state="{}",
                                      now=T0 + 20, keep_clock=True, clocks=(1.0, None))
    assert kept is not None and kept.clocks == (307.654322, None)
    assert kept.turn_started_at == T0 + 12.345678
    plain = await store.matches.create(
        kind="mandala", guild_id=GUILD, channel_id=501, players=(1, 2), state='{"v": 0}',
        now=T0, remind_at=None, forfeit_at=None)
    assert (plain.pace, plain.clocks) == (None, None)


async def test_a_challenge_keeps_its_pace(store: Store) -> None:
    ch = await store.challenges.create(kind="mandala", guild_id=GUILD, channel_id=500,
                                       challenger_id=1, invited=[2], now=T0,
                                       expires_at=T0 + 60, pace="daily:2")
    assert ch.pace == "daily:2"
    assert (await store.challenges.get(ch.id)) == ch


async def test_member_and_server_settings(store: Store) -> None:
    assert await store.settings.member_value(7, "notices") is None
    await store.settings.set_member_value(7, "notices", "both")
    await store.settings.set_pace(GUILD, "live:180+10")
    assert await store.settings.member_value(7, "notices") == "both"
    assert await store.settings.member_value(8, "notices") is None
    assert await store.settings.pace(GUILD) == "live:180+10"
    assert await store.settings.pace(GUILD + 1) is None
