"""The process-pool entry: JSON in, action code out, same move as `choose` on the view."""

import ai
from ai.worker import MovePool, choose_from_state
from engine.mandala import parse_action
from tests.ai.positions import position


def test_choose_from_state_round_trip():
    for seed, plies in ((1, 0), (2, 17), (3, 44)):
        g = position(seed, plies)
        seat = g.to_move
        code = choose_from_state("mandala", g.to_json(), seat, "easy", 9)
        assert parse_action(code) in g.legal_actions()
        assert parse_action(code) == ai.choose("mandala", g.view(seat), level="easy", seed=9)


async def test_the_pool_answers_off_the_event_loop():
    g = position(6, 12)
    with MovePool(workers=1) as pool:
        await pool.warm()
        code = await pool.choose("mandala", g.to_json(), g.to_move, "easy", 4)
    assert parse_action(code) == ai.choose("mandala", g.view(g.to_move), level="easy", seed=4)


def test_choose_from_state_round_trip_for_flowers():
    from engine.flowers import parse_action as parse_flowers

    for seed, plies, players in ((1, 0, 3), (2, 17, 4), (3, 44, 2)):
        g = position(seed, plies, "flowers", players)
        seat = g.to_move
        code = choose_from_state("flowers", g.to_json(), seat, "easy", 9)
        assert parse_flowers(code) in g.legal_actions()
        assert parse_flowers(code) == ai.choose("flowers", g.view(seat), level="easy", seed=9)
