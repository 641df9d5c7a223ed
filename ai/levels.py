"""The levels a player can choose, as search budgets.

`iterations` and `work` bound the search (reproducible); `cap_seconds` is the wall-clock safety
net. Mandala's `hard` is calibrated to about 0.2 s a move (<= 0.25 s median, <= 0.6 s at most
on this 2-core machine, issue 20); `expert` keeps the earlier hard budget (about 0.6-0.8 s a
move). In Mandala both search with the learned evaluation (`ai/mandala/evaluate.py`), easy and
normal with the handmade one. Against normal over 100 deals, hard's rollouts of 16 plies beat
shorter and longer ones with either evaluation (handmade: 4, 8, 16, 32 plies won 53%, 60%,
72%, 65%; learned: 8 plies 56%, 16 plies 80% of 200): the cheap rollout sees the next
completions, which no evaluation weighs well. Against normal, Mandala's strength levels off
near 80%: expert won 76 of 100, hard with sequential halving 75, hard with rivals played as
`easy` 79; hard searching the real game (every hand and the deck's order,
`bench/ai_arena.py --sighted`) won 89, so hidden cards and draws decide most of the rest. See
bench/ai_arena.py for times and strengths.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any  # level_named's overrides: any of Level's fields, checked by replace

from engine.levels import EASY, EXPERT, HARD, LEVEL_NAMES, NORMAL, RANDOM


@dataclass(frozen=True)
class Level:
    name: str
    determinizations: int = 1  # sampled hidden states shared by the iterations
    iterations: int = 0  # rollouts at most; 0 = no search (one-ply greedy)
    work: int = 0  # actions applied in rollouts at most (0 = no bound): evens out move time
    plies: int = 0  # rollout length before the evaluation decides
    candidates: int = 0  # root actions searched: the best by one-ply greedy (0 = all)
    model: bool = False  # rollouts play the `easy` policy (the rivals' model), not the cheap one
    halving: bool = False  # the root search: sequential halving on paired samples, not UCB1
    cap_seconds: float | None = None


LEVELS: dict[str, Level] = {lv.name: lv for lv in (
    Level(RANDOM),
    Level(EASY),
    Level(NORMAL, determinizations=8, iterations=240, plies=10, candidates=6, cap_seconds=1.0),
    Level(HARD, determinizations=16, iterations=3_500, work=25_000, plies=16, candidates=10,
          cap_seconds=0.5),
    Level(EXPERT, determinizations=32, iterations=12_000, work=90_000, plies=16, candidates=10,
          cap_seconds=1.5),
)}
assert tuple(LEVELS) == LEVEL_NAMES

# Not a level a player picks: the budget of a hint and of "Analyse my moves" (`hard`'s search
# with less work). Bounded by work alone, with no wall-clock cap, so a position gets the same
# hint and the same rating however loaded the machine is; calibrated by `python -m bench.hint`
# to <= 0.5 s p95 on one quiet core (a cap would make a loaded machine's hint another one).
HINT = "hint"
EXTRA: dict[str, Level] = {
    HINT: Level(HINT, determinizations=16, iterations=3_500, work=20_000, plies=16,
                candidates=10),
}


# Per game kind where the budgets differ from `LEVELS` (calibrated on that game's move times),
# filled by `ai.choose.register` from the game's descriptor (e.g. `ai/flowers/levels.py`).
KIND_LEVELS: dict[str, dict[str, Level]] = {}


def level_named(name: str, kind: str | None = None, **overrides: Any) -> Level:
    """A level by name, for game `kind` (its own budgets where it has some, else `LEVELS`);
    `overrides` shrink budgets (tests, short arena runs)."""
    table = {**LEVELS, **EXTRA, **KIND_LEVELS.get(kind or "", {})}
    try:
        base = table[name]
    except KeyError:
        raise ValueError(f"unknown level {name!r}; known: {', '.join(table)}") from None
    return replace(base, **overrides) if overrides else base
