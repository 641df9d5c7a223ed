"""An offline game between players choosing uniformly among legal actions (`make demo`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine import flowers
from engine.mandala import new_game
from engine.mandala.text import narrate

NAMES = ("Ada", "Bo", "Cy", "Di")
Out = Callable[[str], None]  # where the lines go: print, or a list's append in tests


def play_demo(seed: int, *, game: str = "mandala", players: int = 2, out: Out = print) -> list[int]:
    """Play and print one whole game of `game`; returns the winners."""
    if game == "flowers":
        return play_flowers(seed, players, out=out)
    if game != "mandala" or players != 2:
        raise ValueError(f"no demo for {game} with {players} players (Mandala takes 2)")
    return play_mandala(seed, out=out)


def play_mandala(seed: int, *, out: Out = print) -> list[int]:
    """Play and print one whole Mandala game; returns the winners."""
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


def play_flowers(seed: int, players: int, *, out: Out = print) -> list[int]:
    """Play and print one whole Flowers game of `players` seats; returns the winners."""
    from engine.flowers.events import CardsCleared
    from engine.flowers.text import narrate as tell
    from engine.flowers.text import tile_name

    game = flowers.new_game(seed, players=players)
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
