"""A match's thread through its life: deleted or archived by a moderator, a restart, the
sweep's reminders and timeouts, a player who left the thread."""

from __future__ import annotations

import pytest

from bot import create_bot
from play.step import load_game
from tests.cogs.helpers import first_move_from_table, member_for, table_message
from tests.cogs.test_timeouts import HOUR, advance

pytestmark = pytest.mark.threads


async def threaded_match(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.bob.click(res.response, label="Accept")
    thread = world.channel.threads[0]
    match = await world.bot.store.matches.live_in_channel(thread.id)
    assert match is not None and match.thread_id == thread.id
    return match, thread


async def move_in(world, thread, match) -> None:
    """The player to move plays one move from the thread's table."""
    match = await world.bot.store.matches.get(match.id)
    game = load_game(match)
    mover = member_for(world, match.players[game.to_move])
    await first_move_from_table(world, mover, table_message(thread), match)
    assert (await world.bot.store.matches.get(match.id)).version == match.version + 1


@pytest.mark.parametrize("how", ["deleted", "archived"])
async def test_a_thread_removed_by_a_moderator_ends_its_match_unrated(world, how):
    match, thread = await threaded_match(world)
    if how == "deleted":
        world.env.backend.delete_channel(thread.id)
    else:
        world.env.backend.edit_channel(thread.id, {}, thread_metadata={"archived": True})
    await world.env.settle()
    ended = await world.bot.store.matches.get(match.id)
    assert ended.status == "cancelled"
    assert await world.bot.store.results.standing(world.guild.id, "mandala", world.alice.id) is None
    said = world.channel.last_message.content
    assert said == f"🏁 **Mandala** match #{match.id} ended unrated: its thread was {how}."


async def test_a_restart_mid_match_finds_the_thread_again(world, settings):
    match, thread = await threaded_match(world)
    before = table_message(thread).content
    await world.env.restart_bot(create_bot(settings))
    await move_in(world, thread, match)
    after = table_message(thread).content
    assert after != before and after.startswith(f"**Mandala** · match #{match.id}")
    assert not any(m.author.bot and "Mandala** · match" in m.content
                   for m in world.channel.history())  # nothing went to the channel instead


async def test_reminders_and_timeouts_go_to_the_thread(world):
    match, thread = await threaded_match(world)
    await advance(world.env, 12 * HOUR + 120)
    assert [m for m in thread.history() if "still your move" in m.content]
    assert not [m for m in world.channel.history() if "still your move" in m.content]
    await advance(world.env, 24 * HOUR + 120)
    ended = await world.bot.store.matches.get(match.id)
    assert ended.outcome == "timeout"
    assert "ran out of time" in table_message(thread).content
    assert world.channel.last_message.content.startswith(f"🏁 **Mandala** match #{match.id}")


async def test_a_player_who_left_the_thread_still_gets_the_turn_notice(world):
    match, thread = await threaded_match(world)
    waiting = match.players[1 - load_game(match).to_move]
    world.env.backend.remove_thread_member(thread.id, waiting)
    await world.env.settle()
    await move_in(world, thread, match)
    notice = [m for m in thread.history() if m.content.startswith("🔔")][-1]
    assert f"<@{waiting}>" in notice.content
    assert [u.id for u in notice.mentions] == [waiting]  # a mention adds them back, notified


async def test_a_thread_deleted_while_the_bot_was_away_ends_its_match(world, settings):
    match, thread = await threaded_match(world)
    backend = world.env.backend
    del backend.channels[thread.id]  # gone without a word to the bot, as during a downtime
    backend.guilds[world.guild.id].thread_ids.remove(thread.id)
    await world.env.restart_bot(create_bot(settings))
    assert (await world.bot.store.matches.get(match.id)).status == "cancelled"
    assert world.channel.last_message.content.endswith("its thread was deleted.")
