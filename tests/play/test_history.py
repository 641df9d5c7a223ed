"""The recent moves come from the stored log: who made the last board move (a later forfeit
made none) and every move since a seat's own last turn."""

from __future__ import annotations

import dataclasses
import random

from play.history import Move, last_mover, moves, since_turn, stored_moves
from play.step import load_game


async def test_the_log_names_the_mover_past_a_forfeit_and_lists_the_round(service):
    step = await service.start("flowers", guild_id=1, channel_id=1, players=[10, 20, 30, 40],
                               now=0.0)
    mid, rng = step.match.id, random.Random(1)
    for _ in range(6):
        match = await service.live(mid)
        game = load_game(match)
        await service.act(mid, match.players[game.to_move], str(rng.choice(game.legal_actions())),
                          match.version, 1.0)
    log = await service.store.log.actions(mid)
    mover = log[-1].seat
    leaver = next(s for s in range(4) if s != mover)
    await service.resign(mid, leaver, 2.0)
    match = await service.live(mid)
    log = await service.store.log.actions(mid)
    assert log[-1].seat == leaver and last_mover(log) == mover  # not the leaver
    history = moves(match, log)
    assert [m.seat for m in history] == [e.seat for e in log]
    assert history[-1].action is None and history[-2].action is not None
    seat = load_game(match).to_move
    told = since_turn(history, seat)
    assert told and all(m.seat != seat for m in told)
    assert told[-1] is history[-1]
    assert history[len(history) - len(told) - 1].seat == seat  # it starts after their move


def test_a_reader_who_moved_last_still_sees_that_move():
    history = [Move(i, seat, None, []) for i, seat in enumerate((0, 1, 2, 0, 1, 2), 1)]
    assert [m.seat for m in since_turn(history, 0)] == [1, 2]
    assert [m.seat for m in since_turn(history, 2)] == [2]
    assert [m.seat for m in since_turn(history, None)] == [0, 1, 2]  # the latest round
    assert since_turn([], 0) == []


async def test_the_stored_events_tell_what_the_replay_tells(service):
    """Each logged entry keeps its events (issue 38): read back, they are the replay's, a
    forfeit's included; an entry logged before events were kept sends the caller to the
    replay."""
    step = await service.start("flowers", guild_id=1, channel_id=1, players=[10, 20, 30],
                               now=0.0)
    mid, rng = step.match.id, random.Random(2)
    for n in range(12):
        match = await service.live(mid)
        game = load_game(match)
        if n == 6:
            await service.resign(mid, (game.to_move + 1) % 3, 1.0)
            continue
        await service.act(mid, match.players[game.to_move], str(rng.choice(game.legal_actions())),
                          match.version, 1.0)
    match = await service.live(mid)
    log = await service.store.log.actions(mid)
    assert stored_moves(match, log) == moves(match, log)
    older = [dataclasses.replace(e, events=None) if e.seq == 3 else e for e in log]
    assert stored_moves(match, older) is None
