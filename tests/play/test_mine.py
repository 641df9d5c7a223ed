"""`/games mine`'s data: every live match of a member in one server, all games, most urgent
first, with whose turn, the time left and where the table is."""

from __future__ import annotations

from play.mine import my_matches
from play.pace import Pace, PaceKind
from play.service import MatchService
from play.step import load_game
from store import MatchOutcome

LIVE = Pace(PaceKind.LIVE, 180, 10)


async def test_every_game_and_thread_of_this_server_most_urgent_first(service: MatchService):
    me = 10
    # a fixed-pace Mandala (timeout at 200), a live Flowers (its clock at 180), a daily one
    fixed = await service.start("mandala", guild_id=1, channel_id=5, players=[me, 20], now=0.0)
    live = await service.start("flowers", guild_id=1, channel_id=6, players=[30, me, 40],
                               now=0.0, pace=LIVE)
    daily = await service.start("mandala", guild_id=1, channel_id=7, players=[50, me], now=0.0,
                                pace=Pace(PaceKind.DAILY, 1))
    await service.start("mandala", guild_id=2, channel_id=8, players=[me, 60], now=0.0)
    await service.start("mandala", guild_id=1, channel_id=9, players=[70, 80], now=0.0)
    ended = await service.start("mandala", guild_id=1, channel_id=11, players=[me, 90], now=0.0)
    await service.forfeit(ended.match.id, 90, 1.0)

    found = await my_matches(service.store, 1, me, 60.0)
    assert {f.match_id for f in found} == {fixed.match.id, live.match.id, daily.match.id}
    by_id = {f.match_id: f for f in found}
    steps = {fixed.match.id: fixed, live.match.id: live, daily.match.id: daily}
    for mid, step in steps.items():
        entry = by_id[mid]
        seat_to_move = step.game.to_move
        assert seat_to_move is not None
        assert entry.to_move == step.match.players[seat_to_move]
        assert entry.my_turn == (entry.to_move == me)
        assert entry.opponents == tuple(u for u in step.match.players if u != me)
        assert entry.place_id == step.match.place_id and entry.kind == step.match.kind
    assert by_id[live.match.id].left == 120.0  # 180 s less the minute its turn has run
    assert by_id[live.match.id].mine_left == (120.0 if by_id[live.match.id].my_turn else 180.0)
    assert by_id[daily.match.id].left == 86_400.0 - 60.0
    # the member's own turns first, each group by its nearest timeout
    keys = [(not f.my_turn, f.due) for f in found]
    assert keys == sorted(keys)


async def test_refreshed_after_a_move_and_a_seat_left_is_not_listed(service: MatchService):
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0,
                               pace=LIVE)
    mover = step.match.players[step.game.to_move or 0]
    before = (await my_matches(service.store, 1, mover, 5.0))[0]
    assert before.my_turn
    game = load_game(step.match)
    moved = await service.act(step.match.id, mover, str(game.legal_actions()[0]),
                              step.match.version, 5.0)
    after = (await my_matches(service.store, 1, mover, 6.0))[0]
    assert after.my_turn == (moved.game.to_move == step.game.to_move)
    three = await service.start("flowers", guild_id=1, channel_id=6, players=[30, 40, 50],
                                now=0.0)
    seat = three.game.to_move or 0
    gone = three.match.players[seat]
    left = await service.resign(three.match.id, seat, 1.0, outcome=MatchOutcome.TIMEOUT)
    assert not left.over
    assert await my_matches(service.store, 1, gone, 2.0) == []  # play goes on without them
    assert len(await my_matches(service.store, 1, three.match.players[(seat + 1) % 3],
                                2.0)) == 1
