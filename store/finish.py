"""The end of a match inside record()'s transaction: one results row per seat and, when rated,
the players' new ratings and win/loss/draw counts."""

from __future__ import annotations

from collections.abc import Sequence

from . import ratings
from .db import Conn
from .glicko2 import Glicko
from .models import MATCH_OUTCOMES, MatchEnd, level_id, rating_kind


def check_end(end: MatchEnd, seats: int) -> None:
    """Refuse an inconsistent MatchEnd before anything is written."""
    if end.outcome not in MATCH_OUTCOMES:
        raise ValueError(f"unknown outcome {end.outcome!r}; expected one of {MATCH_OUTCOMES}")
    if len(end.ranks) != seats or len(end.scores) != seats:
        raise ValueError(
            f"{seats} seats but {len(end.ranks)} ranks and {len(end.scores)} scores"
        )
    ratings.check_ranks(end.ranks)
    if end.rated and seats < 2:
        raise ValueError("a rated game needs at least two players")


async def write_end(
    conn: Conn,
    *,
    match_id: int,
    guild_id: int,
    kind: str,
    players: Sequence[int],
    end: MatchEnd,
    now: float,
    bots: Sequence[str | None] = (),
) -> None:
    """Insert the results and, if rated, update ratings. The caller owns the transaction.

    With a bot seat the match is rated in its own pool (`rating_kind`), each bot seat under its
    level's id; a level seated twice is rated once, at its better place."""
    check_end(end, len(players))
    places = ratings.outcomes(end.ranks)
    levels = list(bots) + [None] * (len(players) - len(bots))
    pool = rating_kind(kind, any(levels))
    who = [level_id(lv) if lv else user for user, lv in zip(players, levels, strict=True)]
    rated = [s for s in sorted(range(len(players)), key=lambda s: end.ranks[s])
             if who[s] not in (who[o] for o in range(len(players))
                               if end.ranks[o] < end.ranks[s] or
                               (end.ranks[o] == end.ranks[s] and o < s))]
    before: dict[int, Glicko] = {}
    after: dict[int, Glicko] = {}
    if end.rated and len(rated) >= 2:
        # Locked in id order, so two matches ending at once with the same players cannot
        # deadlock on PostgreSQL (each waits for the other's first row).
        current = {u: await _current(conn, guild_id, pool, u, now)
                   for u in sorted({who[s] for s in rated})}
        for s in rated:
            before[s] = current[who[s]]
        new = ratings.rate([before[s] for s in rated], [end.ranks[s] for s in rated])
        after = dict(zip(rated, new, strict=True))
    for seat, user in enumerate(players):
        b, a = before.get(seat), after.get(seat)
        await conn.execute(
            "INSERT INTO results (match_id, user_id, seat, score, rank, outcome,"
            " mu_before, sigma_before, mu_after, sigma_after)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, user, seat, end.scores[seat], end.ranks[seat], places[seat],
             *_pair(b), *_pair(a)),
        )
        if a is not None:
            place = places[seat]
            await conn.execute(
                "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, vol, games, wins,"
                " losses, draws, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id, kind, user_id) DO UPDATE SET"
                " mu = excluded.mu, sigma = excluded.sigma, vol = excluded.vol,"
                " games = ratings.games + 1,"
                " wins = ratings.wins + excluded.wins, losses = ratings.losses + excluded.losses,"
                " draws = ratings.draws + excluded.draws, updated_at = excluded.updated_at",
                (guild_id, pool, who[seat], a.rating, a.rd, a.vol, int(place == "win"),
                 int(place == "loss"), int(place == "draw"), now),
            )


def _pair(g: Glicko | None) -> tuple[float | None, float | None]:
    """A results row's rating and deviation (None, None: the seat was not rated)."""
    return (None, None) if g is None else (g.rating, g.rd)


async def _current(conn: Conn, guild_id: int, kind: str, user_id: int, now: float) -> Glicko:
    """The player's rating, locked until the match's end is written. A newcomer's row is made
    first (at the default rating, no games), so that there is a row to lock; the upsert
    after it counts the game, in the same transaction."""
    new = ratings.NEWCOMER
    await conn.execute(
        "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, vol, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, kind, user_id) DO NOTHING",
        (guild_id, kind, user_id, new.rating, new.rd, new.vol, now),
    )
    row = await conn.fetchone(
        "SELECT mu, sigma, vol FROM ratings WHERE guild_id = ? AND kind = ? AND user_id = ?",
        (guild_id, kind, user_id), lock=True,
    )
    assert row is not None
    return Glicko(float(row["mu"]), float(row["sigma"]), float(row["vol"]))
