"""Sample games for the picture tests: seeded random playouts stopped at the states that matter."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engine.mandala import Game, new_game

Stop = Callable[[Game], bool]

STOPS: dict[str, Stop] = {
    "start": lambda g: True,
    "mid": lambda g: g.turn >= 24 and g.phase == "play",
    "pick": lambda g: g.phase == "pick",
    "end_triggered": lambda g: g.end_triggered and not g.is_over,
    "over": lambda g: g.is_over,
}


def play_until(stop: Stop, seed: int) -> tuple[Game, int | None]:
    """A random game (seeded) played until `stop`; also the seat that made the last move."""
    g = new_game(seed)
    choose = random.Random(seed).choice
    last_seat = None
    while not stop(g):
        if g.is_over:
            raise LookupError("the game ended first")
        last_seat = g.to_move
        g.apply(choose(g.legal_actions()))
    return g, last_seat


def reach(name: str, first_seed: int = 0) -> tuple[Game, int | None]:
    """The first seeded game from `first_seed` on that reaches state `name`."""
    for seed in range(first_seed, first_seed + 200):
        try:
            return play_until(STOPS[name], seed)
        except LookupError:
            continue
    raise AssertionError(f"no seed reaches {name}")


@pytest.fixture(scope="session")
def samples() -> dict[str, tuple[Game, int | None]]:
    return {name: reach(name, 11) for name in STOPS}
