"""Flowers against the bot on Discord: a 3-player practice match by clicks to the final ranks,
an open table with bot seats started by its host, a restart while a bot is to move."""

from __future__ import annotations

import random

from bot import create_bot
from engine.flowers import End
from play.step import load_game
from tests.cogs.conftest import in_process_chooser
from tests.cogs.helpers import table_message
from tests.cogs.test_bot_player import human_moves, stall_the_bot, until_a_bot_is_to_move
from tests.cogs.test_timeouts import advance


async def test_a_three_player_practice_against_two_bots_to_the_end(world):
    res = await world.alice.slash(world.channel, "flowers practice", bots=2, level="easy")
    assert not res.ephemeral, res.response.content
    said = res.response.content
    assert "Bot 1 (easy)" in said and "Bot 2 (easy)" in said and "begins below" in said
    assert "expires" not in said and not res.response.components
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match.kind == "flowers" and match.bots == (None, "easy", "easy")
    assert match.players[0] == world.alice.id and all(p < 0 for p in match.players[1:])
    table = "\n".join(m.content for m in world.channel.history())
    assert "Bot 1 (easy)" in table and "Bot 2 (easy)" in table  # two seats told apart
    final = await human_moves(world, world.alice, random.Random(2))
    assert final.status == "finished"
    log = await world.bot.store.log.actions(final.id)
    assert {entry.seat for entry in log} >= {1, 2}  # both bot seats played
    results = await world.bot.store.results.of_match(final.id)
    ranks = {r.user_id: r.rank for r in results}
    assert set(ranks) == set(final.players) and 1 in ranks.values()
    assert await world.bot.store.results.leaderboard(world.guild.id, "flowers") == []


async def test_an_open_table_with_two_bots_starts_with_them_seated(world):
    res = await world.alice.slash(world.channel, "flowers open", bots=2, level="easy")
    assert not res.ephemeral, res.response.content
    assert "Seated (3/4)" in res.response.content
    assert res.response.content.count("bot (easy)") == 2
    await world.alice.click(res.response, label="Start")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None and match.kind == "flowers"
    assert sorted(match.bots, key=str) == sorted((None, "easy", "easy"), key=str)
    assert match.bot_level(match.players.index(world.alice.id)) is None
    await world.env.settle()
    after = await world.bot.store.matches.get(match.id)
    game = load_game(after)
    assert match.bot_level(game.to_move) is None, "the bots did not play their turns"


async def test_a_restart_resumes_a_flowers_bot_on_its_turn(world, settings):
    stalled = stall_the_bot(world)
    await world.alice.slash(world.channel, "flowers practice", bots=2, level="normal")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match.bots == (None, "normal", "normal")
    before = await until_a_bot_is_to_move(world, match)
    assert stalled.is_set() and before.bot_level(load_game(before).to_move) is not None
    await world.env.restart_bot(create_bot(settings, chooser=in_process_chooser))
    await world.env.settle()
    after = await world.bot.store.matches.get(match.id)
    assert after.version > before.version, "the bot did not resume its turn after a restart"
    game = load_game(after)
    assert not after.is_live or after.bot_level(game.to_move) is None


async def practice_with_two_bots(world):
    await world.alice.slash(world.channel, "flowers practice", bots=2, level="easy")
    await world.env.settle()  # the bots play until it is Alice's turn
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert load_game(match).to_move == 0
    return match


async def assert_ended_without_play_by_the_bots(world, match, outcome: str) -> None:
    """The match ended with Alice's leaving (no bot move after it), ranked where it stood,
    Alice last and unrated (practice); the channel takes a new match."""
    await world.env.settle()
    final = await world.bot.store.matches.get(match.id)
    assert final.status == "finished" and final.outcome == outcome
    log = await world.bot.store.log.actions(match.id)
    assert log[-1].action == outcome and len(log) == final.version
    game = load_game(final)
    assert game.outcome().reason is End.STOPPED
    ranks = {r.seat: r.rank for r in await world.bot.store.results.of_match(match.id)}
    assert ranks == dict(enumerate(game.outcome().ranks)) and ranks[0] == 3
    keys = [(game.scores()[s], len(game.flowers[s])) for s in (1, 2)]
    assert (ranks[1] < ranks[2]) == (keys[0] > keys[1])  # F-E3 between the bots
    assert "Match over" in table_message(world.channel).content
    assert await world.bot.store.results.standing(world.guild.id, "flowers:ai",
                                                  world.alice.id) is None
    assert "Practice game: not rated" in table_message(world.channel).content
    res = await world.alice.slash(world.channel, "flowers practice", level="easy")
    assert not res.ephemeral, res.response.content  # the channel is free again


async def test_the_last_member_forfeiting_ends_a_practice_at_once(world):
    match = await practice_with_two_bots(world)
    await world.alice.slash(world.channel, "flowers forfeit")
    ask = [m for m in world.channel.history(viewer=world.alice) if "Forfeit" in m.content][-1]
    await world.alice.click(ask, label="Yes, forfeit")
    await assert_ended_without_play_by_the_bots(world, match, "forfeit")


async def test_the_last_member_timing_out_ends_a_practice_at_once(world):
    match = await practice_with_two_bots(world)
    await advance(world.env, 36 * 3600 + 1200)
    await assert_ended_without_play_by_the_bots(world, match, "timeout")
