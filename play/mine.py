"""A member's live matches in one server, every game, most urgent first (`/games mine`): what
each waits for, whose turn it is, how long is left, and where its table is (for a jump link).
Public facts only: no hand, no deck, nothing a spectator could not see."""

from __future__ import annotations

import math
from dataclasses import dataclass

from play import clock
from play.step import load_game
from store import Match, Store


@dataclass(frozen=True)
class MyMatch:
    """One live match as the member's list shows it. `to_move` is the user id (a bot seat's
    stand-in id, negative) of the seat to move, None when nobody is; `left` the seconds left
    to the seat to move (None: no deadline, e.g. a bot's turn); `mine_left` the member's own
    clock in a live game (None otherwise); `due` when the turn times out (None: never)."""

    match_id: int
    kind: str
    guild_id: int
    place_id: int  # its thread, else its channel: where the table and the panel button are
    table_message_id: int | None
    opponents: tuple[int, ...]
    bots: tuple[str | None, ...]  # per opponent, the bot's level (None for a member)
    to_move: int | None
    my_turn: bool
    left: float | None
    mine_left: float | None
    due: float | None
    pace: str | None


def urgency(entry: MyMatch) -> tuple[bool, float, int]:
    """Sort key: the member's own turns first, each group by the nearest timeout (none last),
    then the oldest match."""
    return (not entry.my_turn, entry.due if entry.due is not None else math.inf,
            entry.match_id)


def entry_of(match: Match, user_id: int, now: float) -> MyMatch | None:
    """The member's entry for a live match, None if they don't (or no longer) play in it."""
    seat = match.seat_of(user_id)
    if seat is None:
        return None
    game = load_game(match)
    if seat in game.left:
        return None
    to_move = game.to_move
    left = clock.time_left(match, to_move, now)
    others = [s for s in range(len(match.players)) if s != seat and s not in game.left]
    return MyMatch(
        match_id=match.id, kind=match.kind, guild_id=match.guild_id, place_id=match.place_id,
        table_message_id=match.table_message_id,
        opponents=tuple(match.players[s] for s in others),
        bots=tuple(match.bot_level(s) for s in others),
        to_move=None if to_move is None else match.players[to_move],
        my_turn=to_move == seat, left=None if to_move is None else left[to_move],
        mine_left=left[seat] if match.clocks is not None else None,
        due=match.forfeit_at, pace=match.pace,
    )


async def my_matches(store: Store, guild_id: int, user_id: int, now: float
                     ) -> list[MyMatch]:
    """Every live match `user_id` still plays in `guild_id` (all games; one they left in a
    game that goes on without them is not theirs any more), most urgent first."""
    found = (entry_of(match, user_id, now) for match in await store.matches.live_of(user_id)
             if match.guild_id == guild_id)
    return sorted((entry for entry in found if entry is not None), key=urgency)
