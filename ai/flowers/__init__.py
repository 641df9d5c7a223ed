"""The Flowers adapter of the AI (see `ai.adapter.Adapter`), for 2-4 players."""

from __future__ import annotations

import random

from ai.flowers.evaluate import evaluate
from ai.flowers.rollout import rollout
from ai.flowers.sample import determinize
from engine.api import Action


class _Flowers:
    kind = "flowers"

    @staticmethod
    def determinize(view, rng: random.Random):
        return determinize(view, rng)

    @staticmethod
    def evaluate(game, seat: int) -> float:
        return evaluate(game, seat)

    @staticmethod
    def rollout(game, rng: random.Random, plies: int) -> int:
        return rollout(game, rng, plies)

    @staticmethod
    def sort_key(action: Action) -> str:
        return str(action)


ADAPTER = _Flowers()
