"""What a game must provide for the AI: one adapter module per game kind, same `choose` entry.

The search in `ai.search` is game-agnostic; it only calls these. A game's adapter samples the
hidden state from a view, rolls a position forward with a cheap policy and scores a position for
one seat. Everything else (seeding, levels, budgets, the process pool) is shared.

To plug a game in: write `ai/<kind>/` with an object satisfying `Adapter`, and name it in the
game's descriptor (`games/<kind>.py`), which calls `ai.choose.register`. The search needs from the
game only the engine contract (`clone`, `legal_actions`, `apply`, `outcome`, `to_move`) plus a
way to build a full game from sampled parts (`engine.<kind>.fast.assemble`); budgets may differ
per game (the descriptor's `levels`, kept in `ai.levels.KIND_LEVELS`). With more than two seats
the search is unchanged: it maximises the mover's own evaluation, every other seat plays the
rollout policy.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from engine.api import Action, AnyGame


class Adapter(Protocol):
    @property
    def kind(self) -> str:
        """The registry name in engine.games."""
        ...

    def determinize(self, view: Any, rng: random.Random) -> AnyGame:
        """A full game consistent with `view` (the view of the seat to move), hidden parts
        sampled from `rng`; `game.to_move == view.viewer` and its legal actions are the
        viewer's real ones. Must read nothing but the view."""
        ...

    def evaluate(self, game: AnyGame, seat: int) -> float:
        """Win-probability estimate for `seat` in [0, 1]; exact (1/0.5/0) once over."""
        ...

    def rollout(self, game: AnyGame, rng: random.Random, plies: int) -> int:
        """Play up to `plies` actions of a cheap policy on `game` (in place); return how many
        were played (the search's work budget counts them)."""
        ...

    def sort_key(self, action: Action) -> str:
        """A stable order for ties (the action's short code)."""
        ...


@dataclass(frozen=True)
class GameAdapter:
    """An `Adapter` from a game's three functions: each game writes what differs (sampling,
    evaluation, the rollout policy); the rollout loop and the tie order are the same for all."""

    kind: str
    # each game's own view, game and action types: engine.api's protocols are looser than
    # the games' own signatures (a game applies its own actions only)
    sample: Callable[[Any, random.Random], Any]
    score: Callable[[Any, int], float]
    policy: Callable[[Any, random.Random], Any]

    def determinize(self, view: Any, rng: random.Random) -> AnyGame:
        game: AnyGame = self.sample(view, rng)
        return game

    def evaluate(self, game: AnyGame, seat: int) -> float:
        return self.score(game, seat)

    def rollout(self, game: AnyGame, rng: random.Random, plies: int) -> int:
        policy = self.policy
        for done in range(plies):
            if game.is_over:
                return done
            action: Action = policy(game, rng)
            game.apply(action)
        return plies

    def sort_key(self, action: Action) -> str:
        return str(action)
