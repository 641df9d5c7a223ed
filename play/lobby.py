"""Open tables (lobbies): opening one, joining, leaving, the host closing it. Starting one is
`MatchService.start_lobby`. Every refusal is a `PlayError` (a catalogue key)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.games import kind as game_kind
from play.errors import NoLongerOpen, PlayError
from play.pace import Pace, choice_value
from play.service import check_bot_can_play
from store import Challenge, ChallengeClosed, Store, bot_id
from store.models import ChallengeStatus


class SeatedElsewhere(PlayError):
    """A member may sit at one open table at a time; `opening` tells opening one from joining."""

    def __init__(self, *, opening: bool) -> None:
        super().__init__("err.seated_opening" if opening else "err.seated_elsewhere")


class AlreadySeated(PlayError):
    def __init__(self) -> None:
        super().__init__("err.already_seated")


class NotSeated(PlayError):
    def __init__(self) -> None:
        super().__init__("err.not_seated")


class TableFull(PlayError):
    def __init__(self) -> None:
        super().__init__("err.table_full")


async def open_lobby(
    store: Store, kind: str, *, guild_id: int, channel_id: int, host_id: int,
    now: float, expires_at: float, options: Mapping[str, str], bots: Sequence[str] = (),
    pace: Pace | None = None,
) -> Challenge:
    """Open a table that anyone may join, `bots` (their levels) already seated (only at a
    game the bot can play), played at `pace` (None: the server's default when it starts)."""
    if bots:
        check_bot_can_play(kind)
    if await store.challenges.open_of(guild_id, host_id, lobby=True):
        raise SeatedElsewhere(opening=True)
    seated = {bot_id(i + 1): level for i, level in enumerate(bots)}
    return await store.challenges.create(
        kind=kind, guild_id=guild_id, channel_id=channel_id, challenger_id=host_id,
        invited=list(seated), now=now, expires_at=expires_at, options=options, lobby=True,
        bots=seated, pace=None if pace is None else choice_value(pace),
    )


async def join(store: Store, lobby: Challenge, user_id: int) -> Challenge:
    """Seat `user_id` (whom the caller has checked can play here) at the open table."""
    if user_id in lobby.seated:
        raise AlreadySeated()
    if await store.challenges.open_of(lobby.guild_id, user_id, lobby=True):
        raise SeatedElsewhere(opening=False)
    return await _seat(store, lobby, user_id, sit=True)


async def leave(store: Store, lobby: Challenge, user_id: int) -> Challenge | None:
    """Stand `user_id` up; the host leaving closes the table (None)."""
    if user_id == lobby.challenger_id:
        if not await store.challenges.close(lobby.id, ChallengeStatus.WITHDRAWN):
            raise NoLongerOpen(lobby=True)
        return None
    if user_id not in lobby.seated:
        raise NotSeated()
    return await _seat(store, lobby, user_id, sit=False)


async def _seat(store: Store, lobby: Challenge, user_id: int, *, sit: bool) -> Challenge:
    try:
        most = game_kind(lobby.kind).max_players
        return await store.challenges.seat_in_lobby(lobby.id, user_id, sit=sit, most=most)
    except ValueError:
        raise TableFull() from None
    except ChallengeClosed:
        raise NoLongerOpen(lobby=True) from None
