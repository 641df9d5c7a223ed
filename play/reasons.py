"""The explainer as the layers above `play` reach it (`present` may not import `ai`): a move's
effects read on its mover's own view only."""

from __future__ import annotations

from ai.explain import explain
from engine.api import Action, AnyGame
from engine.effects import Effect


def move_effects(game: AnyGame, seat: int, action: Action, *,
                 seed: int = 0) -> tuple[Effect, ...]:
    """The effects of `action` by `seat`, who must be to move in `game`; the real game's
    hidden cards play no part (only `game.view(seat)` is read)."""
    return explain(game.kind, game.view(seat), action, seed=seed)
