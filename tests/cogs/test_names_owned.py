"""The display names a bot fetched are its own (a typed attribute of the bot, not a module's):
a restarted bot, or the next test's, names members afresh from Discord, and what one bot knew
never stands for another's member of the same id."""

from __future__ import annotations

from bot import create_bot
from cogs.kit.names import names_of
from tests.cogs.conftest import in_process_chooser


async def test_a_restarted_bot_fetches_names_afresh(world, settings):
    first = world.bot
    assert await names_of(first, world.guild.id, [world.alice.id], [None]) == ["alice"]
    assert first.names[(world.guild.id, world.alice.id)][0] == "alice"
    # what the first bot keeps (here made stale on purpose) is nobody else's business
    first.names[(world.guild.id, world.bob.id)] = ("someone else", 0.0)
    await world.env.restart_bot(create_bot(settings, chooser=in_process_chooser))
    second = world.bot
    assert second is not first and second.names == {}
    assert await names_of(second, world.guild.id, [world.bob.id], [None]) == ["bob"]
    assert set(second.names) == {(world.guild.id, world.bob.id)}
