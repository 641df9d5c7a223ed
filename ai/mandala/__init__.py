"""The Mandala adapter of the AI (see `ai.adapter.Adapter`)."""

from ai.adapter import GameAdapter
from ai.mandala.evaluate import evaluate
from ai.mandala.rollout import policy
from ai.mandala.sample import determinize

ADAPTER = GameAdapter("mandala", determinize, evaluate, policy)
