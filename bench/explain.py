"""The explainer's cost: milliseconds per explained move (median, p99, max) for each game, and
per Mandala move menu (which explains every entry), over seeded random playouts.

    nice -n 10 .venv/bin/python -m bench.explain --games 5

With `--mistakes`: how often a marked mistake's reason is a real contrast. Seeded games are
played by "random-ish" players (each move random or `easy`, half and half); every random move
with a choice is rated as the analysis rates it (`ai.analysis.rate`, the analysis' level, from
the mover's view), and one losing at least the analysis' SLIP of win chance is a mistake, until
`--count` per game (Flowers cycles through 2, 3 and 4 players). Its reason is worded as the
replay shows it (`present.explain.mistake_reason`); it qualifies when it holds at least one
contrast sentence: each names a difference between the played and the preferred move, with its
numbers or a named consequence, found on the mover's view. Printed: the share per game, what
the first sentence rests on, and sample reasons.

    nice -n 10 .venv/bin/python -m bench.explain --mistakes --count 200
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import games
from ai.analysis import rate
from ai.choose import choose
from ai.explain import contrast, explain
from engine.effects import Contrast
from engine.games import kind as game_kind
from engine.levels import EASY
from engine.mandala import Game as MandalaGame
from play.analysis import LEVEL, SLIP
from present.explain import contrast_lines, mistake_reason
from present.mandala import UI
from present.move_name import move_name


def _figures(name: str, times: list[float]) -> str:
    ms = sorted(1000 * x for x in times)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return (f"{name:<18} n={len(ms):<5} median {statistics.median(ms):6.2f} ms  "
            f"p99 {p99:6.2f} ms  max {ms[-1]:6.2f} ms")


def run(n_games: int) -> list[str]:
    games.install_all()
    out = []
    for kind, players in (("mandala", 2), ("flowers", 2), ("flowers", 4)):
        times: list[float] = []
        menus: list[float] = []
        for seed in range(n_games):
            g = game_kind(kind).new(seed, players)
            r = random.Random(seed)
            while not g.is_over:
                action = r.choice(g.legal_actions())
                view = g.view(g.to_move)
                start = time.perf_counter()
                explain(kind, view, action, seed=seed)
                times.append(time.perf_counter() - start)
                if isinstance(g, MandalaGame) and g.phase == "play" and view.viewer is not None:
                    start = time.perf_counter()
                    UI.moves(g, view.viewer)
                    menus.append(time.perf_counter() - start)
                g.apply(action)
        out.append(_figures(f"{kind} x{players}", times))
        if menus:
            out.append(_figures("mandala menu", menus))
    return out


def _ground(c: Contrast) -> str:
    """What a reason's first sentence rests on (the order `contrast_lines` tells them in)."""
    if c.gives:
        return f"gives away: {type(c.gives[0]).__name__}"
    firsts = [type(e).__name__ for e in c.gains if type(e).__name__ not in ("ToCup",
                                                                              "EntersRiver")]
    if firsts:
        return f"achieves: {firsts[0]}"
    if c.standings:
        return f"stands better: {c.standings[0].what}"
    return f"achieves: {type(c.gains[0]).__name__}" if c.gains else "none"


def mistakes(kind: str, count: int, level: str, samples: int) -> list[str]:
    """`count` mistakes of `kind`, their qualifying share, grounds and sample reasons."""
    k = game_kind(kind)
    names = ("Ann", "Bob", "Cleo", "Dara")
    found: list[tuple[Contrast, str, str, str]] = []
    rated = 0
    seed = 0
    start = time.perf_counter()
    while len(found) < count:
        players = 2 if kind == "mandala" else 2 + seed % 3
        g = k.new(seed, players)
        r = random.Random(seed)
        while not g.is_over and len(found) < count:
            seat = g.to_move
            assert seat is not None
            view = g.view(seat)
            actions = g.legal_actions()
            careless = r.random() < 0.5
            action = r.choice(actions) if careless else choose(kind, view, level=EASY,
                                                              seed=seed)
            if careless and len(actions) > 1:
                rated += 1
                rating = rate(kind, view, action, level=level, seed=seed)
                if rating.loss >= SLIP:
                    best = k.parse_action(rating.best)
                    c = contrast(kind, view, action, best, seed=seed)
                    shown = names[:players]
                    said = [mistake_reason(kind, rating.loss, c,
                                           move_name(kind, g, seat, rating.best, lang), shown,
                                           seat, lang)
                            for lang in ("en", "el")]
                    qualifies = bool(contrast_lines(kind, c, "x", shown, seat))
                    found.append((c, said[0], said[1], "yes" if qualifies else
                                  f"no: played {action}, preferred {rating.best}"))
            g.apply(action)
        seed += 1
    spent = time.perf_counter() - start
    good = [f for f in found if f[3] == "yes"]
    out = [f"{kind}: {len(good)} of {len(found)} mistakes ({100 * len(good) / len(found):.1f}%) "
           f"have a contrast with a number or a named consequence "
           f"[{rated} moves rated at {level}, {seed} games, {spent:.0f} s]"]
    grounds: dict[str, int] = {}
    for c, *_ in found:
        grounds[_ground(c)] = grounds.get(_ground(c), 0) + 1
    out.extend(f"    {n:4d}  {what}" for what, n in sorted(grounds.items(), key=lambda x: -x[1]))
    pick = random.Random(samples)
    out.append("  samples (en):")
    out.extend(f"    - {f[1]}" for f in pick.sample(good, min(samples, len(good))))
    out.append("  samples (el):")
    out.extend(f"    - {f[2]}" for f in pick.sample(good, min(2, len(good))))
    bad = [f for f in found if f[3] != "yes"]
    if bad:
        out.append("  not qualifying:")
        out.extend(f"    - {f[3]}: {f[1]}" for f in bad)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--mistakes", action="store_true",
                        help="the share of mistakes whose reason is a contrast")
    parser.add_argument("--count", type=int, default=200, help="mistakes per game")
    parser.add_argument("--level", default=LEVEL, help="the rater's level (the analysis')")
    parser.add_argument("--kinds", default="mandala,flowers")
    parser.add_argument("--samples", type=int, default=3, help="sample reasons printed")
    args = parser.parse_args()
    if args.mistakes:
        games.install_all()
        for kind in args.kinds.split(","):
            print("\n".join(mistakes(kind, args.count, args.level, args.samples)), flush=True)
        return
    print("\n".join(run(args.games)))


if __name__ == "__main__":
    main()
