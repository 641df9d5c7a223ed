"""Shared constants and a one-line way to start a match."""

from __future__ import annotations

from collections.abc import Sequence

from store import Match, MatchEnd, Store

GUILD = 1000
T0 = 1_700_000_000.0


async def start(
    store: Store,
    players: Sequence[int] = (1, 2),
    *,
    channel: int = 500,
    kind: str = "mandala",
    now: float = T0,
    remind_at: float | None = T0 + 100,
    forfeit_at: float | None = T0 + 200,
    challenge_id: int | None = None,
    rematch_of: int | None = None,
    thread_id: int | None = None,
) -> Match:
    return await store.matches.create(
        kind=kind, guild_id=GUILD, channel_id=channel, players=players, state='{"v": 0}',
        now=now, remind_at=remind_at, forfeit_at=forfeit_at, challenge_id=challenge_id,
        rematch_of=rematch_of, thread_id=thread_id,
    )


async def finish(
    store: Store,
    match: Match,
    ranks: Sequence[int],
    *,
    rated: bool = True,
    outcome: str = "normal",
    now: float = T0 + 10,
) -> Match | None:
    """Record a last action that ends `match` with these per-seat ranks."""
    end = MatchEnd(
        outcome=outcome, ranks=tuple(ranks), scores=tuple(10 - r for r in ranks), rated=rated
    )
    return await store.matches.record(
        match.id, expected_version=match.version, seat=0, action="end", state='{"over": true}',
        now=now, end=end,
    )
