"""The challenges table: a challenge (or an open lobby) from its opening to its end, accepted,
declined, withdrawn or expired. Starting its match is `Matches.create`'s job."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from . import rows
from .db import Database, IntegrityError
from .deadlines import Deadlines
from .models import Challenge, ChallengeStatus, members_key

_CLOSING_STATUSES = (ChallengeStatus.DECLINED, ChallengeStatus.EXPIRED, ChallengeStatus.WITHDRAWN)


class ChallengeClosed(Exception):
    """The challenge was already accepted, declined, withdrawn or expired."""

    def __init__(self, challenge_id: int) -> None:
        super().__init__(f"challenge {challenge_id} is no longer open")
        self.challenge_id = challenge_id


class RematchTaken(Exception):
    """A rematch of this match was already offered."""

    def __init__(self, match_id: int) -> None:
        super().__init__(f"match {match_id} already has a rematch challenge")
        self.match_id = match_id


class MembersTaken(Exception):
    """An open challenge already holds this set of members (one per set, README)."""

    def __init__(self, guild_id: int, key: str) -> None:
        super().__init__(f"guild {guild_id} already has an open challenge of members {key}")
        self.guild_id, self.key = guild_id, key


class Challenges:
    """The challenges table (`store.challenges`); an expiry written is told to `deadlines`."""

    def __init__(self, db: Database, deadlines: Deadlines) -> None:
        self.db = db
        self.deadlines = deadlines

    async def create(
        self,
        *,
        kind: str,
        guild_id: int,
        channel_id: int,
        challenger_id: int,
        invited: Sequence[int],
        now: float,
        expires_at: float,
        options: Mapping[str, str] | None = None,
        lobby: bool = False,
        bots: Mapping[int, str] | None = None,
        rematch_of: int | None = None,
        pace: str | None = None,
    ) -> Challenge:
        """Open a challenge that waits for the invited players until expires_at (a lobby: for
        anyone to join, `invited` empty). Raises RematchTaken if `rematch_of` already has one,
        MembersTaken if an open challenge whose time is not up holds the same members (a unique
        index decides, so two at the same moment can't both open)."""
        key = None if lobby else members_key(challenger_id, invited)
        try:
            async with self.db.transaction() as conn:
                if key is not None:  # one whose time is up lets go of its members (the sweep
                    # still closes it and edits its message)
                    await conn.execute(
                        "UPDATE challenges SET members_key = NULL WHERE guild_id = ?"
                        " AND members_key = ? AND status = 'open' AND expires_at <= ?",
                        (guild_id, key, now))
                row = await conn.fetchone(
                    "INSERT INTO challenges (kind, guild_id, channel_id, challenger_id, invited,"
                    " status, created_at, expires_at, options, lobby, bots, accepted,"
                    " rematch_of, members_key, pace)"
                    " VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (kind, guild_id, channel_id, challenger_id,
                     json.dumps([int(u) for u in invited]), now, expires_at,
                     json.dumps(dict(options or {}), sort_keys=True), int(lobby),
                     json.dumps({str(k): v for k, v in (bots or {}).items()}),
                     json.dumps([int(k) for k in (bots or {})]),  # a bot seat accepts at once
                     rematch_of, key, pace),
                )
                assert row is not None
                new_id: int = row["id"]
        except IntegrityError as e:
            # a second press of one Rematch breaks both indexes; SQLite names either one
            if rematch_of is not None and (
                    e.on("challenges_one_rematch", "challenges.rematch_of")
                    or await self.rematch_of(rematch_of) is not None):
                raise RematchTaken(rematch_of) from e
            if key is not None and e.on("challenges_open_members", "challenges.members_key"):
                raise MembersTaken(guild_id, key) from e
            raise
        self.deadlines.told(expires_at)
        challenge = await self.get(new_id)
        assert challenge is not None
        return challenge

    async def set_message(self, challenge_id: int, message_id: int) -> None:
        """Remember the message showing the challenge, so it can be edited when it closes."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE challenges SET message_id = ? WHERE id = ?", (message_id, challenge_id)
            )

    async def get(self, challenge_id: int) -> Challenge | None:
        row = await self.db.fetchone("SELECT * FROM challenges WHERE id = ?", (challenge_id,))
        return rows.challenge(row) if row else None

    async def rematch_of(self, match_id: int) -> Challenge | None:
        """The challenge offering a rematch of this match, if one was offered."""
        row = await self.db.fetchone("SELECT * FROM challenges WHERE rematch_of = ?", (match_id,))
        return rows.challenge(row) if row else None

    async def of_match(self, match_id: int) -> Challenge | None:
        """The challenge (or lobby) that started this match: its options and bot levels."""
        row = await self.db.fetchone("SELECT * FROM challenges WHERE match_id = ?", (match_id,))
        return rows.challenge(row) if row else None

    async def open_of(self, guild_id: int, user_id: int, *, lobby: bool = False,
                      ) -> list[Challenge]:
        """Open challenges of this server that this member sent or was sent (`lobby`: the open
        tables where the member is seated, host or joined)."""
        found = await self.db.fetchall(
            "SELECT * FROM challenges WHERE guild_id = ? AND status = 'open' AND lobby = ?"
            " AND (challenger_id = ? OR EXISTS (SELECT 1 FROM " + self.db.json_ints("invited") +
            " WHERE value = ?)) ORDER BY id",
            (guild_id, int(lobby), user_id, user_id),
        )
        return [rows.challenge(r) for r in found]

    async def last_at(self, challenger_id: int) -> float | None:
        """When this member last challenged another member (practice and lobbies ping
        nobody, so they don't count; nor does one withdrawn before it was ever posted), for
        the cooldown."""
        row = await self.db.fetchone(
            "SELECT MAX(created_at) AS at FROM challenges WHERE challenger_id = ? AND lobby = 0"
            " AND (status <> 'withdrawn' OR message_id IS NOT NULL)"
            " AND EXISTS (SELECT 1 FROM " + self.db.json_ints("invited") + " WHERE value >= 0)",
            (challenger_id,),
        )
        return row["at"] if row else None

    async def accept(self, challenge_id: int, user_id: int) -> Challenge:
        """Record that an invited member accepted an open challenge (idempotent) and return it.
        Raises ChallengeClosed if it is not open; ValueError if the member was not invited.
        Starting the match when nobody is left to accept is create_match's job."""
        async with self.db.transaction() as conn:
            row = await conn.fetchone(
                "SELECT * FROM challenges WHERE id = ? AND status = 'open'", (challenge_id,),
                lock=True,
            )
            if row is None:
                raise ChallengeClosed(challenge_id)
            found = rows.challenge(row)
            if user_id not in found.invited:
                raise ValueError(f"user {user_id} was not invited to challenge {challenge_id}")
            if user_id not in found.accepted:
                accepted = [u for u in found.invited if u in found.accepted or u == user_id]
                await conn.execute(
                    "UPDATE challenges SET accepted = ? WHERE id = ?",
                    (json.dumps(accepted), challenge_id),
                )
        challenge = await self.get(challenge_id)
        assert challenge is not None
        return challenge

    async def seat_in_lobby(self, challenge_id: int, user_id: int, *, sit: bool,
                            most: int) -> Challenge:
        """Seat a member in an open lobby (at most `most` seats in all) or stand them up.
        Raises ChallengeClosed if it is not an open lobby, ValueError if it is full."""
        async with self.db.transaction() as conn:
            row = await conn.fetchone(
                "SELECT * FROM challenges WHERE id = ? AND status = 'open' AND lobby = 1",
                (challenge_id,), lock=True,
            )
            if row is None:
                raise ChallengeClosed(challenge_id)
            found = rows.challenge(row)
            seated = [u for u in found.invited if u != user_id]
            if sit:
                if 1 + len(seated) >= most:
                    raise ValueError(f"lobby {challenge_id} is full")
                seated.append(user_id)
            await conn.execute(
                "UPDATE challenges SET invited = ?, accepted = ? WHERE id = ?",
                (json.dumps(seated), json.dumps(seated), challenge_id),
            )
        challenge = await self.get(challenge_id)
        assert challenge is not None
        return challenge

    async def close(self, challenge_id: int, status: ChallengeStatus) -> bool:
        """Decline, withdraw or expire an open challenge; False if it was no longer open, so two
        clicks (or a click racing the expiry sweep) act once. Accepting is create_match's job."""
        if status not in _CLOSING_STATUSES:
            raise ValueError(f"close_challenge status must be one of {_CLOSING_STATUSES}")
        async with self.db.transaction() as conn:
            changed = await conn.execute(
                "UPDATE challenges SET status = ? WHERE id = ? AND status = 'open'",
                (status, challenge_id),
            )
            return changed == 1
