"""`in_time`: a public command whose work outlasts the grace is deferred (privately) while it
runs, so Discord's 3 seconds are kept; quick work is answered as before, without a defer."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace
from typing import Any
from unittest import mock

import discord
import pytest

from cogs.kit import promptly
from cogs.kit.message import Message


def interaction() -> tuple[Any, list[tuple[float, dict[str, Any]]]]:
    """An Interaction double constrained to discord.py's types, recording each defer."""
    deferred: list[tuple[float, dict[str, Any]]] = []
    response = mock.MagicMock(spec_set=discord.InteractionResponse)
    response.is_done.side_effect = lambda: bool(deferred)

    async def defer(**kw: Any) -> None:
        deferred.append((time.monotonic(), kw))

    response.defer.side_effect = defer
    fake = mock.MagicMock(spec_set=discord.Interaction)
    fake.response = response
    return fake, deferred


async def test_slow_work_is_deferred_privately_after_the_grace(monkeypatch) -> None:
    monkeypatch.setattr(promptly, "GRACE", 0.05)
    fake, deferred = interaction()
    release = asyncio.Event()

    async def slow() -> str:
        await release.wait()  # a database that does not answer yet
        return "done"

    started = time.monotonic()
    job = asyncio.ensure_future(promptly.in_time(fake, slow()))
    while not deferred:
        await asyncio.sleep(0.01)
    assert not job.done()  # deferred while the work still runs
    assert deferred[0][1] == {"ephemeral": True, "thinking": True}
    assert 0.04 <= deferred[0][0] - started < 1.0
    release.set()
    assert await job == "done"


async def test_quick_work_is_not_deferred(monkeypatch) -> None:
    monkeypatch.setattr(promptly, "GRACE", 0.05)
    fake, deferred = interaction()

    async def quick() -> int:
        return 7

    assert await promptly.in_time(fake, quick()) == 7
    await asyncio.sleep(0.1)
    assert deferred == []


async def test_a_command_deferred_privately_posts_its_public_answer_as_a_new_message() -> None:
    """After `in_time` deferred privately, the public answer can't complete the "thinking"
    message (it would stay private): that one says "Posted below." and the answer is a
    message of its own."""
    fake, _ = interaction()
    fake.response.is_done.side_effect = lambda: True
    fake.type = discord.InteractionType.application_command
    fake.locale = discord.Locale.american_english
    sent = mock.MagicMock(spec_set=discord.WebhookMessage)
    fake.followup = mock.MagicMock(spec_set=discord.Webhook)
    fake.followup.send.return_value = sent
    assert await promptly.post(fake, Message("a challenge")) is sent
    fake.edit_original_response.assert_awaited_once_with(content="Posted below.")
    fake.followup.send.assert_awaited_once()
    args, kw = fake.followup.send.await_args
    assert args == ("a challenge",) and kw["wait"] is True
    assert set(kw) == {"wait", "allowed_mentions"}
    fake.response.send_message.assert_not_called()


def late(fake: Any) -> None:
    """Discord refuses the defer: the interaction arrived too late (10062)."""
    gone = SimpleNamespace(status=404, reason="Not Found")
    fake.response.defer.side_effect = discord.NotFound(
        gone, {"code": 10062, "message": "Unknown interaction"})  # type: ignore[arg-type]


async def test_work_past_a_failed_defer_finishes_and_what_it_stored_is_withdrawn(
        monkeypatch) -> None:
    """The defer fails while the work is committing a challenge: cancelled there, the commit
    may land anyway, leaving a challenge nobody sees that refuses every retry for minutes. The
    work is let finish, what it stored is withdrawn, and the failure is still raised."""
    monkeypatch.setattr(promptly, "GRACE", 0.01)
    fake, _ = interaction()
    late(fake)
    committing = asyncio.Event()
    stored: list[str] = []
    withdrawn: list[str] = []

    async def store_a_challenge() -> str:
        await committing.wait()  # the database is slow to answer the commit
        stored.append("challenge 1")
        return "challenge 1"

    async def withdraw(challenge: str) -> None:
        withdrawn.append(challenge)

    job = asyncio.ensure_future(promptly.in_time(fake, store_a_challenge(), undo=withdraw))
    while not fake.response.defer.called:
        await asyncio.sleep(0.005)
    committing.set()
    with pytest.raises(discord.NotFound):
        await job
    assert stored == ["challenge 1"], "the work was cancelled in the middle of its write"
    assert withdrawn == ["challenge 1"]


async def test_work_past_a_failed_defer_with_nothing_to_withdraw_still_finishes(
        monkeypatch) -> None:
    monkeypatch.setattr(promptly, "GRACE", 0.01)
    fake, _ = interaction()
    late(fake)
    release = asyncio.Event()
    finished: list[bool] = []

    async def work() -> None:
        await release.wait()
        finished.append(True)

    job = asyncio.ensure_future(promptly.in_time(fake, work()))
    while not fake.response.defer.called:
        await asyncio.sleep(0.005)
    release.set()
    with pytest.raises(discord.NotFound):
        await job
    assert finished == [True]
