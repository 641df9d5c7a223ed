"""Match orchestration without Discord: engine + store, one checked step at a time.

The cogs and `bench/load.py` both go through `MatchService`, so the load benchmark measures the
code path players use. Every refusal is a `PlayError` whose message is shown to the user as is;
a refused request changes nothing in the database.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.errors import IllegalAction
from engine.games import kind as game_kind
from store import ChallengeClosed, ChannelBusy, Match, MatchEnd, MatchStore

NOT_CURRENT = "This move is no longer current: the table has changed since. Open a fresh view."


class PlayError(Exception):
    """A request the bot refuses; the message is fit to show the user (ephemerally)."""


@dataclass(frozen=True)
class Step:
    """What one accepted request did: the stored match, the game after it and its events."""

    match: Match
    game: Any
    seat: int | None
    events: list[Any]

    @property
    def over(self) -> bool:
        return not self.match.is_live


def load_game(match: Match) -> Any:
    return game_kind(match.kind).from_json(match.state)


def seat_of(match: Match, user_id: int) -> int | None:
    try:
        return match.players.index(user_id)
    except ValueError:
        return None


def ranks_from_winners(players: int, winners: Sequence[int]) -> tuple[int, ...]:
    """Winners share rank 1, everyone else rank 2 (what the rating and the stats need)."""
    return tuple(1 if s in winners else 2 for s in range(players))


class MatchService:
    def __init__(
        self,
        store: MatchStore,
        *,
        reminder_after: float,
        forfeit_after: float,
        seeds: Callable[[], int] = lambda: secrets.randbits(63),
    ) -> None:
        self.store = store
        self.reminder_after = reminder_after
        self.forfeit_after = forfeit_after
        self._seeds = seeds

    def deadlines(self, now: float) -> tuple[float, float]:
        remind = now + self.reminder_after
        return remind, remind + self.forfeit_after

    async def start(
        self,
        kind: str,
        *,
        guild_id: int,
        channel_id: int,
        players: Sequence[int],
        now: float,
        challenge_id: int | None = None,
        rematch_of: int | None = None,
    ) -> Step:
        """Create and store a match; the engine draws the first player from the seed (M-S4)."""
        game = game_kind(kind).new(self._seeds(), len(players))
        remind, forfeit = self.deadlines(now)
        try:
            match = await self.store.create_match(
                kind=kind,
                guild_id=guild_id,
                channel_id=channel_id,
                players=list(players),
                state=game.to_json(),
                now=now,
                remind_at=remind,
                forfeit_at=forfeit,
                challenge_id=challenge_id,
                rematch_of=rematch_of,
            )
        except ChannelBusy:
            raise PlayError("This channel already has a match in progress.") from None
        except ChallengeClosed:
            raise PlayError("This challenge is no longer open.") from None
        return Step(match, game, None, [])

    async def live(self, match_id: int) -> Match:
        match = await self.store.get_match(match_id)
        if match is None:
            raise PlayError("I can't find that match any more.")
        if not match.is_live:
            raise PlayError("This match is over.")
        return match

    async def my_turn(self, match_id: int, user_id: int, version: int) -> tuple[Match, Any, int]:
        """The match, game and seat when `user_id` may act on a control made for `version`."""
        match = await self.live(match_id)
        seat = seat_of(match, user_id)
        if seat is None:
            raise PlayError("You are not in this match.")
        if match.version != version:
            raise PlayError(NOT_CURRENT)
        game = load_game(match)
        if game.to_move != seat:
            picking = getattr(game, "phase", "") == "pick"
            raise PlayError("It's not your pick: wait for the other player." if picking
                            else "It's not your turn.")
        return match, game, seat

    async def act(
        self, match_id: int, user_id: int, code: str, version: int, now: float
    ) -> Step:
        """Apply `code` for `user_id` if the button's `version` is still the match's version."""
        match, game, seat = await self.my_turn(match_id, user_id, version)
        try:
            action = game_kind(match.kind).parse_action(code)
            events = game.apply(action)
        except (IllegalAction, ValueError) as e:
            raise PlayError(f"That move isn't allowed: {e}") from None
        end = None
        outcome = game.outcome()
        if outcome is not None:
            end = MatchEnd(outcome="normal", ranks=outcome.ranks, scores=outcome.scores,
                           rated=True)
        remind, forfeit = self.deadlines(now)
        saved = await self.store.record(
            match.id,
            expected_version=version,
            seat=seat,
            action=code,
            state=game.to_json(),
            now=now,
            remind_at=None if end else remind,
            forfeit_at=None if end else forfeit,
            end=end,
        )
        if saved is None:  # another click got there first
            raise PlayError(NOT_CURRENT)
        return Step(saved, game, seat, events)

    async def resign(
        self, match_id: int, seat: int, now: float, *, outcome: str = "forfeit",
        version: int | None = None,
    ) -> Step:
        """`seat` loses by forfeit or timeout; everyone else shares the win. Rated."""
        match = await self.live(match_id)
        if version is not None and match.version != version:
            raise PlayError(NOT_CURRENT)
        game = load_game(match)
        events = game.resign(seat)
        result = game.outcome()
        assert result is not None  # a two-player game ends when one resigns
        end = MatchEnd(outcome=outcome, ranks=result.ranks, scores=result.scores, rated=True)
        saved = await self.store.record(
            match.id, expected_version=match.version, seat=seat, action=outcome,
            state=game.to_json(), now=now, end=end,
        )
        if saved is None:
            raise PlayError(NOT_CURRENT)
        return Step(saved, game, seat, events)

    async def cancel(self, match_id: int, now: float) -> Step:
        """A moderator ends a stuck match: no result counts, no rating changes."""
        match = await self.live(match_id)
        game = load_game(match)
        n = len(match.players)
        end = MatchEnd(outcome="cancelled", ranks=(1,) * n, scores=(None,) * n, rated=False)
        saved = await self.store.record(
            match.id, expected_version=match.version, seat=None, action="cancel",
            state=match.state, now=now, end=end,
        )
        if saved is None:
            raise PlayError(NOT_CURRENT)
        return Step(saved, game, None, [])
