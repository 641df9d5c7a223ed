"""The analysis of a player's moves: only their own decisions are rated, from the position
before each, the three biggest losses are marked, and the result survives its JSON form."""

from __future__ import annotations

import random

import pytest

from ai.explain import contrast
from ai.levels import level_named
from play import hint
from play.analysis import LEVEL, Analysis, MoveRating, analyse, mistake_contrasts
from play.replay import positions
from present.explain import mistake_reason
from tests.ai.positions import rehide
from tests.play.test_replay import play_randomly


def rating(move: int, loss: float) -> MoveRating:
    return MoveRating(move, "a", "b" if loss else "a", 0.5 - loss, 0.5)


def test_the_three_biggest_losses_are_marked_in_move_order():
    a = Analysis(0, (rating(1, 0.01), rating(3, 0.2), rating(5, 0.05), rating(7, 0.1),
                     rating(9, 0.02), rating(11, 0.3)))
    assert [(m.move, m.mark) for m in a.mistakes()] == [(3, "?"), (7, "?!"), (11, "?")]
    assert Analysis.from_json(a.to_json()) == a
    assert Analysis(1, (rating(2, 0.0), rating(4, 0.01))).mistakes() == []


@pytest.mark.parametrize("kind", ["mandala", "flowers"])
def test_the_analysis_and_the_hint_search_on_a_budget_of_work_with_no_clock(kind):
    # hard's Flowers budget had no work bound (160 rollouts, each as long as the replies it
    # weighs): 74 moves took minutes; the hint's budget bounds every search by its work, and
    # a marked move and a hint are weighed by the same search
    level = level_named(LEVEL, kind)
    assert level.work > 0 and level.cap_seconds is None
    assert LEVEL == hint.LEVEL


async def test_each_decision_of_the_seat_is_rated_from_the_position_before_it(service):
    step = await service.start("flowers", guild_id=1, channel_id=1, players=[10, 20, 30],
                               now=0.0)
    mid = step.match.id
    await play_randomly(service, mid, random.Random(2), 25)
    await service.resign(mid, 2, 50.0)
    await service.resign(mid, 1, 51.0)
    match = await service.store.matches.get(mid)
    log = await service.store.log.actions(mid)
    games, _ = positions(match, log)
    asked = []

    async def rater(kind, state, seat, code, level, seed):
        asked.append((state, seat, code, level, seed))
        return code, code, 0.5, 0.5

    progress = []

    async def tell(done, total):
        progress.append((done, total))

    result = await analyse(match, log, 1, rater, progress=tell)
    moved = [n for n, e in enumerate(log, 1) if e.seat == 1 and e.action not in ("forfeit",)
             and len(games[n - 1].legal_actions()) > 1 and games[n - 1].to_move == 1]
    assert moved and [r.move for r in result.ratings] == moved
    assert [(s, seat, c) for s, seat, c, _, _ in asked] == [
        (games[n - 1].to_json(), 1, log[n - 1].action) for n in moved]
    assert {(lv, seed) for *_, lv, seed in asked} == {(LEVEL, mid)}  # seeded by the match
    assert progress[-1] == (len(moved), len(moved))


async def test_each_marked_move_gets_its_reasons_from_the_players_own_view(service):
    step = await service.start("mandala", guild_id=1, channel_id=1, players=[10, 20], now=0.0)
    mid = step.match.id
    await play_randomly(service, mid, random.Random(5), 40)
    match = await service.store.matches.get(mid)
    log = await service.store.log.actions(mid)
    games, _ = positions(match, log)
    mine = [n for n, e in enumerate(log, 1) if e.seat == 0 and games[n - 1].to_move == 0
            and len(games[n - 1].legal_actions()) > 1]

    def other(n: int) -> str:  # a legal move other than the one played, as "preferred"
        return next(str(a) for a in games[n - 1].legal_actions() if str(a) != log[n - 1].action)

    ratings = tuple(MoveRating(n, log[n - 1].action, other(n), 0.5 - 0.1 * (i % 3), 0.5)
                    for i, n in enumerate(mine))
    analysis = Analysis(0, ratings)
    why = mistake_contrasts(games, "mandala", analysis, mid)
    assert set(why) == {r.move for r in analysis.mistakes()} and why
    for n, said in why.items():
        legal = {str(a): a for a in games[n - 1].legal_actions()}
        rating = next(r for r in ratings if r.move == n)
        assert said == contrast("mandala", games[n - 1].view(0), legal[rating.played],
                                legal[rating.best], seed=mid)
        line = mistake_reason("mandala", rating.loss, said, "Better", ["Ann", "Bob"], 0)
        assert line.startswith(f"lost {100 * rating.loss:.0f}%: ")
    # hidden cards play no part: the seat's view of another deal of the same table agrees
    for n in why:
        twin = rehide(games[n - 1], 4)
        assert mistake_contrasts([*games[: n - 1], twin, *games[n:]], "mandala", analysis,
                                 mid)[n] == why[n]
