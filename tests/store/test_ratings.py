"""The pure rating arithmetic (openskill Plackett-Luce) for 2 to 4 players."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from store.ratings import DEFAULT_MU, DEFAULT_SIGMA, outcomes, rate

NEW = (DEFAULT_MU, DEFAULT_SIGMA)


def test_winner_gains_loser_loses() -> None:
    (w_mu, w_sigma), (l_mu, l_sigma) = rate([NEW, NEW], [1, 2])
    assert w_mu > DEFAULT_MU > l_mu
    assert w_mu - DEFAULT_MU == pytest.approx(DEFAULT_MU - l_mu)
    assert w_sigma < DEFAULT_SIGMA and l_sigma < DEFAULT_SIGMA


def test_draw_between_equals_moves_no_mu() -> None:
    (a_mu, _), (b_mu, _) = rate([NEW, NEW], [1, 1])
    assert a_mu == pytest.approx(DEFAULT_MU) and b_mu == pytest.approx(DEFAULT_MU)


def test_ranks_are_per_player_not_positional() -> None:
    first, second = rate([NEW, NEW], [2, 1])
    assert second[0] > DEFAULT_MU > first[0]


def test_four_players_in_rank_order() -> None:
    after = rate([NEW] * 4, [3, 1, 4, 2])
    mus = [mu for mu, _ in after]
    assert mus[1] > mus[3] > mus[0] > mus[2]


def test_upset_moves_more_than_expected_result() -> None:
    strong, weak = (35.0, 3.0), (20.0, 3.0)
    expected = rate([strong, weak], [1, 2])
    upset = rate([strong, weak], [2, 1])
    assert strong[0] - upset[0][0] > expected[0][0] - strong[0]


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


def test_place_after_a_tie_is_updated_like_the_tie() -> None:
    """openskill's Plackett-Luce gives the place right after a tie the tie's update: a known
    property of the model (not of our code) that the leaderboard tests must not contradict."""
    mus = [mu for mu, _ in rate([NEW] * 4, [1, 1, 2, 3])]
    assert mus[0] == pytest.approx(mus[1]) and mus[1] == pytest.approx(mus[2])
    assert mus[2] > DEFAULT_MU > mus[3]


@given(st.lists(st.integers(1, 4), min_size=2, max_size=4).filter(lambda r: 1 in r))
def test_better_rank_never_ends_lower(ranks: list[int]) -> None:
    after = rate([NEW] * len(ranks), ranks)
    mus = [mu for mu, _ in after]
    for i, ri in enumerate(ranks):
        for j, rj in enumerate(ranks):
            if ri < rj:
                assert mus[i] >= mus[j] - 1e-9
            elif ri == rj:
                assert mus[i] == pytest.approx(mus[j])
    best, worst = min(ranks), max(ranks)
    if best != worst:  # somebody strictly won over somebody: the extremes must move apart
        assert max(mus) > DEFAULT_MU or min(mus) < DEFAULT_MU
        assert mus[ranks.index(best)] > mus[ranks.index(worst)]


async def test_a_match_with_bots_is_rated_apart_and_each_level_once(store) -> None:
    from store import MatchEnd
    from store.models import bot_id, level_id

    match = await store.create_match(
        kind="flowers", guild_id=1, channel_id=5, players=[7, bot_id(1), bot_id(2), 8],
        state="{}", now=0.0, remind_at=None, forfeit_at=None,
        bots=[None, "hard", "hard", None])
    assert match.bots == (None, "hard", "hard", None) and match.has_bot
    end = MatchEnd(outcome="normal", ranks=(2, 1, 4, 3), scores=(5, 9, 1, 3), rated=True)
    await store.record(match.id, expected_version=0, seat=0, action="x", state="{}", now=1.0,
                       end=end)
    assert await store.leaderboard(1, "flowers") == []  # members' board: no bot match
    hard = await store.standing(1, "flowers:ai", level_id("hard"))
    member = await store.standing(1, "flowers:ai", 7)
    assert hard.games == 1 and hard.wins == 1  # rated once, at its better place
    assert member.games == 1 and member.losses == 1
    results = await store.results(match.id)
    assert [r.user_id for r in results] == [7, bot_id(1), bot_id(2), 8]
