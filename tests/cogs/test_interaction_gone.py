"""An interaction Discord no longer takes (10062 Unknown interaction: its 3 seconds passed)
gets no second callback: "Something went wrong" sent after a refused defer would only be
refused again, one more request against the bot's rate limit, and the log would call it an
unexpected error."""

from __future__ import annotations

import logging
from typing import Any

import discord

from cogs.kit.common import gone
from tests.cogs.helpers import hand_button, start_match, table_message


def _callbacks(world: Any, interaction_id: int) -> list[Any]:
    path = f"/interactions/{interaction_id}/"
    return [r for r in world.env.http_requests if r.method == "POST" and r.path.startswith(path)]


async def test_a_refused_defer_is_not_followed_by_a_second_callback(world, caplog):
    await start_match(world)
    table = table_message(world.channel)
    world.env.inject_error("POST", "/interactions/*/*/callback", status=404, code=10062,
                           message="Unknown interaction", times=None)
    with caplog.at_level(logging.WARNING, logger="mandala.cogs"):
        res = await world.alice.click(table, custom_id=hand_button(table))
    world.env.backend.faults.clear()
    assert len(_callbacks(world, res._interaction.id)) == 1, "only the refused defer was sent"
    assert "interaction is gone" in caplog.text
    assert "unexpected error" not in caplog.text


def test_only_discords_gone_codes_count_as_gone():
    response: Any = type("R", (), {"status": 404, "reason": "Not Found"})()
    assert gone(discord.NotFound(response, {"code": 10062, "message": "Unknown interaction"}))
    assert gone(discord.NotFound(response, {"code": 10015, "message": "Unknown Webhook"}))
    assert not gone(discord.NotFound(response, {"code": 10008, "message": "Unknown Message"}))
    assert not gone(RuntimeError("10062"))
