"""A forged move code on a live match's button (`g:do:{mid}:{ver}:0000`, all digits, which the
control framework once read as the number 0 and the game's parser met as an int: a TypeError,
"Something went wrong on my side"): the presser gets the clear private refusal and nothing
changes. Mandala and Flowers, from the table and from the player to move."""

from __future__ import annotations

import pytest

from tests.cogs.helpers import forged_click, live_game, member_for, table_message, told
from tests.cogs.test_forged_ids import snapshot

CODES = ["0000", "0", "1234567890", "00000000000000000000000000000000000000"]


@pytest.mark.parametrize("game", ["mandala", "flowers"])
@pytest.mark.parametrize("code", CODES)
async def test_an_all_digit_move_code_is_refused_and_changes_nothing(world, game, code):
    res = await world.alice.slash(world.channel, f"{game} challenge", opponent=world.bob)
    await world.bob.click(res.response, label="Accept")
    match, state = await live_game(world)
    mover = member_for(world, match.players[state.to_move])
    before = await snapshot(world)
    res = await forged_click(mover, table_message(world.channel),
                             f"g:do:{match.id}:{match.version}:{code}")
    said = told(res)
    assert said.ephemeral and said.content.startswith("That move isn't allowed"), said.content
    assert "went wrong" not in said.content
    assert await snapshot(world) == before
