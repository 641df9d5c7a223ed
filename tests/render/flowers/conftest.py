"""Sample Flowers positions for 2, 3 and 4 players, built once per test session."""

from __future__ import annotations

import pytest

from engine.flowers import Game
from tests.render.flowers.games import STOPS, reach

Sample = tuple[Game, int | None]


@pytest.fixture(scope="session")
def flowers_samples() -> dict[tuple[int, str], Sample]:
    """(players, state) -> (game, last mover); state "left": the last seat has left."""
    out = {(n, name): reach(name, n, 3) for n in (2, 3, 4) for name in STOPS}
    for n in (3, 4):
        out[(n, "left")] = reach("mid", n, 5, leaver=True)
    return out
