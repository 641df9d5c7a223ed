"""How good was a move: the search's estimate of the mover's chance to win after the move
played and after the move it prefers, from the mover's own view at the time.

Like `choose`, it reads the view only (hidden cards of the real game can't reach it) and seeds
its stream from (kind, level, seed, view); it has no wall-clock stop, so a rating is the same
on every run and machine (the level's work budget bounds it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ai.choose import adapter_for, stream
from ai.clock import Deadline
from ai.levels import Level, level_named
from ai.search import one_ply, root_values
from engine.api import Action
from engine.games import kind as game_kind


@dataclass(frozen=True)
class Rating:
    played: str  # the action code played
    best: str  # the action code the search prefers
    played_value: float  # chance to win after the move played, in [0, 1]
    best_value: float  # after the preferred move

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)


def rate(kind: str, view: Any, played: Action, *, level: str | Level, seed: int) -> Rating:
    """The rating of `played` by `view.viewer`, who must be the seat to move."""
    lv = level_named(level, kind) if isinstance(level, str) else level
    if view.viewer is None or view.to_move != view.viewer:
        raise ValueError("rate needs the view of the seat to move")
    adapter = adapter_for(kind, lv.name)
    rng = stream(kind, view, f"analysis:{lv.name}", seed)
    samples = [adapter.determinize(view, rng) for _ in range(max(1, lv.determinizations))]
    actions = samples[0].legal_actions()
    if played not in actions:
        raise ValueError(f"{played} is not a legal move here")
    seat = view.viewer
    if len(actions) == 1 or not lv.iterations:
        values = dict(zip(actions, one_ply(adapter, samples, seat, actions), strict=True))
        best = max(actions, key=lambda a: values[a])
    else:
        best, values = root_values(adapter, samples, seat, actions, rng, lv, Deadline(None),
                                   keep=played)
    if values[played] >= values[best]:  # the move played is as good as any the search found
        best = played
    return Rating(str(played), str(best), values[played], values[best])


def rate_from_state(kind: str, state_json: str, seat: int, code: str, level: str,
                    seed: int) -> tuple[str, str, float, float]:
    """`rate` for a recorded state (a picklable call for the process pool): the worker takes
    only `seat`'s view of it."""
    k = game_kind(kind)
    r = rate(kind, k.from_json(state_json).view(seat), k.parse_action(code), level=level,
             seed=seed)
    return r.played, r.best, r.played_value, r.best_value
