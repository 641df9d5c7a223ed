"""Send Messages in Threads taken away mid-match: the table is still edited in place, but the
"🔔 your turn" notice is refused. The mover is told privately, in their language, that the
move counted and which permission is missing, as when the table itself can't be shown."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.models import Overwrite
from simcord.enums import OverwriteType

from play.step import load_game
from tests.cogs.helpers import first_move_from_panel, member_for, table_message
from tests.cogs.test_stats_private import greek_client_on_english_server


async def move(world, mover, table, match):
    """`mover` plays the first move their panel offers; the last click's result."""
    return await first_move_from_panel(world, mover, table, match)


async def revoke_threads(world) -> None:
    world.env.backend.set_overwrite(world.channel.id, Overwrite(
        target_id=world.env.backend.bot_user.id, type=OverwriteType.MEMBER,
        deny=discord.Permissions(send_messages_in_threads=True).value))
    await world.env.settle()


# what the mover reads, by their client's language (the server's stays English)
SAID = {
    "en": ("Your move counted", "I'm missing the **Send Messages in Threads** permission in"),
    "el": ("Η κίνησή σου μέτρησε", "δεν έχω την άδεια **Αποστολή μηνυμάτων σε νήματα** στο"),
}


@pytest.mark.threads
@pytest.mark.parametrize("lang", sorted(SAID))
async def test_a_refused_turn_notice_is_told_to_the_mover(world, monkeypatch, lang):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.bob.click(res.response, label="Accept")
    if lang != "en":
        greek_client_on_english_server(monkeypatch)
    thread = world.channel.threads[0]
    match = await world.bot.store.matches.live_in_channel(thread.id)
    game = load_game(match)
    mover = member_for(world, match.players[game.to_move])
    table = table_message(thread)
    notices = [m for m in thread.history() if "your turn" in m.content]
    await revoke_threads(world)
    done = await move(world, mover, table, match)
    after = await world.bot.store.matches.get(match.id)
    assert after.version == match.version + 1  # the move counted
    nxt = load_game(after).to_move
    assert nxt != game.to_move, "the turn did not pass: no notice was due"
    told = [m for m in done.followups if m.ephemeral]
    said = " ".join(m.content for m in told)
    counted, missing = SAID[lang]
    assert counted in said, [m.content for m in done.followups]
    assert f"<@{after.players[nxt]}>" in said  # whom the notice was for
    assert f"{missing} <#{thread.id}>" in said  # the one permission to give back, and where
    # nothing public was added (the notice was refused), and the table was still updated
    assert [m for m in thread.history() if "your turn" in m.content] == notices
