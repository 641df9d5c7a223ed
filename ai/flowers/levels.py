"""Flowers' AI budgets (calibrated on Flowers' move times); its descriptor registers them."""

from __future__ import annotations

from ai.levels import Level
from engine.levels import EXPERT, HARD, NORMAL

# Where they differ from `ai.levels.LEVELS` (issue 20): the rollouts of normal play the cheap
# policy, which predicts no real player; on 60 deals against three easy players depth did not
# matter (0, 3 and 8 plies won 13, 16 and 16). Hard and expert instead model the rivals as `easy`
# players (each reply is the greedy move on the evaluation) for one round, then let the
# evaluation judge: fewer rollouts, each a prediction of what an `easy` (or `normal`, which
# mostly agrees with it) rival would do.
LEVELS: dict[str, Level] = {  # random and easy have no budget: the shared ones serve
    NORMAL: Level(NORMAL, determinizations=8, iterations=300, plies=3, candidates=6,
                  cap_seconds=1.0),
    HARD: Level(HARD, determinizations=16, iterations=160, plies=3, candidates=8, model=True,
                cap_seconds=1.5),
    EXPERT: Level(EXPERT, determinizations=32, iterations=400, plies=3, candidates=10,
                  model=True, cap_seconds=3.0),
}
