"""Flowers' offline demo (`launch.py demo --game flowers`, 2-4 players): every seat chooses
uniformly among legal actions, every move narrated, the scores shown after each clearing."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.demo import NAMES
from engine.flowers import new_game
from engine.flowers.events import CardsCleared
from engine.flowers.text import narrate as tell
from engine.flowers.text import tile_name


def play(seed: int, players: int, *, out: Callable[[str], object] = print) -> list[int]:
    """Play and print one whole Flowers game of `players` seats; returns the winners."""
    game = new_game(seed, players=players)
    chooser = random.Random(seed)
    names = NAMES[:players]
    out(f"Flowers demo, {players} players, seed {seed}: {names[game.first_player]} plays first.")
    while not game.is_over:
        action = chooser.choice(game.legal_actions())
        events = game.apply(action)
        out(f"[{game.turn:3}] " + "; ".join(tell(events, names)))
        if any(type(e) is CardsCleared for e in events):
            scores = game.scores()
            for s in range(players):
                out(f"       {names[s]}: {scores[s]} points, {len(game.flowers[s])} flower(s), "
                    f"{len(game.halves[s])} lone half tile(s)")
    outcome = game.outcome()
    if outcome is None:
        raise AssertionError("the loop above plays to the end")
    out("")
    for s in range(players):
        done = ", ".join(f"{tile_name(a)} + {tile_name(b)}" for a, b in game.flowers[s]) or "-"
        lone = ", ".join(tile_name(t) for t in game.halves[s]) or "-"
        out(f"{names[s]}: {outcome.scores[s]} points (rank {outcome.ranks[s]}); "
            f"flowers: {done}; lone halves: {lone}")
    winners = list(outcome.winners)
    shared = " (shared)" if len(winners) > 1 else ""
    out("Winner: " + " and ".join(names[w] for w in winners) + shared)
    return winners
