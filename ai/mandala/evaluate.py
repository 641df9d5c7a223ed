"""How good a Mandala position is for one seat: a win-probability estimate in [0, 1].

Search stops its rollouts early and asks this instead of playing to the end. It is a logistic
model on the two seats' feature differences (`ai.mandala.features`), with weights fitted on
self-play by `ai.mandala.train` and committed with the command and seeds that made them
(`weights.json`). Plain Python: a dot product of 18 numbers, no numpy at run time.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from ai.mandala.features import NAMES, features
from engine.mandala import Game
from engine.mandala.fast import raw

WEIGHTS_FILE = Path(__file__).with_name("weights.json")
COLUMNS = (*NAMES, "to_move")  # what `inputs` gives, in order; the weights file names them


def load(path: Path = WEIGHTS_FILE) -> tuple[float, ...]:
    """The weights, checked against the features they were fitted on."""
    data = json.loads(path.read_text())
    if tuple(data["names"]) != COLUMNS:
        raise ValueError(f"{path.name} was fitted on other features: retrain (ai.mandala.train)")
    return tuple(float(w) for w in data["weights"])


def inputs(g: Game) -> list[float]:
    """What the model reads: seat 0's features minus seat 1's, then +1 if seat 0 is to move,
    -1 if seat 1 is (the training rows are these too)."""
    mover = g.to_move or 0
    f0, f1 = features(raw(g), mover)
    return [a - b for a, b in zip(f0, f1, strict=True)] + [-1.0 if mover else 1.0]


_W = load()


def evaluate(g: Game, seat: int) -> float:
    """1 for a win, 0 for a loss, 0.5 for a shared win; else the model's estimate."""
    outcome = g.outcome()
    if outcome is not None:
        return outcome.share(seat)
    x = 0.0
    for w, v in zip(_W, inputs(g), strict=True):
        x += w * v
    if seat == 1:
        x = -x
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
