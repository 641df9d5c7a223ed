"""One click, little work (issue 38): a one-card move chosen in the private panel costs one
state parse and at most 5 store round trips, and a click late in a long match reads no more
of the action log than one early in it (no replay from the deal). Counted on the real bot in
simcord, its database wrapped (bench.click)."""

from __future__ import annotations

import random

from bench.click import Watcher, one_card_click, random_move
from tests.cogs.helpers import (
    counted_option,
    custom_ids,
    hand_button,
    live_game,
    member_for,
    start_match,
    table_message,
)


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
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match.version > 50
    assert late.loads == early.loads == 1, "\n".join(late.lines())
    assert len(late.store) == len(early.store)
    # the moves since the reader's turn, not the match: a round's worth of rows at most
    assert late.rows_of("action_log") <= 6, "\n".join(late.lines())


async def test_a_click_on_a_count_button_costs_the_same(world):
    """The other one-card move: a count chosen after a menu entry that asks for one."""
    await start_match(world)
    watcher = Watcher(world.env, world.bot)
    rng = random.Random(3)
    for _ in range(40):
        match, game = await live_game(world)
        mover = member_for(world, match.players[game.to_move])
        table = table_message(world.channel)
        panel = (await mover.click(table, custom_id=hand_button(table))).response
        try:
            menu, value = counted_option(panel)
        except AssertionError:  # no move with a count this turn
            assert await random_move(world.env, world.channel, world.bot, rng)
            continue
        res = await mover.select(panel, [value], custom_id=menu)
        one = [c for c in custom_ids(res.response) if c.startswith("g:do:")][0]  # one card
        with watcher.watching() as trace:
            await mover.click(res.response, custom_id=one)
        assert (await world.bot.store.matches.get(match.id)).version == match.version + 1
        assert trace.loads == 1 and len(trace.store) <= 5, "\n".join(trace.lines())
        return
    raise AssertionError("no move with a count was offered")
