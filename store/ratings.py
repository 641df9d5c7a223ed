"""The pure rating arithmetic: openskill's Plackett-Luce model, for any number of players."""

from __future__ import annotations

from collections.abc import Sequence

from openskill.models import PlackettLuce

DEFAULT_MU = 25.0
DEFAULT_SIGMA = 25.0 / 3.0

# The shown rating: the conservative estimate mu - 3 sigma (openskill's "ordinal", 0 for a
# newcomer), scaled to a whole number that starts at 1500 like the chess ratings players know.
RATING_BASE, RATING_SCALE = 1500, 100

_MODEL = PlackettLuce(mu=DEFAULT_MU, sigma=DEFAULT_SIGMA)


def rate(teams: Sequence[tuple[float, float]], ranks: Sequence[int]) -> list[tuple[float, float]]:
    """New (mu, sigma) per player, given each player's (mu, sigma) and rank (1 = best, ties share).

    Every "team" is one player: our games are free-for-all with 2 to 4 seats.
    """
    if len(teams) != len(ranks):
        raise ValueError(f"{len(teams)} players but {len(ranks)} ranks")
    if len(teams) < 2:
        raise ValueError("a rated game needs at least two players")
    rated = _MODEL.rate(
        [[_MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in teams],
        ranks=[float(r) for r in ranks],
    )
    return [(team[0].mu, team[0].sigma) for team in rated]


def shown_rating(mu: float, sigma: float) -> int:
    """The whole-number rating players see: round((mu - 3 sigma) * 100 + 1500)."""
    return round((mu - 3 * sigma) * RATING_SCALE + RATING_BASE)


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
