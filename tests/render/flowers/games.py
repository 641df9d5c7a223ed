"""Sample Flowers games for the picture tests: seeded random playouts stopped where it matters."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.flowers import Game, new_game

Stop = Callable[[Game], bool]

STOPS: dict[str, Stop] = {
    "start": lambda g: True,
    "mid": lambda g: g.turn >= 20 and g.phase == "play" and g.view(None).last_action is not None,
    "choose": lambda g: g.phase == "choose",
    "over": lambda g: g.is_over,
}


def play_until(stop: Stop, seed: int, players: int, leaver: bool = False
               ) -> tuple[Game, int | None]:
    """A random game (seeded) played until `stop`; also the seat that made the last move.

    With `leaver`, the last seat leaves after a few turns (the match goes on without them)."""
    g = new_game(seed, players=players)
    choose = random.Random(seed).choice
    last_seat = None
    while not stop(g):
        if g.is_over:
            raise LookupError("the game ended first")
        if leaver and g.turn >= 6 and not g.view(None).resigned:
            g.resign(players - 1)
            continue
        last_seat = g.to_move
        g.apply(choose(g.legal_actions()))
    return g, last_seat


def reach(name: str, players: int, first_seed: int = 0, leaver: bool = False
          ) -> tuple[Game, int | None]:
    """The first seeded game from `first_seed` on that reaches state `name`."""
    for seed in range(first_seed, first_seed + 300):
        try:
            return play_until(STOPS[name], seed, players, leaver)
        except LookupError:
            continue
    raise AssertionError(f"no seed reaches {name}")
