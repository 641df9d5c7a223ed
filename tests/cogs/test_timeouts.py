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
    assert (await world.bot.store.matches.get(match.id)).is_live
    await advance(world.env, 1 * HOUR + 120)
    ended = await world.bot.store.matches.get(match.id)
    assert ended.status == "finished" and ended.outcome == "timeout"
    assert "ran out of time" in table_message(world.channel).content
    loser = await world.bot.store.results.standing(world.guild.id, "mandala", idle.id)
    winner = await world.bot.store.results.standing(world.guild.id, "mandala", waiting.id)
    assert (winner.wins, winner.losses, loser.wins, loser.losses) == (1, 0, 0, 1)
    assert winner.mu > 1500 > loser.mu


async def test_a_move_resets_the_clock(world):
    import random

    from tests.cogs.helpers import play_one

    match = await start_match(world)
    await advance(world.env, 11 * HOUR)
    await play_one(world, random.Random(1))
    await advance(world.env, 11 * HOUR)
    assert not any("still your move" in m.content for m in world.channel.history())
    assert (await world.bot.store.matches.get(match.id)).is_live


async def test_another_seat_leaving_keeps_the_idle_players_clock(world):
    from play.step import load_game
    from tests.cogs.test_flowers import members

    res = await world.alice.slash(world.channel, "flowers challenge", opponent=world.bob,
                                  opponent2=world.carol)
    for who in (world.bob, world.carol):
        await who.click(res.response, label="Accept")
    match, game = await live_game(world)
    idle = match.players[game.to_move]
    leaver = members(world)[match.players[(game.to_move + 1) % 3]]
    await advance(world.env, 30 * HOUR)  # reminded at 12 h, times out at 36 h
    before = await world.bot.store.matches.get(match.id)
    assert before.is_live and before.reminded

    await leaver.slash(world.channel, "flowers forfeit")
    ask = [m for m in world.channel.history(viewer=leaver) if "Forfeit" in m.content][-1]
    await leaver.click(ask, label="Yes, forfeit")
    after = await world.bot.store.matches.get(match.id)
    assert after.is_live and after.players[load_game(after).to_move] == idle
    assert (after.remind_at, after.forfeit_at, after.reminded, after.turn_started_at) == (
        before.remind_at, before.forfeit_at, True, before.turn_started_at)

    await advance(world.env, 6 * HOUR + 120)
    ended = await world.bot.store.matches.get(match.id)
    assert ended.status == "finished" and ended.outcome == "timeout"  # at 36 h, not 30 h + 36 h
    reminders = [m for m in world.channel.history() if "still your move" in m.content]
    assert len(reminders) == 1 and f"<@{idle}>" in reminders[0].content
