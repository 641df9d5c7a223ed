"""Which match a command means: this channel's live one, its latest, or one of this server by
number. A server sees only its own matches; each miss is a refusal saying where to look."""

from __future__ import annotations

from engine.games import kind as game_kind
from play.errors import PlayError
from store import Match, Store


class NoneHere(PlayError):
    def __init__(self, kind: str) -> None:
        super().__init__("err.none_here", title=game_kind(kind).title, kind=kind)


class InThread(PlayError):
    """The member's match of this channel is played in its thread: the command works there."""

    def __init__(self, kind: str, thread_id: int) -> None:
        super().__init__("err.in_thread", title=game_kind(kind).title, thread=f"<#{thread_id}>")


class NonePlayed(PlayError):
    def __init__(self, kind: str, *, finished: bool) -> None:
        super().__init__("err.none_finished" if finished else "err.none_played",
                         title=game_kind(kind).title, kind=kind)


class NoSuchMatch(PlayError):
    """No match of this game by that number in this server (another server's is not shown)."""

    def __init__(self, kind: str, number: int) -> None:
        super().__init__("err.no_such_match", title=game_kind(kind).title, n=number)


async def live_here(store: Store, kind: str, channel_id: int, user_id: int) -> Match:
    """This channel's live match of `kind`, or a refusal naming the thread of `user_id`'s."""
    match = await store.matches.live_in_channel(channel_id)
    if match is None or match.kind != kind:
        mine = [m for m in await store.matches.live_of(user_id)
                if m.kind == kind and m.channel_id == channel_id and m.thread_id]
        if mine and mine[0].thread_id:  # the channel's matches are in its threads
            raise InThread(kind, mine[0].thread_id)
        raise NoneHere(kind)
    return match


async def numbered(store: Store, kind: str, guild_id: int, channel_id: int,
                   number: int | None, *, finished: bool = False) -> Match:
    """Match `number` of `kind` in this server, or by default this channel's latest (its last
    finished one when `finished`)."""
    if number is None:
        match = await store.matches.latest_in_channel(channel_id, kind, finished=finished)
        if match is None:
            raise NonePlayed(kind, finished=finished)
        return match
    match = await store.matches.get(number)
    if match is None or match.kind != kind or match.guild_id != guild_id:
        raise NoSuchMatch(kind, number)
    return match
