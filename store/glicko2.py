"""Glicko-2, as Glickman's "Example of the Glicko-2 system" states it (steps 1-8), with one
addition: each game of a rating period may carry a weight (1 for a game of two; a game of more
players is several pairwise games that together weigh one, see store.ratings).

Ratings here are on the displayed scale (r around 1500, RD in the same points); the
arithmetic runs on the Glicko-2 scale (mu, phi) as the paper does, and converts back."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178  # the paper's step 2: mu = (r - 1500) / 173.7178
BASE = 1500.0
EPSILON = 0.000001  # the paper's convergence tolerance for the volatility iteration


@dataclass(frozen=True)
class Glicko:
    rating: float  # r
    rd: float  # the rating deviation RD
    vol: float  # the volatility sigma


@dataclass(frozen=True)
class Game:
    """One game in a rating period, from the rated player's side."""

    opponent: Glicko
    score: float  # 1 a win, 0.5 a draw (a shared place), 0 a loss
    weight: float = 1.0


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected(a: Glicko, b: Glicko) -> float:
    """The chance `a` beats `b` (Glicko-2's E with b's uncertainty)."""
    return _e((a.rating - BASE) / SCALE, (b.rating - BASE) / SCALE, b.rd / SCALE)


def update(player: Glicko, games: Sequence[Game], tau: float) -> Glicko:
    """The player's rating after one rating period holding `games` (steps 3-8 of the paper;
    no games: only the RD grows, step 6)."""
    mu, phi, sigma = (player.rating - BASE) / SCALE, player.rd / SCALE, player.vol
    if not games:
        return Glicko(player.rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma)
    # step 3: the estimated variance v; step 4: the improvement delta
    inv_v = 0.0
    total = 0.0
    for game in games:
        mu_j, phi_j = (game.opponent.rating - BASE) / SCALE, game.opponent.rd / SCALE
        g, e = _g(phi_j), _e(mu, mu_j, phi_j)
        inv_v += game.weight * g * g * e * (1.0 - e)
        total += game.weight * g * (game.score - e)
    v = 1.0 / inv_v
    delta = v * total
    # step 5: the new volatility, by the Illinois algorithm
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2)
                - (x - a) / (tau * tau))

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    new_sigma = math.exp(big_a / 2.0)
    # steps 6 and 7: the pre-period RD, then the new RD and rating
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * total
    # step 8: back to the displayed scale
    return Glicko(BASE + SCALE * new_mu, SCALE * new_phi, new_sigma)
