"""The rollout policy: cheap enough for thousands of plies a second, better than uniform.

Play-phase moves are uniform among the legal ones except that discards are tried last (they
rarely help), and picks are greedy on the points they bring, since a pick is where the score is
made and a random pick throws a completion away.
"""

from __future__ import annotations

import random

from engine.mandala import Action, Discard, Game, Pick
from engine.mandala.fast import Raw, raw
from engine.mandala.vocab import color_index


def pick_value(r: Raw, seat: int, color: int) -> float:
    """Points a pick of `color` brings now (M-X4): the river space it scores in, times cards."""
    # called only with a Pick to value, so a completion is pending
    m = r.completion[0]  # type: ignore[index]
    if not any(r.fields[m][seat]):
        return 0.0  # M-X5: it will be discarded whatever it is
    n = r.mountains[m][color]
    river = r.rivers[seat]
    if color in river:
        return n * (river.index(color) + 1)
    nxt = len(river) + 1
    return (n - 1 + r.cups[seat][color]) * nxt + 0.5 * n


def policy(g: Game, rng: random.Random) -> Action:
    """One action for `g.to_move` under the rollout policy."""
    actions = g.legal_actions()
    first = actions[0]
    if type(first) is Pick:
        seat = g.to_move
        if seat is None:
            raise ValueError("the game is over")
        r = raw(g)
        return max(actions, key=lambda a: pick_value(r, seat, color_index(a.color)))
    a = actions[int(rng.random() * len(actions))]
    if type(a) is Discard:
        a = actions[int(rng.random() * len(actions))]  # a second draw: discard less often
    return a

