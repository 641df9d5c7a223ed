"""A restart in the middle of a match loses nothing; old buttons keep working."""

import pytest

from bot import create_bot
from tests.cogs.helpers import (
    counted_option,
    custom_ids,
    live_game,
    start_match,
    table_message,
)


@pytest.mark.postgres
async def test_restart_mid_match_old_buttons_still_work(world, settings):
    match = await start_match(world)
    _, game = await live_game(world)
    mover = (world.alice, world.bob)[game.to_move]
    table = table_message(world.channel)
    res = await mover.click(table, label="Show my hand")
    hand = res.response
    select, value = counted_option(hand)

    await world.env.restart_bot(create_bot(settings))

    # the public "Show my hand" and the private menu made before the restart both work
    res = await mover.click(table, label="Show my hand")
    assert res.ephemeral and res.response.attachments
    res = await mover.select(hand, [value], custom_id=select)
    confirm = [c for c in custom_ids(res.response) if c.startswith("g:do:")]
    assert confirm
    await mover.click(res.response, custom_id=confirm[0])
    after = await world.bot.store.matches.get(match.id)
    assert after.version == match.version + 1
    assert len(await world.bot.store.log.actions(match.id)) == 1
