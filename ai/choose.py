"""`choose`: one move for the seat to move, from its view only, at a level, reproducibly.

The random stream is seeded from (kind, level, seed, the view's text), so the same call always
gives the same move, and the hidden cards of the real game cannot reach it: the view is all
there is to hash and to sample from.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping
from typing import Any

from ai.adapter import Adapter
from ai.clock import Deadline
from ai.levels import KIND_LEVELS, Level, level_named
from ai.search import greedy, pimc
from engine.api import Action, AnyGame
from engine.levels import RANDOM

_ADAPTERS: dict[str, Adapter] = {}
_LEVEL_ADAPTERS: dict[str, dict[str, Adapter]] = {}  # [kind][level name]


def register(adapter: Adapter, levels: Mapping[str, Level] | None = None,
             level_adapters: Mapping[str, Adapter] | None = None) -> None:
    """Plug a game in, with its budgets where they differ from `LEVELS`, and other adapters
    for some levels (Mandala's easy and normal keep their handmade evaluation); a game's
    descriptor does, `games/<game>.py`."""
    _ADAPTERS[adapter.kind] = adapter
    if levels:
        KIND_LEVELS[adapter.kind] = dict(levels)
    if level_adapters:
        _LEVEL_ADAPTERS[adapter.kind] = dict(level_adapters)


def unregister(kind: str) -> None:
    _ADAPTERS.pop(kind, None)
    KIND_LEVELS.pop(kind, None)
    _LEVEL_ADAPTERS.pop(kind, None)


def adapter_for(kind: str, level: str | None = None) -> Adapter:
    """The game's adapter, or the one its descriptor gave for the level named `level`."""
    try:
        default = _ADAPTERS[kind]
    except KeyError:
        raise ValueError(f"no AI for game kind {kind!r}; known: {', '.join(_ADAPTERS)}") from None
    return _LEVEL_ADAPTERS.get(kind, {}).get(level or "", default)


def stream(kind: str, view: Any, name: str, seed: int) -> random.Random:
    """The call's random stream: a function of what the mover sees and the seed, nothing else."""
    digest = hashlib.blake2b(f"{kind}|{name}|{seed}|{view!r}".encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def choose(kind: str, view: Any, *, level: str | Level, seed: int,
           adapter: Adapter | None = None) -> Action:
    """A legal action for `view.viewer`, who must be the seat to move. `adapter` replaces the
    game's registered one (training plays with another evaluation)."""
    lv = level_named(level, kind) if isinstance(level, str) else level
    if view.viewer is None or view.to_move != view.viewer:
        raise ValueError("choose needs the view of the seat to move")
    adapter = adapter or adapter_for(kind, lv.name)
    rng = stream(kind, view, lv.name, seed)
    deadline = Deadline(lv.cap_seconds)
    first = adapter.determinize(view, rng)
    return decide(adapter, lv, view.viewer, first, lambda: adapter.determinize(view, rng), rng,
                  deadline)


def decide(adapter: Adapter, level: Level, seat: int, first: AnyGame,
           sample: Callable[[], AnyGame], rng: random.Random, deadline: Deadline) -> Action:
    """The level's move for `seat` (to move in `first`, one full game it may face; `sample`
    draws the level's other ones): uniform, greedy one ply ahead, or the search."""
    actions: list[Action] = first.legal_actions()
    if not actions:
        raise ValueError("no legal action: the game is over")
    if level.name == RANDOM:
        return actions[rng.randrange(len(actions))]
    if len(actions) == 1:
        return actions[0]
    if not level.iterations:
        return greedy(adapter, [first], seat, actions)
    samples = [first] + [sample() for _ in range(level.determinizations - 1)]
    return pimc(adapter, samples, seat, actions, rng, level, deadline)
