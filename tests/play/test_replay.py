"""Replaying every stored action log gives exactly the stored state."""

from __future__ import annotations

import random

import pytest

from play.replay import positions, replay
from play.service import MatchService
from play.step import load_game


async def play_randomly(service: MatchService, match_id: int, rng: random.Random,
                        moves: int) -> None:
    for _ in range(moves):
        match = await service.live(match_id)
        game = load_game(match)
        action = rng.choice(game.legal_actions())
        await service.act(match_id, match.players[game.to_move], str(action), match.version,
                          float(match.version))


async def test_replaying_each_stored_log_gives_the_stored_state(service):
    rng = random.Random(4)
    finished = []
    for channel, ending in enumerate(("play", "forfeit", "cancel", "timeout")):
        step = await service.start("mandala", guild_id=1, channel_id=channel, players=[10, 20],
                                   now=0.0)
        mid = step.match.id
        if ending == "play":
            for _ in range(400):
                if not (await service.store.matches.get(mid)).is_live:
                    break
                await play_randomly(service, mid, rng, 1)
        else:
            await play_randomly(service, mid, rng, rng.randint(3, 15))
            if ending == "cancel":
                await service.cancel(mid, 99.0)
            else:
                await service.resign(mid, rng.randint(0, 1), 99.0, outcome=ending)
        finished.append(mid)
    for mid in finished:
        match = await service.store.matches.get(mid)
        assert not match.is_live
        log = await service.store.log.actions(mid)
        game, told = replay(match, log)
        assert game.to_json() == match.state
        assert len(told) == len(log) == match.version


async def test_a_changed_log_does_not_replay_to_the_stored_state(service):
    step = await service.start("mandala", guild_id=1, channel_id=1, players=[10, 20], now=0.0)
    await play_randomly(service, step.match.id, random.Random(1), 6)
    match = await service.store.matches.get(step.match.id)
    log = await service.store.log.actions(match.id)
    game, _ = replay(match, log[:-1])
    assert game.to_json() != match.state


async def test_a_member_leaving_only_bots_replays_to_the_stopped_game(service):
    step = await service.start("flowers", guild_id=1, channel_id=1, players=[10, -1, -2],
                               now=0.0, bots=[None, "easy", "easy"])
    left = await service.resign(step.match.id, 0, 5.0)
    assert left.over and left.game.outcome().ranks[0] == 3
    game, told = replay(left.match, await service.store.log.actions(left.match.id))
    assert game.to_json() == left.match.state and game.is_over


@pytest.mark.parametrize(("kind", "players"), [("mandala", 2), ("flowers", 2), ("flowers", 3),
                                               ("flowers", 4)])
async def test_each_replayed_position_is_the_live_state_after_that_move(service, kind, players):
    """The viewer shows `positions`: each must be exactly the state stored after that move,
    the deal included, to the end of the match."""
    rng = random.Random(players)
    step = await service.start(kind, guild_id=1, channel_id=1,
                               players=[10 * (s + 1) for s in range(players)], now=0.0)
    mid = step.match.id
    live = [step.match.state]
    while (match := await service.store.matches.get(mid)).is_live and len(live) < 400:
        await play_randomly(service, mid, rng, 1)
        live.append((await service.store.matches.get(mid)).state)
    match = await service.store.matches.get(mid)
    assert not match.is_live, "the match did not end"
    log = await service.store.log.actions(mid)
    games, events = positions(match, log)
    assert [g.to_json() for g in games] == live
    assert len(events) == len(log)
