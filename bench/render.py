"""Rendering speed and PNG size: the public table and a player's panel over varied game states
(Mandala, then Flowers for 2, 3 and 4 players).

States come from seeded random games stopped at random points (play, pick and game over alike).
Run: `make bench` or `python -m bench.render`.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import random  # noqa: E402

import games  # noqa: E402
from engine.flowers import new_game as new_flowers  # noqa: E402
from engine.mandala import new_game  # noqa: E402
from render.flowers import render_panel as render_flowers_panel  # noqa: E402
from render.flowers import render_table as render_flowers_table  # noqa: E402
from render.mandala import render_panel, render_table  # noqa: E402

games.install_all()  # the registries hold the games, as the bot's do

NAMES = (("Ada", "Bo"), ("Αλέξανδρος", "Eve"), ("A rather long player name indeed", "Zoë"),
         ("李小龍", "محمد 🐉"))


def sample_states(n: int) -> list[tuple]:
    """(public view, seat view, names, last mover) for n seeded random positions."""
    out = []
    for seed in range(n):
        g = new_game(20_000 + seed)
        r = random.Random(seed)
        last = None
        steps = 10_000 if seed % 8 == 0 else r.randrange(0, 75)  # one in eight: game over
        for _ in range(steps):
            if g.is_over:
                break
            last = g.to_move
            g.apply(r.choice(g.legal_actions()))
        seat = seed % 2
        out.append((g.view(None), g.view(seat), NAMES[seed % len(NAMES)], last))
    return out


def timed(fn, items) -> tuple[list[float], list[int]]:
    times, sizes = [], []
    for item in items:
        start = time.perf_counter()
        data = fn(item)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(data))
    return times, sizes


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def main() -> None:
    states = sample_states(200)
    phases = {p: sum(1 for s in states if s[0].phase == p) for p in ("play", "pick", "over")}
    render_table(states[0][0])  # warm-up: fonts, palette, static layers
    render_panel(states[0][1])
    table = timed(lambda s: render_table(s[0], names=s[2], last_seat=s[3]), states)
    panel = timed(lambda s: render_panel(s[1], names=s[2], last_seat=s[3]), states)
    print(f"Mandala rendering, {len(states)} varied views on one core "
          f"({', '.join(f'{n} {p}' for p, n in phases.items())})")
    for label, (times, sizes) in (("render_table", table), ("render_panel", panel)):
        print(f"  {label}: median {statistics.median(times):6.2f} ms   p95 {p95(times):6.2f} ms"
              f"   PNG min/median/max {min(sizes) / 1000:5.1f} / "
              f"{statistics.median(sizes) / 1000:5.1f} / {max(sizes) / 1000:5.1f} KB")
    # the same views again: every text and shape cache is warm, as in a long-running bot
    table_warm = timed(lambda s: render_table(s[0], names=s[2], last_seat=s[3]), states)[0]
    panel_warm = timed(lambda s: render_panel(s[1], names=s[2], last_seat=s[3]), states)[0]
    for label, times in (("render_table", table_warm), ("render_panel", panel_warm)):
        print(f"  {label}: median {statistics.median(times):6.2f} ms   p95 {p95(times):6.2f} ms"
              "   (second pass, caches warm)")


FLOWERS_NAMES = ("Ada", "李小龍", "A rather long player name indeed", "محمد 🐉")


def flowers_states(n: int, players: int) -> list[tuple]:
    """(public view, seat view, names, last mover) for n seeded random Flowers positions."""
    out = []
    for seed in range(n):
        g = new_flowers(30_000 + seed, players=players)
        r = random.Random(seed)
        last = None
        steps = 10_000 if seed % 8 == 0 else r.randrange(0, 90)  # one in eight: game over
        for _ in range(steps):
            if g.is_over:
                break
            last = g.to_move
            g.apply(r.choice(g.legal_actions()))
        names = FLOWERS_NAMES[seed % 4:] + FLOWERS_NAMES[:seed % 4]
        out.append((g.view(None), g.view(seed % players), names[:players], last))
    return out


def flowers() -> None:
    for players in (2, 3, 4):
        states = flowers_states(200, players)
        render_flowers_table(states[0][0], names=states[0][2])  # warm-up
        render_flowers_panel(states[0][1], names=states[0][2])
        table = timed(lambda s: render_flowers_table(s[0], names=s[2], last_seat=s[3]), states)
        panel = timed(lambda s: render_flowers_panel(s[1], names=s[2], last_seat=s[3]), states)
        print(f"Flowers rendering, {players} players, {len(states)} varied views on one core")
        for label, (times, sizes) in (("render_flowers_table", table),
                                      ("render_flowers_panel", panel)):
            print(f"  {label}: median {statistics.median(times):6.2f} ms   "
                  f"p95 {p95(times):6.2f} ms   PNG min/median/max {min(sizes) / 1000:5.1f} / "
                  f"{statistics.median(sizes) / 1000:5.1f} / {max(sizes) / 1000:5.1f} KB")


if __name__ == "__main__":
    main()
    flowers()
