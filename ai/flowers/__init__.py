"""The Flowers adapter of the AI (see `ai.adapter.Adapter`), for 2-4 players."""

from ai.adapter import GameAdapter
from ai.explain import register as explain_register
from ai.flowers import explain
from ai.flowers.evaluate import evaluate
from ai.flowers.rollout import policy
from ai.flowers.sample import determinize

ADAPTER = GameAdapter("flowers", determinize, evaluate, policy)

explain_register("flowers", explain.read, explain.measure, explain.favours, explain.ORDER)
