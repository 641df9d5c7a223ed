"""Rows to models: the only code that knows both the column names and the dataclasses."""

from __future__ import annotations

import json
from collections.abc import Iterable

from .db import Row
from .models import (
    Challenge,
    ChallengeStatus,
    LoggedAction,
    Match,
    MatchOutcome,
    MatchStatus,
    Result,
    Standing,
)
from .ratings import provisional, shown_rating

# Matches come back one row per seat (joined with match_players), ordered by id then seat.
MATCH_SELECT = (
    "SELECT m.*, p.user_id AS player_id, p.bot_level AS bot_level FROM matches AS m "
    "JOIN match_players AS p ON p.match_id = m.id"
)
MATCH_ORDER = " ORDER BY m.id, p.seat"


def challenge(row: Row) -> Challenge:
    return Challenge(
        id=row["id"],
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        challenger_id=row["challenger_id"],
        invited=tuple(int(u) for u in json.loads(row["invited"])),
        status=ChallengeStatus(row["status"]),
        created_at=row["created_at"],
        expires_at=row["expires_at"],
        message_id=row["message_id"],
        match_id=row["match_id"],
        accepted=tuple(int(u) for u in json.loads(row["accepted"])),
        options=tuple(sorted(json.loads(row["options"]).items())),
        lobby=bool(row["lobby"]),
        bots=tuple(sorted((int(k), v) for k, v in json.loads(row["bots"]).items())),
        rematch_of=row["rematch_of"],
        pace=row["pace"],
    )


def matches(rows: Iterable[Row]) -> list[Match]:
    """Fold the per-seat rows of MATCH_SELECT ... MATCH_ORDER into one Match each."""
    out: list[Match] = []
    head: Row | None = None
    players: list[int] = []
    bots: list[str | None] = []
    for row in rows:
        if head is not None and row["id"] != head["id"]:
            out.append(_match(head, players, bots))
            players, bots = [], []
        if not players:
            head = row
        players.append(row["player_id"])
        bots.append(row["bot_level"])
    if head is not None:
        out.append(_match(head, players, bots))
    return out


def _match(row: Row, players: list[int], bots: list[str | None]) -> Match:
    return Match(
        id=row["id"],
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        status=MatchStatus(row["status"]),
        players=tuple(players),
        state=row["state"],
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        turn_started_at=row["turn_started_at"],
        remind_at=row["remind_at"],
        forfeit_at=row["forfeit_at"],
        reminded=bool(row["reminded"]),
        table_message_id=row["table_message_id"],
        table_posted_at=row["table_posted_at"],
        outcome=None if row["outcome"] is None else MatchOutcome(row["outcome"]),
        rematch_of=row["rematch_of"],
        initial_state=row["initial_state"],
        ping_message_id=row["ping_message_id"],
        bots=tuple(bots),
        thread_id=row["thread_id"],
        published_version=row["published_version"],
        pace=row["pace"],
        clocks=None if row["clocks"] is None else tuple(
            None if c is None else float(c) for c in json.loads(row["clocks"])),
    )


def action(row: Row) -> LoggedAction:
    return LoggedAction(
        match_id=row["match_id"], seq=row["seq"], seat=row["seat"], action=row["action"],
        at=row["at"], events=row["events"],
    )


def result(row: Row) -> Result:
    return Result(
        match_id=row["match_id"], user_id=row["user_id"], seat=row["seat"], score=row["score"],
        rank=row["rank"], outcome=row["outcome"],
        rating_before=_shown(row["mu_before"]), rating_after=_shown(row["mu_after"]),
        provisional_before=_provisional(row["sigma_before"]),
        provisional_after=_provisional(row["sigma_after"]),
    )


def _shown(rating: float | None) -> int | None:
    return None if rating is None else shown_rating(rating)


def _provisional(rd: float | None) -> bool:
    return rd is not None and provisional(rd)


def standing(row: Row) -> Standing:
    return Standing(
        user_id=row["user_id"], kind=row["kind"], mu=row["mu"], sigma=row["sigma"],
        games=row["games"], wins=row["wins"], losses=row["losses"], draws=row["draws"],
    )
