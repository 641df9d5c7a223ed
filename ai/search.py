"""Game-agnostic search over determinizations (PIMC with a shared root, as in SO-ISMCTS depth 1).

Every iteration takes the next sampled hidden state, chooses a root action by UCB1 over the
statistics pooled across all samples, plays it, rolls out a few plies with the game's cheap
policy and scores the position with the game's evaluation. Pooling the root statistics means the
chosen move is good against the spread of hidden states, not tuned to one guessed deal. The root
actions are the same in every sample: they depend only on what the mover sees.

A level may instead ask for sequential halving (`Level.halving`): rounds in which every action
still in the race is tried on the same samples with the same rollout streams, the worse half
dropping out after each, so the luck of a deal cancels out of the comparison.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ai.adapter import Adapter
from ai.clock import Deadline
from ai.levels import Level
from engine.api import Action, AnyGame

EXPLORE = 0.5  # UCB1 constant for values in [0, 1]
CHECK_EVERY = 16  # iterations between looks at the clock


def one_ply(adapter: Adapter, samples: Sequence[AnyGame], seat: int,
            actions: Sequence[Action]) -> list[float]:
    """Each action's mean evaluation right after it, over `samples`."""
    out = []
    for a in actions:
        total = 0.0
        for s in samples:
            g = s.clone()
            g.apply(a)
            total += adapter.evaluate(g, seat)
        out.append(total / len(samples))
    return out


def greedy(adapter: Adapter, samples: Sequence[AnyGame], seat: int,
           actions: Sequence[Action]) -> Action:
    """The action with the best one-ply evaluation; ties go to the first in `sort_key` order."""
    scores = one_ply(adapter, samples, seat, actions)
    best = max(range(len(actions)),
               key=lambda i: (scores[i], _neg(adapter.sort_key(actions[i]))))
    return actions[best]


def model_rollout(adapter: Adapter, game: AnyGame, plies: int) -> int:
    """Up to `plies` actions of the `easy` policy (greedy on the evaluation) on `game`, in
    place: the model of rivals who play like `easy` (opponent modelling). Returns the actions
    applied, each greedy choice counting every action it tried."""
    spent = 0
    for _ in range(plies):
        if game.is_over:
            break
        actions = game.legal_actions()
        seat = game.to_move
        if seat is None:
            break
        action = actions[0] if len(actions) == 1 else greedy(adapter, [game], seat, actions)
        game.apply(action)
        spent += len(actions)
    return spent


def _neg(text: str) -> tuple[int, ...]:
    return tuple(-ord(ch) for ch in text)


def pimc(adapter: Adapter, samples: Sequence[AnyGame], seat: int, actions: Sequence[Action],
         rng: random.Random, level: Level, deadline: Deadline) -> Action:
    """The level's search at the root over pooled samples; returns the action it prefers.

    Stops after `level.iterations` rollouts or `level.work` actions applied (each rollout costs
    one plus its plies; 0 = no work bound), whichever comes first: a work budget keeps a move's
    time even, since rollouts near the end of a game are short. The deadline is only a safety
    net.
    """
    actions = _candidates(adapter, samples, seat, actions, level.candidates)
    if len(actions) == 1:
        return actions[0]
    _, _, best = _search(adapter, samples, seat, actions, rng, level, deadline)
    return actions[best]


def root_values(adapter: Adapter, samples: Sequence[AnyGame], seat: int, actions: Sequence[Action],
                rng: random.Random, level: Level, deadline: Deadline,
                keep: Action) -> tuple[Action, dict[Action, float]]:
    """The search `pimc` makes, with `keep` searched too even when pruned (the analysis rates a
    move the search would not have looked at): the action it would choose, and the mean value
    of every searched action (the mover's estimated chance to win after it)."""
    searched = _candidates(adapter, samples, seat, actions, level.candidates)
    if keep not in searched:
        searched = [*searched, keep]
    visits, wins, best = _search(adapter, samples, seat, searched, rng, level, deadline)
    values = {a: wins[i] / max(visits[i], 1) for i, a in enumerate(searched)}
    return searched[best], values


def _candidates(adapter: Adapter, samples: Sequence[AnyGame], seat: int, actions: Sequence[Action],
                candidates: int) -> list[Action]:
    """The root actions to search: the best `candidates` by one-ply evaluation (0 = all)."""
    if candidates and len(actions) > candidates:
        scores = one_ply(adapter, samples[:4], seat, actions)
        order = sorted(range(len(actions)),
                       key=lambda i: (-scores[i], adapter.sort_key(actions[i])))
        return [actions[i] for i in order[:candidates]]
    return list(actions)


