"""The score race: public points at the start, after each round, and the final scores."""

from __future__ import annotations

import random

from engine.games import kind as game_kind
from play.race import score_race


def played(kind: str, players: int, seed: int) -> tuple[list, list[int]]:
    """A random game to its end: every position, and who made each move."""
    game = game_kind(kind).new(seed, players)
    rng = random.Random(seed)
    games, movers = [game.clone()], []
    while not game.is_over:
        movers.append(game.to_move)
        game.apply(rng.choice(game.legal_actions()))
        games.append(game.clone())
    return games, movers


def test_the_race_starts_at_zero_and_ends_on_the_final_scores():
    for kind, players in (("mandala", 2), ("flowers", 3)):
        games, movers = played(kind, players, 7)
        race = score_race(games, movers)
        assert race[0] == (0,) * players
        assert race[-1] == games[-1].outcome().scores
        # a round is a turn of every seat: far fewer points than moves, more than a handful
        assert 3 < len(race) < len(movers)


def test_a_round_ends_once_every_seat_has_moved():
    games, movers = played("flowers", 2, 3)
    race = score_race(games[:5], movers[:4])
    assert len(race) == 1 + sum(1 for _ in range(0, 4, 2))


def test_the_race_counts_only_what_the_public_sees():
    """Mandala's cups hide colours: the race reads the public view's points (a floor), never
    the real cups (issue 21: hidden information reaches no picture)."""
    games, movers = played("mandala", 2, 11)
    hidden = next(n for n, g in enumerate(games) if not g.is_over
                  and g.view(None).scores != tuple(g.scores()))
    race = score_race(games[:hidden + 1], movers[:hidden])
    assert race[-1] == games[hidden].view(None).scores != tuple(games[hidden].scores())


def test_a_match_of_fewer_than_three_rounds_gets_no_race():
    """Issue 48: a one-move timeout still drew a score race (two points, one line)."""
    from play.race import MIN_ROUNDS, worth_a_race
    games, movers = played("mandala", 2, 7)
    one_move = score_race(games[:2], movers[:1])  # then the clock ran out
    assert len(one_move) == 2 and not worth_a_race(one_move)
    two_rounds = score_race(games[:5], movers[:4])
    assert len(two_rounds) == 3 and not worth_a_race(two_rounds)
    three = score_race(games[:7], movers[:6])
    assert len(three) - 1 == MIN_ROUNDS == 3 and worth_a_race(three)
    assert worth_a_race(score_race(games, movers))
