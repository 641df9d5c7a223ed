"""Turn reminders and timeouts come from database deadlines, and survive a restart."""

from bot import create_bot
from tests.cogs.helpers import live_game, start_match, table_message

HOUR = 3600


async def advance(env, seconds: float, chunk: float = 4 * HOUR) -> None:
    """simcord settles after each sweep and bounds one advance_time in real time: go in steps."""
    while seconds > 0:
        await env.advance_time(min(chunk, seconds))
        seconds -= chunk


async def test_reminder_then_forfeit_by_timeout_changes_ratings(world, settings):
    match = await start_match(world)
    _, game = await live_game(world)
    idle = (world.alice, world.bob)[game.to_move]
    waiting = (world.alice, world.bob)[1 - game.to_move]

    await advance(world.env, 11 * HOUR)
    assert not any("still your move" in m.content for m in world.channel.history())

    await world.env.restart_bot(create_bot(settings))  # deadlines are in the database
    await advance(world.env, 1 * HOUR + 120)
    reminders = [m for m in world.channel.history() if "still your move" in m.content]
    assert len(reminders) == 1 and idle.mention in reminders[0].content

    await advance(world.env, 23 * HOUR)
    assert (await world.bot.store.get_match(match.id)).is_live
    await advance(world.env, 1 * HOUR + 120)
    ended = await world.bot.store.get_match(match.id)
    assert ended.status == "finished" and ended.outcome == "timeout"
    assert "ran out of time" in table_message(world.channel).content
    loser = await world.bot.store.standing(world.guild.id, "mandala", idle.id)
    winner = await world.bot.store.standing(world.guild.id, "mandala", waiting.id)
    assert (winner.wins, winner.losses, loser.wins, loser.losses) == (1, 0, 0, 1)
    assert winner.ordinal > loser.ordinal


async def test_a_move_resets_the_clock(world):
    import random

    from tests.cogs.helpers import play_one

    match = await start_match(world)
    await advance(world.env, 11 * HOUR)
    await play_one(world, random.Random(1))
    await advance(world.env, 11 * HOUR)
    assert not any("still your move" in m.content for m in world.channel.history())
    assert (await world.bot.store.get_match(match.id)).is_live
