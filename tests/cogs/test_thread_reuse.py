"""A thread that outlives its first match: a rematch played in it, or a practice started in
it once its match ended, is that thread's match for everything a thread's match gets: the
result line in the channel, the short archive after the end, and a moderator's deletion or
archiving (also while the bot was down) ending it unrated with the channel told."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot import create_bot
from store import rating_kind
from tests.cogs.helpers import table_message
from tests.cogs.helpers import told as answer_of
from tests.cogs.test_timeouts import HOUR, advance

pytestmark = pytest.mark.threads

HOW = ["rematch", "practice"]


async def forfeit(member, thread) -> None:
    res = await member.slash(thread, "mandala forfeit")
    await member.click(res.response, label="Yes, forfeit")


async def reused_thread(world, how: str):
    """A match played and forfeited in its own thread, then a second one in that thread: the
    Rematch button pressed there, or `/mandala practice` used there."""
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.bob.click(res.response, label="Accept")
    thread = world.channel.threads[0]
    await forfeit(world.alice, thread)
    if how == "rematch":
        res = await world.bob.click(table_message(thread), label="Rematch")
        offer = answer_of(res).message  # the click was deferred: the offer is its own message
        await world.alice.click(offer, label="Accept")
    else:
        res = await world.alice.slash(thread, "mandala practice")
        assert not res.ephemeral
        offer = res.response
    match = await world.bot.store.matches.live_in_channel(thread.id)
    assert match is not None and match.rematch_of == (1 if how == "rematch" else None)
    assert len(world.channel.threads) == 1  # no second thread
    started = world.env.backend.messages[thread.id][offer.id].content
    assert "begins below" in started and f"<#{thread.id}>" not in started  # not a self-link
    return match, thread


def told(world, match) -> list[str]:
    """What the channel was told about `match` (its 🏁 lines)."""
    return [m.content for m in world.channel.history()
            if m.content.startswith(f"🏁 **Mandala** match #{match.id} ")]


async def standings(world) -> list[object]:
    """Every rating alice and bob hold here, with and without the bot."""
    return [await world.bot.store.results.standing(world.guild.id, pool, uid)
            for uid in (world.alice.id, world.bob.id)
            for pool in ("mandala", rating_kind("mandala", True))]


async def ended_unrated(world, match, before: list[object]) -> None:
    ended = await world.bot.store.matches.get(match.id)
    assert (ended.status, ended.outcome) == ("cancelled", "cancelled")
    assert await standings(world) == before


@pytest.mark.parametrize("how", HOW)
async def test_the_second_matchs_result_reaches_the_channel(world, how):
    match, thread = await reused_thread(world, how)
    await forfeit(world.alice, thread)
    assert not (await world.bot.store.matches.get(match.id)).is_live
    line = world.channel.last_message.content
    assert line.startswith(f"🏁 **Mandala** match #{match.id} in <#{thread.id}>: ")
    assert "(alice forfeited)" in line
    assert not [m for m in thread.history() if m.content.startswith("🏁")]  # not in the thread


@pytest.mark.parametrize("how", HOW)
async def test_the_second_matchs_thread_archives_after_the_setting(world, how):
    _, thread = await reused_thread(world, how)
    meta = world.env.backend.channels[thread.id].thread_metadata
    assert meta.auto_archive_duration == 10080  # a week while playing
    await forfeit(world.alice, thread)
    assert meta.auto_archive_duration == world.bot.settings.thread_archive_minutes == 60


@pytest.mark.parametrize("removed", ["deleted", "archived"])
@pytest.mark.parametrize("how", HOW)
async def test_a_moderator_removing_the_thread_tells_the_channel(world, how, removed):
    match, thread = await reused_thread(world, how)
    before = await standings(world)
    if removed == "deleted":
        world.env.backend.delete_channel(thread.id)
    else:
        world.env.backend.edit_channel(thread.id, {}, thread_metadata={"archived": True})
    await world.env.settle()
    await ended_unrated(world, match, before)
    assert told(world, match) == [
        f"🏁 **Mandala** match #{match.id} ended unrated: its thread was {removed}."]


async def while_down(world, settings, change: Callable[[], None]) -> None:
    """Stop the bot, make `change` in Discord meanwhile, start a fresh bot on the same
    database. Discord delivers no event to a bot that is not connected, and a new session
    starts from the guild's state as it is then: so the running bot is cut off from every
    event (simcord's gateway subscribers) while the change is made, then replaced."""
    backend = world.env.backend
    connected = list(backend.subscribers)
    backend.subscribers.clear()
    try:
        change()
    finally:
        backend.subscribers.extend(connected)
    await world.env.restart_bot(create_bot(settings))


def archive(world, thread) -> None:
    """A moderator archives the thread; a bot starting afterwards is not told of it (Discord
    lists only active threads in the guild it sends at start), so it has to ask."""
    backend = world.env.backend
    backend.edit_channel(thread.id, {}, thread_metadata={"archived": True})
    backend.guilds[world.guild.id].thread_ids.remove(thread.id)


@pytest.mark.parametrize("removed", ["deleted", "archived"])
@pytest.mark.parametrize("how", HOW)
async def test_a_thread_removed_while_the_bot_was_down_ends_its_match_at_start(
        world, settings, how, removed):
    match, thread = await reused_thread(world, how)
    # the member to move is near their timeout (36 h: reminded after 12, out 24 later)
    await advance(world.env, 35 * HOUR)
    live = await world.bot.store.matches.get(match.id)
    assert live.is_live and live.forfeit_at is not None  # a member's turn, due within 3 h
    before = await standings(world)
    if removed == "deleted":
        await while_down(world, settings, lambda: world.env.backend.delete_channel(thread.id))
    else:
        await while_down(world, settings, lambda: archive(world, thread))
    # the start found it: ended unrated, the channel told
    await ended_unrated(world, match, before)
    assert told(world, match) == [
        f"🏁 **Mandala** match #{match.id} ended unrated: its thread was {removed}."]
    # and the timeout that was due next gives nobody a loss
    await advance(world.env, 3 * HOUR)
    await ended_unrated(world, match, before)
    assert len(told(world, match)) == 1


@pytest.mark.parametrize("how", HOW)
async def test_an_archived_thread_the_start_could_not_look_at_gives_no_timeout_loss(
        world, settings, how):
    """The start could not ask Discord about the thread (it failed then): the timeout that
    falls due later finds it archived and ends the match unrated, as the start would have."""
    match, thread = await reused_thread(world, how)
    await advance(world.env, 35 * HOUR)
    before = await standings(world)
    world.env.inject_error("GET", f"/channels/{thread.id}", status=403, code=50001,
                           message="Missing Access", times=1)
    await while_down(world, settings, lambda: archive(world, thread))
    assert (await world.bot.store.matches.get(match.id)).is_live  # the start could not tell
    await advance(world.env, 3 * HOUR)
    await ended_unrated(world, match, before)
    assert told(world, match) == [
        f"🏁 **Mandala** match #{match.id} ended unrated: its thread was archived."]


@pytest.mark.parametrize("private", [False, True])
async def test_a_practice_in_a_members_own_thread(world, private):
    """A public thread is the match's thread whoever made it: its channel gets the result.
    A private one stays the match's whole place: the channel, which can't see into it, is
    told nothing of it."""
    backend = world.env.backend
    made = backend.create_thread(world.channel.id, "chat", world.alice.id,
                                 type=12 if private else 11)  # Discord's thread types
    backend.add_thread_member(made.id, backend.bot_user.id)
    await world.env.settle()
    thread = next(t for t in world.channel.threads if t.id == made.id)
    res = await world.alice.slash(thread, "mandala practice")
    assert not res.ephemeral
    match = await world.bot.store.matches.live_in_channel(thread.id)
    assert match is not None and table_message(thread)
    assert (match.channel_id, match.thread_id) == (
        (thread.id, None) if private else (world.channel.id, thread.id))
    await forfeit(world.alice, thread)
    assert len(told(world, match)) == (0 if private else 1)
