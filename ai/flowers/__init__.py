"""The Flowers adapter of the AI (see `ai.adapter.Adapter`), for 2-4 players."""

from ai.adapter import GameAdapter
from ai.flowers.evaluate import evaluate
from ai.flowers.rollout import policy
from ai.flowers.sample import determinize

ADAPTER = GameAdapter("flowers", determinize, evaluate, policy)
