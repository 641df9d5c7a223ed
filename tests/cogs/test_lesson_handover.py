"""The lesson hands over to a game: the recap's practice button, clicked with threads on (a
real server's default), starts the practice match in a thread of its own. The click was
deferred, so its public message is an interaction follow-up, which discord.py builds without
guild info: the thread must be made from the channel, not from that message."""

from __future__ import annotations

import pytest

from cogs.kit.common import now
from play.lessons import keep, run
from tests.cogs.helpers import custom_ids, table_message, told

pytestmark = pytest.mark.threads


@pytest.mark.parametrize("game", ["mandala", "flowers"])
async def test_the_recaps_practice_button_starts_a_match_in_its_own_thread(world, game):
    steps = len(run.course(game).lesson.steps)
    start = run.start(game)
    await keep.keep(world.bot.store.lessons, world.alice.id,
                    run.Progress(game, steps, start.state), now())
    recap = told(await world.alice.slash(world.channel, f"{game} learn"))
    assert "practice game" in recap.content
    practice = next(c for c in custom_ids(recap) if c.endswith(":prac"))
    res = await world.alice.click(recap, custom_id=practice)
    await world.env.settle()
    said = [m.content or "" for m in [res.response, *res.followups] if m is not None]
    assert not any("went wrong" in s for s in said), said
    [thread] = world.channel.threads
    match = await world.bot.store.matches.live_in_channel(thread.id)
    assert match is not None and match.kind == game and match.thread_id == thread.id
    assert match.players[0] == world.alice.id and match.bots[1] == "easy"
    assert table_message(thread) is not None  # the table is in the thread
    summary = world.env.backend.messages[world.channel.id][thread.id]  # the practice post
    assert f"<#{thread.id}>" in summary.content  # says where the match is
