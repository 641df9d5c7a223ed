"""The analysis of one player's moves in a finished match: each of their decisions rated by the
AI from their own view at the time, and the biggest mistakes marked (no discord here).

The rater (the bot's process pool, or an in-process one in tests) receives the position before
the move and the seat, and the pool's worker takes only that seat's view of it: the hidden cards
of the others never reach the search.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass

from ai.explain import contrast
from ai.levels import HINT
from engine.api import AnyGame
from engine.effects import Contrast
from engine.games import kind as game_kind
from play.errors import PlayError
from play.replay import positions
from store import Analyses, LoggedAction, Match, Played

# (kind, state JSON, seat, action code, level, seed) -> (played, best, played value, best value)
Rater = Callable[[str, str, int, str, str, int], Awaitable[tuple[str, str, float, float]]]
Progress = Callable[[int, int], Awaitable[None]]


class ForPlayers(PlayError):
    def __init__(self) -> None:
        super().__init__("err.analyse_players")


class AnalysisBusy(PlayError):
    """An analysis runs in this server already (`match_id`'s): they are costly, one at a time."""

    def __init__(self, match_id: int) -> None:
        super().__init__("err.analysing", n=match_id)


def analysed_seat(match: Match, user_id: int) -> int:
    """The seat whose moves `user_id` may have analysed: their own only."""
    seat = match.seat_of(user_id)
    if seat is None:
        raise ForPlayers()
    return seat


class Analysing(dict[int, int]):
    """The analyses under way: guild id -> the match analysed there (one per server)."""

    @contextmanager
    def claim(self, guild_id: int, match_id: int) -> Iterator[None]:
        """Hold the server's one analysis while the block runs, or refuse when it is taken."""
        if guild_id in self:
            raise AnalysisBusy(self[guild_id])
        self[guild_id] = match_id
        try:
            yield
        finally:
            del self[guild_id]
# the hints' budget: bounded by work with no clock (the same rating on any machine), and a
# 120-move Flowers match rated in seconds, not minutes (`python -m bench.analysis`)
LEVEL = HINT
MISTAKES = 3  # marked at most
SLIP = 0.03  # a loss of win chance under this is noise, not a mistake
BLUNDER = 0.15  # from this loss on a mistake is "?" (below it "?!")


@dataclass(frozen=True)
class MoveRating:
    move: int  # its number in the match's log (1 = the first move)
    played: str  # the action codes played and preferred
    best: str
    played_value: float  # the player's estimated chance to win after it, in [0, 1]
    best_value: float

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)

    @property
    def mark(self) -> str:
        return "?" if self.loss >= BLUNDER else "?!"


@dataclass(frozen=True)
class Analysis:
    seat: int
    ratings: tuple[MoveRating, ...]

    def mistakes(self) -> list[MoveRating]:
        """The (at most three) moves that lost the most win chance, in the order played."""
        worst = sorted((r for r in self.ratings if r.loss >= SLIP),
                       key=lambda r: (-r.loss, r.move))[:MISTAKES]
        return sorted(worst, key=lambda r: r.move)

    def to_json(self) -> str:
        return json.dumps({"seat": self.seat, "ratings": [asdict(r) for r in self.ratings]})

    @classmethod
    def from_json(cls, text: str) -> Analysis:
        data = json.loads(text)
        return cls(data["seat"], tuple(MoveRating(**r) for r in data["ratings"]))


def decisions(games: Sequence[AnyGame], log: Sequence[LoggedAction], seat: int) -> list[int]:
    """The numbers of the moves `seat` chose among several (a forced move is no decision);
    `games` are the match's `positions`."""
    return [n for n, entry in enumerate(log, 1)
            if entry.seat == seat and isinstance(entry.entry, Played)
            and games[n - 1].to_move == seat and len(games[n - 1].legal_actions()) > 1]


async def analyse(match: Match, log: Sequence[LoggedAction], seat: int, rate: Rater, *,
                  level: str = LEVEL, progress: Progress | None = None) -> Analysis:
    """Every decision of `seat` rated, in order; seeded by the match id, so the same match
    always gets the same analysis."""
    games, _ = positions(match, log)
    chosen = decisions(games, log, seat)
    ratings = []
    for done, n in enumerate(chosen, 1):
        played, best, value, best_value = await rate(
            match.kind, games[n - 1].to_json(), seat, log[n - 1].action, level, match.id)
        ratings.append(MoveRating(n, played, best, value, best_value))
        if progress is not None:
            await progress(done, len(chosen))
    return Analysis(seat, tuple(ratings))


def mistake_contrasts(games: Sequence[AnyGame], kind: str, analysis: Analysis,
                      seed: int) -> dict[int, Contrast]:
    """Why each marked move ("?" and "?!") cost what it did: the contrast of the move played
    with the one the analysis preferred, read on the player's own view before it (`games` are
    the match's `positions`; `seed`: the match id, so the same analysis always gives the same
    reasons). `present.explain.mistake_reason` words them."""
    parse = game_kind(kind).parse_action
    return {r.move: contrast(kind, games[r.move - 1].view(analysis.seat), parse(r.played),
                             parse(r.best), seed=seed)
            for r in analysis.mistakes()}


async def kept(analyses: Analyses, match_id: int, seat: int) -> Analysis | None:
    """The analysis of `seat`'s moves made earlier (it is made once per seat), if any."""
    text = await analyses.saved(match_id, seat)
    return None if text is None else Analysis.from_json(text)


async def keep(analyses: Analyses, match_id: int, seat: int, analysis: Analysis,
               now: float) -> None:
    await analyses.save(match_id, seat, analysis.to_json(), now)
