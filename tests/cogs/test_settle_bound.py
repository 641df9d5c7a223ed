"""The suite holds under load: simcord's bound on waiting for the bot (its default 5 s of wall
time) is one no loaded machine reaches, and the waits the flows mean are simulated time, so
the bound never decides a test (issue 45, item 13)."""

from __future__ import annotations

import time
from typing import Any

from present.gameui import UIS
from tests.cogs.helpers import custom_ids, hand_button, live_game, start_match, table_message
from tests.conftest import SETTLE_S

SLOW_S = 6.0  # a picture slower than simcord's default bound, as one was at load 25 (25 s)


async def test_a_flow_waits_for_a_picture_slower_than_simcords_default_bound(world,
                                                                            monkeypatch):
    assert world.env.settle_timeout == SETTLE_S >= 300
    ui: Any = UIS["mandala"]
    real = ui.table_png

    def slow(*args: Any, **kw: Any) -> bytes:
        time.sleep(SLOW_S)  # real work in the picture's thread, as on a loaded machine
        return real(*args, **kw)

    monkeypatch.setattr(ui, "table_png", slow)
    await start_match(world)  # the first table's picture: 6 s of wall time
    assert table_message(world.channel).attachments, "the table was posted with its picture"


async def test_a_deadline_minutes_away_is_simulated_time_not_a_wait(world):
    """A live match's clock (3 minutes) sleeps the deadline alarm until it runs out. Within the
    suite's bound a plain sleep would be waited out for real at the next click (3 minutes of
    wall time) and the mover lose on time meanwhile; here it ends only by simulated time."""
    started = time.monotonic()
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob,
                                  pace="live:180+10")
    accept = next(c for c in custom_ids(res.response) if c.startswith("g:accept:"))
    await world.bob.click(res.response, custom_id=accept)
    table = table_message(world.channel)
    await world.alice.click(table, custom_id=hand_button(table))
    assert time.monotonic() - started < SETTLE_S / 2, "no click waited for the deadline"
    match, _ = await live_game(world)
    assert match.outcome is None, "nobody lost on time by wall time"
    await world.env.advance_time(181)
    match = await world.bot.store.matches.get(match.id)
    assert match.outcome is not None, "the clock runs out in simulated time"
