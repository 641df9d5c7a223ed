"""A control acts only on a message of its own kind and owner. The lesson's controls, a panel's,
the forfeit question's and a replay viewer's answer by editing the message they were pressed
on; forged onto another member's public challenge (or a table) they rewrote it (the challenge
became the presser's lesson, its Accept gone). Now the presser is told privately "This control
is no longer valid" and nothing changes: not the message, not their lesson, not the match."""

from __future__ import annotations

import pytest

from tests.cogs.helpers import (
    custom_ids,
    forged_click,
    forged_select,
    start_match,
    table_message,
    told,
)
from tests.cogs.test_commands import forfeit
from tests.cogs.test_forged_ids import STALE_EN, snapshot
from tests.cogs.test_lessons import learn, stored


def looks(msg) -> tuple:
    return msg.content, msg.components, msg.embeds, msg.attachments


def stored_message(world, msg):
    return world.env.backend.get_message(getattr(msg, "channel_id", None) or msg.channel.id,
                                         msg.id)


async def bobs_challenge(world):
    res = await world.bob.slash(world.channel, "mandala challenge", opponent=world.carol)
    challenge = res.response
    assert any(c.startswith("g:accept:") for c in custom_ids(challenge))
    return challenge


LESSON_BUTTONS = ["g:ln:mandala:0:skip", "g:ln:mandala:0:over", "g:ln:mandala:0:back",
                  "g:lh:mandala:0", "g:lp:mandala:0:M0r"]


@pytest.mark.parametrize("cid", LESSON_BUTTONS)
async def test_a_lesson_button_forged_onto_a_members_challenge_is_refused(world, cid):
    await learn(world, world.alice, "mandala")
    progress = await stored(world, world.alice, "mandala")
    challenge = await bobs_challenge(world)
    before = looks(stored_message(world, challenge))
    res = await forged_click(world.alice, challenge, cid)
    said = told(res)
    assert said.ephemeral and said.content.startswith(STALE_EN), said.content
    assert looks(stored_message(world, challenge)) == before  # its Accept is still there
    assert await stored(world, world.alice, "mandala") == progress
    # the challenge still works: carol accepts it
    await world.carol.click(challenge, label="Accept")
    assert await world.bot.store.matches.live_in_channel(world.channel.id) is not None


async def test_a_lesson_menu_forged_onto_a_members_challenge_is_refused(world):
    await learn(world, world.alice, "mandala")
    progress = await stored(world, world.alice, "mandala")
    challenge = await bobs_challenge(world)
    before = looks(stored_message(world, challenge))
    said = told(await forged_select(world.alice, challenge, "g:lm:mandala:0:0", "x"))
    assert said.ephemeral and said.content.startswith(STALE_EN), said.content
    assert looks(stored_message(world, challenge)) == before
    assert await stored(world, world.alice, "mandala") == progress


async def test_a_panels_forfeits_and_replays_controls_forged_onto_a_public_message_are_refused(
        world):
    match = await start_match(world)  # alice and bob, in #games
    table = table_message(world.channel)
    mid, ver = match.id, match.version
    for cid in (f"g:back:{mid}:{ver}", f"g:pk:{mid}:{ver}:", f"g:resign:{mid}:{ver}",
                f"g:keep:{mid}"):
        before, rows = looks(stored_message(world, table)), await snapshot(world)
        said = told(await forged_click(world.alice, table, cid))
        assert said.ephemeral and said.content.startswith(STALE_EN), (cid, said.content)
        assert looks(stored_message(world, table)) == before, cid
        assert await snapshot(world) == rows, cid
    said = told(await forged_select(world.alice, table, f"g:move:{mid}:{ver}:0", "x"))
    assert said.ephemeral and said.content.startswith(STALE_EN), said.content
    await forfeit(world, world.bob)  # finished: its replay's controls, and Rematch
    challenge = await bobs_challenge(world)
    before = looks(stored_message(world, challenge))
    for cid in (f"g:rp:{mid}:0:0:a", f"g:analyse:{mid}"):
        said = told(await forged_click(world.alice, challenge, cid))
        assert said.ephemeral and said.content.startswith(STALE_EN), (cid, said.content)
    said = told(await forged_select(world.alice, challenge, f"g:rpgo:{mid}:0:0:0", "1"))
    assert said.ephemeral and said.content.startswith(STALE_EN), said.content
    await forged_click(world.alice, challenge, f"g:rematch:{mid}")  # a rematch, offered anew
    assert looks(stored_message(world, challenge)) == before
