"""A move recorded is shown, even when the bot process dies between the commit and the table
edit: the next start finds what the step still owes in the database and does it, once."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot import create_bot
from cogs.kit.common import now
from tests.cogs.helpers import live_game, start_match, table_message

ROOT = Path(__file__).resolve().parents[2]
CHILD_WAIT = 120.0  # seconds for the child to start a bot and record its move (2 busy cores)


def move_in_a_child_then_kill_it(database: Path) -> str:
    """Run tests.cogs.crash_child on `database` until it says the move is committed, then
    SIGKILL it; returns what it said."""
    child = subprocess.Popen([sys.executable, "-m", "tests.cogs.crash_child", str(database)],
                             cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        ready, _, _ = select.select([child.stdout], [], [], CHILD_WAIT)
        said = child.stdout.readline() if ready else ""
    finally:
        os.kill(child.pid, signal.SIGKILL)
        _, err = child.communicate(timeout=30)
    assert child.returncode == -signal.SIGKILL
    assert said.startswith("recorded "), f"the child did not record its move: {err[-2000:]}"
    return said


def snapshot(channel) -> list[tuple[int, str, object]]:
    return [(m.id, m.content, m.edited_at) for m in channel.history()]


@pytest.mark.sqlite_only
async def test_a_move_committed_before_a_sigkill_is_shown_once_after_the_restart(world,
                                                                                 settings):
    match = await start_match(world)
    _, game = await live_game(world)
    first = match.players[game.to_move]
    table = table_message(world.channel)
    assert f"<@{first}>" in table.content

    started = time.monotonic()
    said = move_in_a_child_then_kill_it(settings.database_path)
    killed_after = time.monotonic() - started
    assert said.split()[1] == "1"
    moved = await world.bot.store.matches.get(match.id)
    assert moved.version == 1  # the commit survived the kill
    nxt = moved.players[(await live_game(world))[1].to_move]
    assert nxt != first
    assert table_message(world.channel).content == table.content  # nothing shown yet

    await world.env.restart_bot(create_bot(settings))
    await world.env.settle()

    shown = table_message(world.channel)
    assert shown.id == table.id, "the table was edited in place"
    assert shown.content != table.content and f"<@{nxt}>" in shown.content
    notices = [m for m in world.channel.history()
               if m.content.startswith(f"🔔 <@{nxt}>, it's your turn")]
    assert len(notices) == 1, "the player to move was told, once"

    before = snapshot(world.channel)
    await world.env.restart_bot(create_bot(settings))
    await world.env.settle()
    assert snapshot(world.channel) == before, "a second start published the move again"
    print(f"child started, moved and was killed in {killed_after:.1f} s")


@pytest.mark.postgres
async def test_a_match_stored_before_its_first_table_gets_it_at_the_next_start(world, settings):
    """A crash between storing a new match and posting its first table: the start posts it."""
    step = await world.bot.service.start(
        "mandala", guild_id=world.guild.id, channel_id=world.channel.id,
        players=[world.alice.id, world.bob.id], now=now())
    assert not world.channel.history()

    await world.env.restart_bot(create_bot(settings))
    await world.env.settle()
    table = table_message(world.channel)
    first = step.match.players[step.game.to_move]
    assert "drawn to play first" in table.content and f"<@{first}>" in table.content
    shown = await world.bot.store.matches.get(step.match.id)
    assert shown.table_message_id == table.id and not shown.owes_publication

    before = snapshot(world.channel)
    await world.env.restart_bot(create_bot(settings))
    await world.env.settle()
    assert snapshot(world.channel) == before
