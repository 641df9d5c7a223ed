"""Every rating recomputed from the stored results, in the order the matches ended, per server
and game: the migration to Glicko-2 (store.migrations) runs it once, so no server keeps the
numbers the old model inflated. It rewrites each rated seat's before/after in `results` and
rebuilds `ratings` (games and the record counted again from the results).

A match with a bot seat (practice, a lesson's game) is unrated now: its seats lose their
before/after, and the pools they were rated in go."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from .backend import Conn
from .glicko2 import Glicko
from .ratings import NEWCOMER, outcomes, rate


@dataclass
class _Entry:
    now: Glicko = NEWCOMER
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    updated_at: float = 0.0


@dataclass
class _Match:
    guild_id: int
    kind: str
    ended: float
    seats: list[tuple[int, int, int]] = field(default_factory=list)  # (seat, user, rank)
    bot: bool = False


async def recompute_ratings(conn: Conn) -> None:
    """Replay every rated match's result through store.ratings (the caller's transaction)."""
    found = await conn.fetchall(
        "SELECT r.match_id, r.seat, r.user_id, r.rank, m.guild_id, m.kind, m.updated_at,"
        " p.bot_level FROM results AS r JOIN matches AS m ON m.id = r.match_id"
        " LEFT JOIN match_players AS p ON p.match_id = r.match_id AND p.seat = r.seat"
        " WHERE r.match_id IN (SELECT match_id FROM results WHERE mu_after IS NOT NULL)"
        " ORDER BY m.updated_at, m.id, r.seat")
    matches: dict[int, _Match] = {}
    for row in found:
        m = matches.setdefault(int(row["match_id"]), _Match(
            int(row["guild_id"]), str(row["kind"]), float(row["updated_at"])))
        m.seats.append((int(row["seat"]), int(row["user_id"]), int(row["rank"])))
        m.bot = m.bot or row["bot_level"] is not None or int(row["user_id"]) < 0
    table: dict[tuple[int, str, int], _Entry] = defaultdict(_Entry)
    unrated: list[tuple[int]] = []
    rewritten: list[tuple[float, float, float, float, int, int]] = []
    for match_id, m in matches.items():  # dicts keep the query's order: as the matches ended
        if m.bot or len(m.seats) < 2:
            unrated.append((match_id,))
            continue
        entries = [table[(m.guild_id, m.kind, user)] for _, user, _ in m.seats]
        ranks = [rank for _, _, rank in m.seats]
        new = rate([e.now for e in entries], ranks)
        for (seat, _, _), e, after, place in zip(m.seats, entries, new, outcomes(ranks),
                                                 strict=True):
            rewritten.append((e.now.rating, e.now.rd, after.rating, after.rd, match_id, seat))
            e.now, e.games, e.updated_at = after, e.games + 1, m.ended
            e.wins += place == "win"
            e.losses += place == "loss"
            e.draws += place == "draw"
    # in two batches (one round trip each on PostgreSQL, however many results)
    await conn.executemany(
        "UPDATE results SET mu_before = NULL, sigma_before = NULL, mu_after = NULL,"
        " sigma_after = NULL WHERE match_id = ?", unrated)
    await conn.executemany(
        "UPDATE results SET mu_before = ?, sigma_before = ?, mu_after = ?, sigma_after = ?"
        " WHERE match_id = ? AND seat = ?", rewritten)
    await conn.execute("DELETE FROM ratings")
    await conn.executemany(
        "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, vol, games, wins, losses,"
        " draws, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(guild, kind, user, e.now.rating, e.now.rd, e.now.vol, e.games, e.wins, e.losses,
          e.draws, e.updated_at) for (guild, kind, user), e in table.items()])
