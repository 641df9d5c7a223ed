"""A practice that ends on a bot's move shows its end: played quickly, the bots' table edits are
held for the channel's pace (cogs.kit.pacing), the bot's last step among them; once the channel
has room (the pacing delay, no sweep), the table shows the result with Rematch and Replay.
The held final step was dropped as "no longer live" by the check that keeps an old live step
off a finished table, and the table stayed "🤖 … is thinking…" until the next sweep."""

from __future__ import annotations

import random

import pytest

from cogs.commands.games import GamesCog
from cogs.kit.pacing import TICK, WINDOW
from play.step import load_game
from tests.cogs.helpers import cog, custom_ids, table_message
from tests.cogs.test_table_pace import member_moves

BRISK = 0.05  # seconds a member takes over a move: the bots' edits are held for the pace


async def quickly_to_a_held_end(world, command: str, **options):
    """Start a practice and play the member's turns at once, until the match ends on a bot's
    move whose table the pacing holds (tries a few games: a seed whose last move is the
    member's shows nothing held). Returns (the finished match, the table before room)."""
    pacer = cog(world.bot, GamesCog).flow.pipeline.pacing
    for seed in range(12):
        rng = random.Random(seed)
        await world.alice.slash(world.channel, command, level="easy", **options)
        match = await world.bot.store.matches.live_in_channel(world.channel.id)
        assert match is not None
        while match.is_live:
            if match.bot_level(load_game(match).to_move) is None:
                await member_moves(world, world.alice, rng)  # from a fresh panel
            await world.env.advance_time(BRISK)
            match = await world.bot.store.matches.get(match.id)
        log = await world.bot.store.log.actions(match.id)
        by_bot = match.bot_level(log[-1].seat) is not None
        if by_bot and match.id in pacer._held:
            return match, table_message(world.channel)
        await world.env.advance_time(3 * WINDOW)  # the next game starts with room
    raise AssertionError("no game ended on a held bot's move")


def shows_the_end(table) -> bool:
    ids = custom_ids(table)
    return (any(c.startswith("g:rematch:") for c in ids)
            and any(c.startswith("g:replay:") for c in ids)
            and not any(c.startswith("g:hand:") for c in ids))


@pytest.mark.parametrize(("command", "options"), [("flowers practice", {"bots": 2}),
                                                  ("mandala practice", {})])
async def test_a_practice_ending_on_a_held_bot_move_shows_its_end_after_the_pace(
        world, command, options):
    match, before = await quickly_to_a_held_end(world, command, **options)
    assert not shows_the_end(before), "the end was not held: the test shows nothing"
    await world.env.advance_time(WINDOW + 2 * TICK)  # the pacing delay, far short of a sweep
    after = table_message(world.channel)
    assert shows_the_end(after), after.content
    assert "thinking" not in after.content
    assert (await world.bot.store.matches.get(match.id)).status == "finished"
