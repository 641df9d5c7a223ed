"""The pure rating arithmetic: Glicko-2 (checked against Glickman's worked example) for two
players, and its pairwise decomposition for three and four."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from store.glicko2 import Game, Glicko, expected, update
from store.ratings import (
    NEWCOMER,
    PROVISIONAL_RD,
    START_RATING,
    outcomes,
    provisional,
    rate,
    shown_rating,
)

NEW = NEWCOMER


def test_glickmans_worked_example() -> None:
    """"Example of the Glicko-2 system": a 1500 (RD 200, volatility 0.06) player beats a 1400
    (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300), tau 0.5: the paper gets
    r' = 1464.06, RD' = 151.52, volatility 0.05999 (it rounds its intermediate steps; exact
    arithmetic gives 1464.05)."""
    player = Glicko(1500, 200, 0.06)
    games = [Game(Glicko(1400, 30, 0.06), 1.0), Game(Glicko(1550, 100, 0.06), 0.0),
             Game(Glicko(1700, 300, 0.06), 0.0)]
    after = update(player, games, tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.vol == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = update(Glicko(1500, 50, 0.06), [], tau=0.5)
    assert after.rating == 1500 and after.vol == 0.06
    assert after.rd == pytest.approx((50 ** 2 + (0.06 * 173.7178) ** 2) ** 0.5)


def test_a_200_point_difference_reads_like_elo() -> None:
    """Elo: 200 points is a 76% chance; between settled players Glicko-2 says the same."""
    assert expected(Glicko(1700, 45, 0.06), Glicko(1500, 45, 0.06)) == pytest.approx(0.76,
                                                                                     abs=0.01)


def test_newcomers_first_game_moves_both_the_same_like_lichess() -> None:
    """About +-240 each way (lichess, RD 500), symmetric."""
    won, lost = rate([NEW, NEW], [1, 2])
    assert shown_rating(won.rating) - 1500 == 1500 - shown_rating(lost.rating)
    assert 200 <= won.rating - 1500 <= 260
    assert won.rd < NEW.rd and lost.rd < NEW.rd


def test_winner_gains_loser_loses() -> None:
    won, lost = rate([NEW, NEW], [1, 2])
    assert won.rating > START_RATING > lost.rating


def test_draw_between_equals_moves_no_rating() -> None:
    a, b = rate([NEW, NEW], [1, 1])
    assert a.rating == pytest.approx(START_RATING) and b.rating == pytest.approx(START_RATING)


def test_ranks_are_per_player_not_positional() -> None:
    first, second = rate([NEW, NEW], [2, 1])
    assert second.rating > START_RATING > first.rating


def test_four_players_in_rank_order() -> None:
    after = rate([NEW] * 4, [3, 1, 4, 2])
    r = [g.rating for g in after]
    assert r[1] > r[3] > r[0] > r[2]


def test_a_four_player_step_is_as_big_as_a_two_player_one() -> None:
    """Each seat's three pairwise games weigh one game together: the winner of four newcomers
    gains what the winner of two does."""
    two = rate([NEW, NEW], [1, 2])
    four = rate([NEW] * 4, [1, 2, 3, 4])
    assert four[0].rating == pytest.approx(two[0].rating, abs=1)
    assert four[3].rating == pytest.approx(two[1].rating, abs=1)


def test_shared_places_share() -> None:
    after = rate([NEW] * 4, [1, 1, 3, 4])
    assert after[0] == after[1]
    assert after[0].rating > START_RATING > after[2].rating > after[3].rating


def test_upset_moves_more_than_expected_result() -> None:
    strong, weak = Glicko(1800, 60, 0.06), Glicko(1400, 60, 0.06)
    as_expected = rate([strong, weak], [1, 2])
    upset = rate([strong, weak], [2, 1])
    assert strong.rating - upset[0].rating > as_expected[0].rating - strong.rating


def test_provisional_until_the_deviation_is_small() -> None:
    assert provisional(NEW.rd) and not provisional(PROVISIONAL_RD)
    player, other = NEW, NEW
    games = 0
    while provisional(player.rd):
        player, other = rate([player, other], [1 + games % 2, 2 - games % 2])
        games += 1
    assert 5 <= games <= 20  # lichess: a dozen games or so


@pytest.mark.parametrize(
    ("ranks", "expected"),
    [
        ((1, 2), ["win", "loss"]),
        ((2, 1), ["loss", "win"]),
        ((1, 1), ["draw", "draw"]),
        ((1, 2, 3), ["win", "loss", "loss"]),
        ((1, 1, 3, 4), ["draw", "draw", "loss", "loss"]),
        ((2, 1, 2, 2), ["loss", "win", "loss", "loss"]),
    ],
)
def test_outcomes(ranks: tuple[int, ...], expected: list[str]) -> None:
    assert outcomes(ranks) == expected


@pytest.mark.parametrize("ranks", [(), (0, 1), (2, 3), (1.0, 2)])
def test_bad_ranks(ranks: tuple) -> None:
    with pytest.raises(ValueError):
        outcomes(ranks)


def test_rate_needs_matching_lengths_and_two_players() -> None:
    with pytest.raises(ValueError):
        rate([NEW, NEW], [1])
    with pytest.raises(ValueError):
        rate([NEW], [1])


@given(st.lists(st.tuples(st.floats(1000, 2200), st.floats(45, 500)), min_size=2,
                max_size=4),
       st.lists(st.integers(1, 4), min_size=4, max_size=4))
def test_a_sole_last_never_gains_and_a_sole_first_never_loses(
        players: list[tuple[float, float]], places: list[int]) -> None:
    ranks = places[:len(players)]
    if 1 not in ranks:
        ranks[0] = 1
    before = [Glicko(r, rd, 0.09) for r, rd in players]
    after = rate(before, ranks)
    worst, best = max(ranks), min(ranks)
    if ranks.count(worst) == 1 and worst != best:
        i = ranks.index(worst)
        assert after[i].rating < before[i].rating
    if ranks.count(best) == 1:
        i = ranks.index(best)
        assert after[i].rating > before[i].rating


@given(st.lists(st.integers(1, 4), min_size=2, max_size=4).filter(lambda r: 1 in r))
def test_better_rank_never_ends_lower(ranks: list[int]) -> None:
    r = [g.rating for g in rate([NEW] * len(ranks), ranks)]
    for i, ri in enumerate(ranks):
        for j, rj in enumerate(ranks):
            if ri < rj:
                assert r[i] > r[j]
            elif ri == rj:
                assert r[i] == pytest.approx(r[j])


async def test_a_match_with_bots_is_rated_apart_and_each_level_once(store) -> None:
    from store import MatchEnd
    from store.models import bot_id, level_id

    match = await store.matches.create(
        kind="flowers", guild_id=1, channel_id=5, players=[7, bot_id(1), bot_id(2), 8],
        state="{}", now=0.0, remind_at=None, forfeit_at=None,
        bots=[None, "hard", "hard", None])
    assert match.bots == (None, "hard", "hard", None) and match.has_bot
    end = MatchEnd(outcome="normal", ranks=(2, 1, 4, 3), scores=(5, 9, 1, 3), rated=True)
    await store.matches.record(match.id, expected_version=0, seat=0, action="x", state="{}",
                               now=1.0, end=end)
    assert await store.results.leaderboard(1, "flowers") == []  # members' board: no bot match
    hard = await store.results.standing(1, "flowers:ai", level_id("hard"))
    member = await store.results.standing(1, "flowers:ai", 7)
    assert hard.games == 1 and hard.wins == 1  # rated once, at its better place
    assert member.games == 1 and member.losses == 1
    results = await store.results.of_match(match.id)
    assert [r.user_id for r in results] == [7, bot_id(1), bot_id(2), 8]
