"""Tally's offline demo: random legal plays, one line each."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.demo import NAMES
from tests.fixture_game.engine import new_game


def play(seed: int, players: int, *, out: Callable[[str], object] = print) -> list[int]:
    game = new_game(seed, players)
    chooser = random.Random(seed)
    out(f"Tally demo, {players} players, seed {seed}")
    while not game.is_over:
        seat, action = game.to_move, chooser.choice(game.legal_actions())
        game.apply(action)
        out(f"{NAMES[seat or 0]} plays {action}")
    outcome = game.outcome()
    assert outcome is not None
    winners = [s for s, r in enumerate(outcome.ranks) if r == 1]
    out("Winner: " + " and ".join(NAMES[w] for w in winners))
    return winners