def _search(adapter: Adapter, samples: Sequence[AnyGame], seat: int, actions: Sequence[Action],
            rng: random.Random, level: Level,
            deadline: Deadline) -> tuple[list[int], list[float], int]:
    """Visits and summed evaluations of each root action, and the index of the chosen one."""
    if level.halving:
        return _halving(adapter, samples, seat, actions, rng, level, deadline)
    visits, wins = _ucb(adapter, samples, seat, actions, rng, level, deadline)
    return visits, wins, _most_tried(visits, wins)


def _leaf(adapter: Adapter, game: AnyGame, seat: int, rng: random.Random,
          level: Level) -> tuple[float, int]:
    """Roll `game` (a root action just applied) forward and score it: (value, actions spent)."""
    spent = 1 + (model_rollout(adapter, game, level.plies) if level.model
                 else adapter.rollout(game, rng, level.plies))
    return adapter.evaluate(game, seat), spent


def _ucb(adapter: Adapter, samples: Sequence[AnyGame], seat: int, actions: Sequence[Action],
         rng: random.Random, level: Level, deadline: Deadline) -> tuple[list[int], list[float]]:
    """Visits and summed evaluations of each root action after the UCB1 rollouts."""
    k = len(actions)
    visits = [0] * k
    wins = [0.0] * k
    spent = 0
    work = level.work
    for it in range(level.iterations):
        if work and spent >= work:
            break
        if it % CHECK_EVERY == 0 and it and deadline.passed():
            break
        if it < k:
            i = it
        else:
            log = math.log(it)
            i = max(range(k), key=lambda j: wins[j] / visits[j]
                    + EXPLORE * math.sqrt(log / visits[j]))
        g = samples[it % len(samples)].clone()
        g.apply(actions[i])
        value, cost = _leaf(adapter, g, seat, rng, level)
        spent += cost
        wins[i] += value
        visits[i] += 1
    return visits, wins


def _halving(adapter: Adapter, samples: Sequence[AnyGame], seat: int, actions: Sequence[Action],
             rng: random.Random, level: Level,
             deadline: Deadline) -> tuple[list[int], list[float], int]:
    """Sequential halving with paired samples: every action still in the race is tried on the
    same sampled deal with the same rollout stream, and after each round the worse half drops
    out. When the actions differ by little (early Flowers: a hundredth of win chance), the
    deal's luck would swamp UCB's unpaired means; paired, it cancels out of each comparison.
    Returns visits, summed values and the index of the best mean among the last ones left."""
    k = len(actions)
    visits = [0] * k
    wins = [0.0] * k
    alive = list(range(k))
    rounds = max(1, math.ceil(math.log2(k)))
    base = rng.getrandbits(32)
    spent = j = 0
    work = level.work
    # The budget in rollouts, split evenly over the rounds; with a work bound, each round also
    # gets an even share of it (at least one pass), so every round is played and a costly
    # position (many replies to weigh in each model rollout) ends sooner, not unevenly.
    budget = min(level.iterations, work // (1 + level.plies)) if work else level.iterations
    stop = False
    for r in range(rounds):
        per = max(1, budget // (rounds * len(alive)))
        until = work * (r + 1) // rounds
        for p in range(per):
            if deadline.passed():
                stop = True
                break
            if work and p and spent >= until:
                break
            sample = samples[j % len(samples)]
            for i in alive:
                g = sample.clone()
                g.apply(actions[i])
                value, cost = _leaf(adapter, g, seat, random.Random(base + j), level)
                spent += cost
                wins[i] += value
                visits[i] += 1
            j += 1
        if stop or r == rounds - 1:
            break
        alive.sort(key=lambda i: (-wins[i] / max(visits[i], 1), i))
        alive = sorted(alive[: (len(alive) + 1) // 2])
    best = min(alive, key=lambda i: (-wins[i] / max(visits[i], 1), i))
    return visits, wins, best


def _most_tried(visits: Sequence[int], wins: Sequence[float]) -> int:
    return max(range(len(visits)), key=lambda j: (visits[j], wins[j] / max(visits[j], 1), -j))
