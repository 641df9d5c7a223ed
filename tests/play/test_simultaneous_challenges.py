"""Two challenges of the same members pressed at the same moment (two Rematch buttons of two
finished matches between the same pair, or two /challenge commands) open one challenge and
ping once, on both engines: the database's unique key decides, not a check before the insert."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from play.errors import AlreadyOpen
from play.service import MatchService
from store import Challenge, Database, Store


@pytest.fixture
async def service(tmp_path: Path, database_url: str | None) -> AsyncIterator[MatchService]:
    db = await Database.open(database_url or tmp_path / "play.db")
    counter = itertools.count(1)
    yield MatchService(Store(db), reminder_after=100, forfeit_after=100,
                       seeds=lambda: next(counter))
    await db.close()


async def finished(service: MatchService, players: list[int], channel: int) -> int:
    step = await service.start("mandala", guild_id=1, channel_id=channel, players=players,
                               now=0.0)
    await service.resign(step.match.id, 1, 1.0)
    return step.match.id


async def rematch(service: MatchService, match_id: int, user_id: int, now: float) -> Challenge:
    """What the Rematch button does (cogs.handlers.playing.Playing.rematch), below Discord."""
    terms = await service.rematch(match_id, user_id)
    return await service.challenge(
        terms.match.kind, guild_id=1, channel_id=terms.match.channel_id, challenger_id=user_id,
        invited=terms.others, now=now, expires_at=now + 600, options=terms.options,
        rematch_of=match_id)


def checked_together(service: MatchService, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the race certain on both engines: each request's last read before its insert (the
    cooldown's) waits until the other has read too, so both checks see no open challenge (on
    PostgreSQL's pool, one request could otherwise finish before the other starts)."""
    together = asyncio.Barrier(2)
    last_challenge_at = service.store.challenges.last_at

    async def read_then_wait(challenger_id: int) -> float | None:
        found = await last_challenge_at(challenger_id)
        await together.wait()
        return found

    monkeypatch.setattr(service.store.challenges, "last_at", read_then_wait)


async def one_opened(service: MatchService, *asks) -> tuple[Challenge, AlreadyOpen]:
    results = await asyncio.gather(*asks, return_exceptions=True)
    opened = [r for r in results if isinstance(r, Challenge)]
    refused = [r for r in results if isinstance(r, AlreadyOpen)]
    assert len(opened) == 1 and len(refused) == 1, results
    rows = await service.store.db.fetchall("SELECT id FROM challenges WHERE status = 'open'")
    assert [r["id"] for r in rows] == [opened[0].id]  # stored once: posted and pinged once
    assert refused[0].challenge.id == opened[0].id  # the refusal links to it
    return opened[0], refused[0]


async def test_two_rematch_presses_at_once_open_one_challenge(
        service: MatchService, monkeypatch: pytest.MonkeyPatch) -> None:
    first = await finished(service, [10, 20], channel=5)
    second = await finished(service, [20, 10], channel=6)
    checked_together(service, monkeypatch)
    opened, refused = await one_opened(service, rematch(service, first, 10, 2.0),
                                       rematch(service, second, 20, 2.0))
    assert opened.members == {10, 20} and "already challenged" in str(refused)
    # the refused press offered no rematch of its match: it may still be offered later
    offered = [await service.store.challenges.rematch_of(m) for m in (first, second)]
    assert [c.id for c in offered if c is not None] == [opened.id]


async def test_two_challenges_of_the_same_members_at_once_open_one(
        service: MatchService, monkeypatch: pytest.MonkeyPatch) -> None:
    checked_together(service, monkeypatch)

    def ask(challenger: int, invited: list[int]):
        return service.challenge("flowers", guild_id=1, channel_id=challenger,
                                 challenger_id=challenger, invited=invited, now=0.0,
                                 expires_at=600.0)

    await one_opened(service, ask(10, [20, 30]), ask(30, [10, 20]))
