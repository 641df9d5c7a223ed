"""Playing against the bot itself: a whole Mandala match by clicks, its moves appearing like a
player's, unrated (its result says so), no timeouts for it, a restart while it is to move."""

from __future__ import annotations

import asyncio
import random

from bot import create_bot
from cogs.commands.games import GamesCog
from play.errors import PlayError
from play.level_strength import strength
from play.step import load_game
from store import level_id
from tests.cogs.conftest import in_process_chooser
from tests.cogs.helpers import cog
from tests.cogs.test_flowers import play
from tests.cogs.test_timeouts import advance


def stall_the_bot(world) -> asyncio.Event:
    """Make the bot's thinking fail, as if its process died; the event is set once it tried."""
    stalled = asyncio.Event()

    async def fails_to_think(*args) -> str:
        stalled.set()
        raise PlayError("the process stopped")

    cog(world.bot, GamesCog).flow.pipeline.bots.chooser = fails_to_think
    return stalled


async def until_a_bot_is_to_move(world, match):
    """Alice plays random moves until a bot seat is to move; returns the match then."""
    for moves in range(10):
        match = await world.bot.store.matches.get(match.id)
        game = load_game(match)
        if match.bot_level(game.to_move) is not None:
            break
        await play(world, world.alice, match, random.Random(moves).choice(game.legal_actions()))
    await world.env.settle()
    return await world.bot.store.matches.get(match.id)


def the_bot(world):
    """The bot's own account, as a user a member can pick in a slash command option."""
    from simcord.builders import UserHandle

    return UserHandle(world.env, world.env.backend.bot_user)


A_MOVE = 5.0  # seconds a member takes over a move: the bots' table edits are never held back
# for the channel's pace (cogs.kit.pacing), which simulated time standing still would trip


async def human_moves(world, member, rng: random.Random, limit: int = 400):
    """Play the member's turns by clicks until the match ends; the bot plays its own."""
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    for _ in range(limit):
        match = await world.bot.store.matches.get(match.id)
        if not match.is_live:
            return match
        game = load_game(match)
        assert match.bot_level(game.to_move) is None, "the bot did not move on its turn"
        assert match.players[game.to_move] == member.id
        await play(world, member, match, rng.choice(game.legal_actions()))
        await world.env.advance_time(A_MOVE)
    raise AssertionError("the match did not end")


async def test_a_whole_mandala_match_against_the_bot(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=the_bot(world),
                                  level="easy")
    assert "Bot (easy)" in res.response.content and not res.response.components
    assert "expires" not in res.response.content
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match.bots == (None, "easy") and match.players[1] < 0
    final = await human_moves(world, world.alice, random.Random(4))
    assert final.status == "finished"
    log = await world.bot.store.log.actions(final.id)
    assert any(entry.seat == 1 for entry in log)  # the bot played its seat
    assert "Bot (easy)" in "\n".join(m.content for m in world.channel.history())
    assert await world.bot.store.results.leaderboard(world.guild.id, "mandala",
                                                     provisional=True) == []
    # practice is unrated (issue 46): no pool holds a rating, and the result says so
    for who in (world.alice.id, level_id("easy")):
        assert await world.bot.store.results.standing(world.guild.id, "mandala:ai", who) is None
    final_table = next(m.content for m in world.channel.history()
                       if "Practice game: not rated" in m.content)
    assert "Ratings:" not in final_table
    res = await world.carol.slash(world.channel, "mandala stats", member=the_bot(world))
    fields = {f["name"]: f["value"] for f in res.response.embeds[0].to_dict()["fields"]}
    for level in ("easy", "normal", "hard", "expert"):  # each level's measured strength
        rating = strength("mandala", level)
        said = fields[level.capitalize()]
        assert said == (f"≈ {rating}" if rating is not None else "not measured yet")


async def test_the_bot_never_times_out_and_a_restart_resumes_its_turn(world, settings):
    stalled = stall_the_bot(world)
    await world.alice.slash(world.channel, "mandala practice", level="normal")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match.bots == (None, "normal")
    before = await until_a_bot_is_to_move(world, match)
    assert stalled.is_set() and before.remind_at is None  # no clock runs for the bot
    await advance(world.env, 40 * 3600)
    assert (await world.bot.store.matches.get(match.id)).is_live  # it never times out
    await world.env.restart_bot(create_bot(settings, chooser=in_process_chooser))
    await world.env.settle()
    after = await world.bot.store.matches.get(match.id)
    assert after.version > before.version, "the bot did not resume its turn after a restart"
    game = load_game(after)
    if after.is_live and after.bot_level(game.to_move) is None:
        assert after.remind_at is not None  # the member is to move again: their clock runs


async def test_only_this_bot_may_be_challenged(world):
    robot = world.guild.add_member(world.env.create_user("robot", bot=True))
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=robot)
    assert res.ephemeral and "Bots can't play" in res.response.content
    assert await world.bot.store.matches.live_in_channel(world.channel.id) is None
