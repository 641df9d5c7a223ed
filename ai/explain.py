"""The explainer: a move's concrete effects as the mover can know them, for hints, the analysis
and the move menu (`present.explain` words them).

It reads nothing but the mover's view. The hidden parts are sampled from that view (the AI's
own determinization, seeded from the view's text), the move is applied to every sample, and an
effect is kept only when every sample shows it: what a draw brings or an unseen hand holds
differs between samples and drops out, so no effect can rest on a hidden fact of the real game.
Each game's effect reader (`ai/<game>/explain.py`) reads the views and events of one sample;
its descriptor (`games/<game>.py`) plugs it in, like every other part of a game. A game without
one names its moves with no reasons.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ai.choose import adapter_for, stream
from engine.api import Action
from engine.effects import Effect

SAMPLES = 6  # determinized states an effect must hold in

# (view before, action, events, view after, mover) -> effects, in the order they are told
Reader = Callable[[Any, Any, Sequence[Any], Any, int], list[Effect]]
_READERS: dict[str, Reader] = {}


def register(kind: str, reader: Reader) -> None:
    """Plug a game's effect reader in (its descriptor does, through `games.install`)."""
    _READERS[kind] = reader


def unregister(kind: str) -> None:
    _READERS.pop(kind, None)


def explain(kind: str, view: Any, action: Action, *, seed: int = 0,
            samples: int = SAMPLES) -> tuple[Effect, ...]:
    """The effects of `action` by `view.viewer` (the seat to move) that hold in every sampled
    state consistent with `view`, in the order the game's reader tells them."""
    seat = view.viewer
    if seat is None or view.to_move != seat:
        raise ValueError("explain needs the view of the seat to move")
    read = _READERS.get(kind)
    if read is None:  # a game that gives no reasons: its hints and marks name the move alone
        return ()
    adapter = adapter_for(kind)
    rng = stream(kind, view, "explain", seed)
    kept: list[Effect] | None = None
    for _ in range(max(1, samples)):
        game = adapter.determinize(view, rng)
        before = game.view(seat)
        events = game.apply(action)
        found = read(before, action, events, game.view(seat), seat)
        kept = found if kept is None else [e for e in kept if e in found]
    return tuple(kept or ())
