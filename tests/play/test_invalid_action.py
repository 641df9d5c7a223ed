"""A forged or garbled action code (`InvalidAction`) gets the same clear refusal as before the
split from `IllegalAction`, and changes nothing."""

from __future__ import annotations

import pytest

from play.errors import PlayError
from play.service import MatchService
from play.step import load_game


async def started(service: MatchService):
    step = await service.start("mandala", guild_id=1, channel_id=1, players=[10, 20], now=0.0)
    return step.match, step.game


@pytest.mark.parametrize("code", ["M9r", "garbage", ""])
async def test_an_unreadable_code_is_refused_and_changes_nothing(service, code):
    match, game = await started(service)
    mover = match.players[game.to_move]
    with pytest.raises(PlayError, match="That move isn't allowed: not a Mandala action code"):
        await service.act(match.id, mover, code, match.version, 1.0)
    after = await service.store.matches.get(match.id)
    assert after.version == match.version
    assert load_game(after).to_json() == game.to_json()


async def test_a_readable_but_illegal_code_names_its_rule(service):
    match, game = await started(service)
    mover = match.players[game.to_move]
    with pytest.raises(PlayError, match="M-X3") as caught:  # no completion to pick from
        await service.act(match.id, mover, "Pr", match.version, 1.0)
    assert caught.value.rule == "M-X3"
    assert (await service.store.matches.get(match.id)).version == match.version
