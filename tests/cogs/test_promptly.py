"""`in_time`: a public command whose work outlasts the grace is deferred (privately) while it
runs, so Discord's 3 seconds are kept; quick work is answered as before, without a defer."""

from __future__ import annotations

import asyncio
import time
from typing import Any
from unittest import mock

import discord

from cogs import promptly


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
    assert await promptly.post(fake, content="a challenge") is sent
    fake.edit_original_response.assert_awaited_once_with(content="Posted below.")
    fake.followup.send.assert_awaited_once_with(wait=True, content="a challenge")
    fake.response.send_message.assert_not_called()
