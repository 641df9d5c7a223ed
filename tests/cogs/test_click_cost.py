"""One click, little work (issue 38): a one-card move chosen in the private panel costs one
state parse and at most 5 store round trips, and a click late in a long match reads no more
of the action log than one early in it (no replay from the deal). Counted on the real bot in
simcord, its database wrapped (bench.click)."""

from __future__ import annotations

import random

from bench.click import Watcher, one_card_click, random_move
from tests.cogs.helpers import start_match


async def a_one_card_click(world, rng):
    """Watch the first one-card move chosen from a panel (random moves until one is offered)."""
    watcher = Watcher(world.env, world.bot)
    players = {m.id: m for m in (world.alice, world.bob)}
    for _ in range(40):
        trace = await one_card_click(world.env, watcher, world.channel, players)
        if trace is not None:
            return trace
        assert await random_move(world.env, world.channel, world.bot, rng)
    raise AssertionError("no one-card move was offered")


async def test_a_one_card_click_costs_one_state_load_and_at_most_five_round_trips(world):
    await start_match(world)
    trace = await a_one_card_click(world, random.Random(3))
    assert trace.loads == 1, "\n".join(trace.lines())
    assert len(trace.store) <= 5, "\n".join(trace.lines())
    # the same Discord calls as ever: the deferral, the panel, the table, the turn notice
    assert len(trace.http) <= 4, "\n".join(trace.lines())


async def test_a_click_late_in_a_long_match_reads_no_more_of_the_log(world):
    await start_match(world)
    rng = random.Random(5)
    early = await a_one_card_click(world, rng)
    for _ in range(50):
        assert await random_move(world.env, world.channel, world.bot, rng)
    late = await a_one_card_click(world, rng)
    match = await world.bot.store.live_match_in_channel(world.channel.id)
    assert match.version > 50
    assert late.loads == early.loads == 1, "\n".join(late.lines())
    assert len(late.store) == len(early.store)
    # the moves since the reader's turn, not the match: a round's worth of rows at most
    assert late.rows_of("action_log") <= 6, "\n".join(late.lines())
