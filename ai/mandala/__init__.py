"""The Mandala adapters of the AI (see `ai.adapter.Adapter`).

Hard and expert search with the learned evaluation (`evaluate`, issue 20); easy and normal keep
the handmade one (`handmade`), so their strength, and the ratings members earned against them,
stay what they were. The handmade adapter also plays the self-play games of `ai.mandala.train`.
"""

from ai.adapter import GameAdapter
from ai.explain import register as explain_register
from ai.mandala import evaluate, explain, handmade, rollout, sample
from engine.levels import EASY, NORMAL

ADAPTER = GameAdapter("mandala", sample.determinize, evaluate.evaluate, rollout.policy)
HANDMADE = GameAdapter("mandala", sample.determinize, handmade.evaluate, rollout.policy)
LEVEL_ADAPTERS = {EASY: HANDMADE, NORMAL: HANDMADE}

explain_register("mandala", explain.read, explain.measure, explain.favours, explain.ORDER)
