"""A member told "busy" must not leave a stored step unshown: on any StoreBusy (or a database
out of reach) the error answer also starts the owed-publication check, which shows whatever
the database holds and no table shows yet, once the database answers again. And a COMMIT whose
answer was lost is not called "nothing changed" (its store-level half, with a real PostgreSQL
frozen at the COMMIT: tests/store/test_commit_unknown.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import discord
import pytest

from cogs.kit.common import now
from play.retry import LAST_RETRY
from store import StoreBusy
from tests.cogs.helpers import (
    custom_ids,
    live_game,
    member_for,
    start_match,
    table_message,
    told,
)
from tests.cogs.test_answer_in_time import BOUND, choose_first, mover_and_panel, postgres_only
from tests.stalls import pg_lock

MAYBE = "your move may have counted"


def turn_notices(world: Any, member: Any) -> list[Any]:
    return [m for m in world.channel.history()
            if m.content.startswith(f"🔔 {member.mention}, it's your turn")]


@asynccontextmanager
async def commit_answer_lost(world: Any) -> AsyncIterator[None]:
    """The next transaction commits for real, then its answer is lost, as a PostgreSQL frozen
    after receiving the COMMIT leaves it (the store says StoreBusy(maybe_written=True))."""
    db = world.bot.db
    real = db.transaction

    @asynccontextmanager
    async def lost(*args: Any, **kw: Any) -> AsyncIterator[Any]:
        del db.transaction  # once
        async with real(*args, **kw) as conn:
            yield conn
        raise StoreBusy("the test's COMMIT went unanswered", maybe_written=True)

    db.transaction = lost
    try:
        yield
    finally:
        if "transaction" in vars(db):
            del db.transaction


async def test_a_move_whose_commit_answer_was_lost_is_told_maybe_and_shown(world):
    await start_match(world)
    match, game = await live_game(world)
    mover, panel = await mover_and_panel(world)
    waiting = member_for(world, match.players[1 - game.to_move])
    table = table_message(world.channel)
    async with commit_answer_lost(world):
        move = await choose_first(mover, panel)
        counts = [c for c in custom_ids(move.response) if c.startswith("g:do:")]
        if counts:
            move = await mover.click(move.response, custom_id=counts[0])
    said = told(move)
    assert said.ephemeral and MAYBE in said.content and "nothing was changed" not in said.content
    stored = await world.bot.store.matches.get(match.id)
    assert stored.version == match.version + 1  # it did count

    # the owed check, started by the answer, shows it once the database answers
    await world.env.advance_time(LAST_RETRY + 1)
    shown = table_message(world.channel)
    assert shown.id == table.id and shown.content != table.content
    assert len(turn_notices(world, waiting)) == 1
    after = await world.bot.store.matches.get(match.id)
    assert after.published_version == after.version == match.version + 1


@pytest.mark.postgres
@pytest.mark.parametrize("settings", [BOUND], indirect=True)
async def test_a_busy_answer_starts_showing_a_stored_unshown_move(world):
    """A move stored and never shown (its commit's answer lost in another handler), then a
    real busy PostgreSQL (another connection holds matches locked, so reads stall too and
    nothing can be shown meanwhile): a moderator's cancel is told "busy", and once the lock is
    gone the stored move is shown within seconds, in place, not at the next start."""
    url = postgres_only(world)
    await start_match(world)
    match, game = await live_game(world)
    mover = member_for(world, match.players[game.to_move])
    waiting = member_for(world, match.players[1 - game.to_move])
    table = table_message(world.channel)
    code = str(game.legal_actions()[0])
    await world.bot.service.act(match.id, mover.id, code, match.version, now())
    assert (await world.bot.store.matches.get(match.id)).published_version == match.version

    mods = world.guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    async with pg_lock(url, "LOCK TABLE matches IN ACCESS EXCLUSIVE MODE"):
        cancel = await mod.slash(world.channel, "mandala cancel")
    assert "busy" in told(cancel).content

    await world.env.advance_time(LAST_RETRY + 1)
    shown = table_message(world.channel)
    assert shown.id == table.id and shown.content != table.content, "the stored move waited"
    assert len(turn_notices(world, waiting)) == 1
    after = await world.bot.store.matches.get(match.id)
    assert after.is_live and after.published_version == after.version == match.version + 1
