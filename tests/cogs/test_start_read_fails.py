"""A start whose first store reads fail still pays what the database owes: the thread check
(one read of every live match in a thread, then ending each one whose thread is gone) failing
must not skip the owed publications nor the bots' turns (cogs.commands.games on_ready)."""

from __future__ import annotations

from typing import Any

import pytest

from bot import create_bot
from cogs.kit.common import now
from play.service import MatchService
from play.step import load_game
from store import Matches, StoreBusy
from tests.cogs.helpers import custom_ids, start_match, table_message


def fails_once(monkeypatch: pytest.MonkeyPatch, owner: type, name: str) -> list[str]:
    """`owner.name` raises StoreBusy on its first call (a database busy for a moment), then
    works; the list says whether it was called."""
    real = getattr(owner, name)
    calls: list[str] = []

    async def once(self: Any, *args: Any, **kw: Any) -> Any:
        calls.append(name)
        if len(calls) == 1:
            raise StoreBusy("the test's database is busy for a moment")
        return await real(self, *args, **kw)

    monkeypatch.setattr(owner, name, once)
    return calls


async def move_unshown(world: Any, match: Any, *members: Any) -> Any:
    """The player to move's first legal move, stored and never shown (as a commit whose answer
    was lost, or a crash after it, leaves it); the member who moves next (of `members`, else
    of alice, bob and carol)."""
    def member(uid: int) -> Any:  # None for a bot's seat
        known = (*members, world.alice, world.bob, world.carol)
        return next((m for m in known if m.id == uid), None)

    game = load_game(match)
    mover = member(match.players[game.to_move])
    await world.bot.service.act(match.id, mover.id, str(game.legal_actions()[0]), match.version,
                                now())
    moved = await world.bot.store.matches.get(match.id)
    assert moved.version == match.version + 1 and moved.published_version == match.version
    return member(moved.players[load_game(moved).to_move])


async def threaded_match(world: Any, challenger: Any, opponent: Any) -> Any:
    """A match accepted in #games, played in a thread of its own."""
    res = await challenger.slash(world.channel, "mandala challenge", opponent=opponent)
    accept = next(c for c in custom_ids(res.response) if c.startswith("g:accept:"))
    await opponent.click(res.response, custom_id=accept)
    thread = world.channel.threads[-1]
    match = await world.bot.store.matches.live_in_channel(thread.id)
    assert match is not None and match.thread_id == thread.id
    return match


def notices(channel: Any, member: Any) -> list[Any]:
    return [m for m in channel.history()
            if m.content.startswith(f"🔔 {member.mention}, it's your turn")]


async def test_the_first_read_at_start_failing_once_still_shows_what_is_owed(
        world, settings, monkeypatch):
    match = await start_match(world)
    nxt = await move_unshown(world, match)
    table = table_message(world.channel)
    calls = fails_once(monkeypatch, Matches, "live_in_threads")
    await world.env.restart_bot(create_bot(settings))
    await world.env.settle()
    assert calls, "the start did not look for threads"
    shown = table_message(world.channel)
    assert shown.id == table.id and shown.content != table.content, "the owed move was skipped"
    assert f"<@{nxt.id}>" in shown.content and len(notices(world.channel, nxt)) == 1
    after = await world.bot.store.matches.get(match.id)
    assert after.published_version == after.version == match.version + 1


@pytest.mark.threads
async def test_ending_one_orphan_failing_at_start_does_not_skip_the_rest(
        world, settings, monkeypatch):
    """Two matches in threads: one's thread was deleted while the bot was away, and ending it
    fails once (busy); the other owes a move. The move is still shown."""
    dave = world.guild.add_member(world.env.create_user("dave"))
    gone = await threaded_match(world, world.alice, world.bob)
    owing = await threaded_match(world, world.carol, dave)
    thread = next(t for t in world.channel.threads if t.id == owing.place_id)
    nxt = await move_unshown(world, owing, dave)
    table = table_message(thread)
    backend = world.env.backend
    del backend.channels[gone.place_id]  # gone without a word to the bot, as during a downtime
    backend.guilds[world.guild.id].thread_ids.remove(gone.place_id)
    calls = fails_once(monkeypatch, MatchService, "cancel")
    await world.env.restart_bot(create_bot(settings))
    await world.env.settle()
    assert calls, "the start did not try to end the orphan"
    shown = table_message(thread)
    assert shown.id == table.id and shown.content != table.content, "the owed move was skipped"
    assert len(notices(thread, nxt)) == 1
    after = await world.bot.store.matches.get(owing.id)
    assert after.published_version == after.version == owing.version + 1
