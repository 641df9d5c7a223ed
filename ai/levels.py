"""The levels a player can choose, as search budgets.

`iterations` and `work` bound the search (reproducible); `cap_seconds` is the wall-clock safety
net. Mandala's `hard` is calibrated to about 0.2 s a move (<= 0.25 s median, <= 0.6 s at most
on this 2-core machine, issue 20); `expert` keeps the earlier hard budget (about 0.6-0.8 s a
move). See bench/ai_arena.py for the measured times and strengths.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any  # level_named's overrides: any of Level's fields, checked by replace


@dataclass(frozen=True)
class Level:
    name: str
    determinizations: int = 1  # sampled hidden states shared by the iterations
    iterations: int = 0  # rollouts at most; 0 = no search (one-ply greedy)
    work: int = 0  # actions applied in rollouts at most (0 = no bound): evens out move time
    plies: int = 0  # rollout length before the evaluation decides
    candidates: int = 0  # root actions searched: the best by one-ply greedy (0 = all)
    model: bool = False  # rollouts play the `easy` policy (the rivals' model), not the cheap one
    cap_seconds: float | None = None


LEVELS: dict[str, Level] = {
    "random": Level("random"),
    "easy": Level("easy"),
    "normal": Level("normal", determinizations=8, iterations=240, plies=10, candidates=6,
                    cap_seconds=1.0),
    "hard": Level("hard", determinizations=16, iterations=3_500, work=25_000, plies=16,
                  candidates=10, cap_seconds=0.5),
    "expert": Level("expert", determinizations=32, iterations=12_000, work=90_000, plies=16,
                    candidates=10, cap_seconds=1.5),
}


# Per game kind where the budgets differ from `LEVELS` (calibrated on that game's move times).
# Flowers (issue 20): the rollouts of normal play the cheap policy, which predicts no real player;
# on 60 deals against three easy players depth did not matter (0, 3 and 8 plies won 13, 16 and
# 16). Hard and expert instead model the rivals as `easy` players (each reply is the greedy
# move on the evaluation) for one round, then let the evaluation judge: fewer rollouts, each a
# prediction of what an `easy` (or `normal`, which mostly agrees with it) rival would do.
KIND_LEVELS: dict[str, dict[str, Level]] = {
    "flowers": {  # random and easy have no budget: the shared ones serve
        "normal": Level("normal", determinizations=8, iterations=300, plies=3, candidates=6,
                        cap_seconds=1.0),
        "hard": Level("hard", determinizations=16, iterations=160, plies=3, candidates=8,
                      model=True, cap_seconds=1.5),
        "expert": Level("expert", determinizations=32, iterations=400, plies=3, candidates=10,
                        model=True, cap_seconds=3.0),
    },
}


def level_named(name: str, kind: str | None = None, **overrides: Any) -> Level:
    """A level by name, for game `kind` (its own budgets where it has some, else `LEVELS`);
    `overrides` shrink budgets (tests, short arena runs)."""
    table = {**LEVELS, **KIND_LEVELS.get(kind or "", {})}
    try:
        base = table[name]
    except KeyError:
        raise ValueError(f"unknown level {name!r}; known: {', '.join(table)}") from None
    return replace(base, **overrides) if overrides else base
