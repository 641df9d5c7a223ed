"""Mandala's offline demo (`launch.py demo --game mandala`): both seats choose uniformly among
legal actions, every move narrated, the rivers shown after each pick."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.demo import NAMES
from engine.mandala.setup import new_game
from engine.mandala.text import narrate


def play(seed: int, players: int, *, out: Callable[[str], object] = print) -> list[int]:
    """Play and print one whole Mandala game; returns the winners."""
    if players != 2:
        raise ValueError(f"no demo for mandala with {players} players (Mandala takes 2)")
    game = new_game(seed)
    chooser = random.Random(seed)
    names = NAMES[:2]
    out(f"Mandala demo, seed {seed}: {names[game.first_player]} plays first.")
    while not game.is_over:
        action = chooser.choice(game.legal_actions())
        events = game.apply(action)
        out(f"[{game.turn:3}] " + "; ".join(narrate(events, names)))
        if any(type(e).__name__ in ("Picked", "FieldsDiscarded") for e in events):
            for s in (0, 1):
                river = " ".join(c.value for c in game.rivers[s]) or "-"
                out(f"       {names[s]}: river [{river}], cup {game.cup_size(s)} cards")
    scores = game.scores()
    out("")
    for s in (0, 1):
        river = " ".join(f"{i + 1}:{c.value}" for i, c in enumerate(game.rivers[s]))
        cup = ", ".join(f"{n} {c.value}" for c, n in game.cups[s].items() if n)
        out(f"{names[s]}: {scores[s]} points; river {river}; cup {cup}")
    winners = game.winners()
    shared = " (shared)" if len(winners) > 1 else ""
    out("Winner: " + " and ".join(names[w] for w in winners) + shared)
    return winners
