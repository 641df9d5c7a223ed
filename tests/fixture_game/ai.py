"""Tally's AI adapter: the other hands sampled from what the view shows (their sizes)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ai.adapter import GameAdapter
from engine.api import Action
from engine.effects import Effect, EndsGame
from tests.fixture_game.engine import Game, Play, TallyView


def determinize(view: TallyView, rng: random.Random) -> Game:
    assert view.hand is not None and view.to_move is not None
    hands = []
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.viewer:
            hands.append(list(view.hand))
            continue
        hand = [0, 0, 0]
        for _ in range(size):
            hand[rng.randrange(3)] += 1
        hands.append(hand)
    game = Game(hands, view.to_move)
    game.scores_, game.turn, game.gone = list(view.scores), view.turn, list(view.left)
    return game


def evaluate(game: Game, seat: int) -> float:
    total = sum(game.scores_) or 1
    return game.scores_[seat] / total


def policy(game: Game, rng: random.Random) -> Action:
    return rng.choice(game.legal_actions())


ADAPTER = GameAdapter("tally", determinize, evaluate, policy)


def explain(before: TallyView, action: Play, events: Sequence[object], after: TallyView,
            mover: int) -> list[Effect]:
    """Tally's effect reader (ai.explain): a move that empties the last hand ends the game."""
    return [EndsGame()] if after.is_over else []
