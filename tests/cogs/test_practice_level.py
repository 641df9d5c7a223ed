"""`/<game> practice` with no level (issue 48): `easy` for a member new to the game (the level
the lesson's end offers), then the level the member last played the bot at; a member who has
played only members gets the usual default."""

from __future__ import annotations

from tests.cogs.helpers import start_match
from tests.cogs.test_bot_player import stall_the_bot
from tests.cogs.test_commands import forfeit


async def practised(world, who, **level) -> tuple[str | None, ...]:
    """Start a practice (then forfeit it, freeing the channel); the bot seats' levels."""
    await who.slash(world.channel, "mandala practice", **level)
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None and who.id in match.players
    await forfeit(world, who)
    return match.bots


async def test_practice_starts_easy_then_keeps_the_last_level(world):
    stall_the_bot(world)  # the bot's turn never comes into it
    assert await practised(world, world.alice) == (None, "easy")
    assert await practised(world, world.alice, level="hard") == (None, "hard")
    assert await practised(world, world.alice) == (None, "hard")


async def test_a_member_who_played_only_members_gets_the_default_level(world):
    stall_the_bot(world)
    await start_match(world, world.bob, world.carol)
    await forfeit(world, world.bob)
    assert await practised(world, world.bob) == (None, "normal")
