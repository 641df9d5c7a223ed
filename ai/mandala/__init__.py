"""The Mandala adapter of the AI (see `ai.adapter.Adapter`)."""

from __future__ import annotations

import random

from ai.mandala.evaluate import evaluate
from ai.mandala.rollout import rollout
from ai.mandala.sample import determinize
from engine.api import Action


class _Mandala:
    kind = "mandala"

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


ADAPTER = _Mandala()
