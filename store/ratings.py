"""The pure rating arithmetic: Glicko-2 (store.glicko2) for any number of players.

Why Glicko-2 and these constants: players know lichess's numbers, and its system is
Glicko-2 starting at 1500 with RD 500, volatility 0.09, tau 0.75, RD kept within [45, 500],
and a "?" while RD > 110. The shown number is the rating itself (no conservative mu - 3 sigma,
which climbed with every game whatever its result): a 200-point difference reads as about a
76% win chance, as in Elo. RD 500 rather than the paper's 350 so a newcomer's first games
move about +-240 as on lichess (350 gives +-160, more games to leave the "?").

A game of 3-4 players is rated as each pair of seats playing one game (the better place wins,
a shared place is a draw), all in one rating period, each pairwise game weighing 1/(n-1): a
seat's n-1 games together weigh one game of two, so a multiplayer step is as big as a
two-player one. A sole last place loses every pairwise game, so it never gains; the winner
wins them all, so among equals it gains most; shared places score the same."""

from __future__ import annotations

from collections.abc import Sequence

from .glicko2 import Game, Glicko, update

START_RATING = 1500.0
START_RD = 500.0
START_VOL = 0.09
TAU = 0.75
MIN_RD, MAX_RD = 45.0, 500.0
PROVISIONAL_RD = 110.0  # lichess: a rating with a larger deviation is shown with a "?"

NEWCOMER = Glicko(START_RATING, START_RD, START_VOL)


def rate(players: Sequence[Glicko], ranks: Sequence[int]) -> list[Glicko]:
    """New ratings per player, given each player's rating and rank (1 = best, ties share)."""
    if len(players) != len(ranks):
        raise ValueError(f"{len(players)} players but {len(ranks)} ranks")
    if len(players) < 2:
        raise ValueError("a rated game needs at least two players")
    weight = 1.0 / (len(players) - 1)
    out = []
    for i, me in enumerate(players):
        games = [Game(them, _score(ranks[i], ranks[j]), weight)
                 for j, them in enumerate(players) if j != i]
        new = update(me, games, TAU)
        out.append(Glicko(new.rating, min(MAX_RD, max(MIN_RD, new.rd)), new.vol))
    return out


def _score(mine: int, theirs: int) -> float:
    return 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0


def shown_rating(rating: float) -> int:
    """The whole-number rating players see: the rating, rounded."""
    return round(rating)


def provisional(rd: float) -> bool:
    """Still uncertain: shown with a "?" and left off the default leaderboard."""
    return rd > PROVISIONAL_RD


def outcomes(ranks: Sequence[int]) -> list[str]:
    """'win' for a sole first place, 'draw' for a shared first place, 'loss' for everyone else."""
    check_ranks(ranks)
    firsts = sum(1 for r in ranks if r == 1)
    first = "win" if firsts == 1 else "draw"
    return [first if r == 1 else "loss" for r in ranks]


def check_ranks(ranks: Sequence[int]) -> None:
    """Refuse ranks that cannot describe a finished game, before anything is written."""
    if not ranks:
        raise ValueError("no ranks")
    if any(not isinstance(r, int) or r < 1 for r in ranks):
        raise ValueError(f"ranks must be integers >= 1, got {tuple(ranks)}")
    if 1 not in ranks:
        raise ValueError(f"somebody must rank 1, got {tuple(ranks)}")
