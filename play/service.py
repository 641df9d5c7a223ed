"""Match orchestration without Discord: engine + store, one checked step at a time.

Every change to a match goes through `MatchService`: `act` (a move of the seat to move, from a
button or, later, an AI), `resign` (a forfeit or a timeout; the game's own rule says whether play
goes on) and `cancel`. Each is checked against the version the caller saw, so a stale button
changes nothing. Every refusal is a `PlayError`: a catalogue key and its values, shown to the
user in their own language.
Its siblings hold the other rules of play: open tables (play.lobby), closing a challenge
(play.challenges), which match a command means (play.lookup), who may watch a replay or have
it analysed (play.replay, play.analysis), and the bot's own seats (play.botplay, the scheduler
beside this service). Cogs raise only Discord's refusals (a permission, a member gone, a forged
control) and never write to the store themselves (tests/test_layers.py).
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ai import adapter_for
from engine.api import AnyGame, Event
from engine.errors import IllegalAction, InvalidAction
from engine.games import kind as game_kind
from i18n import tn
from play import clock
from play.errors import (
    AlreadyOpen,
    CancelOwn,
    ChallengeSelf,
    Expired,
    InvitedTwice,
    MatchGone,
    MatchOver,
    NoBotFor,
    NoLongerOpen,
    NotForYou,
    NotHost,
    NotInMatch,
    NotYourTurn,
    PlaceBusy,
    PlayError,
    Spectator,
    mention_list,
    refused,
)
from play.events import encode
from play.leave import leave
from play.pace import FIXED, Pace, choice_value, parse_pace
from play.step import Step, load_game
from store import (
    Challenge,
    ChallengeClosed,
    ChannelBusy,
    LogCode,
    Match,
    MatchEnd,
    MatchOutcome,
    MembersTaken,
    RematchTaken,
    Store,
    is_bot,
)

NOT_CURRENT = "err.not_current"  # the table changed since the control was drawn
CHALLENGE_COOLDOWN = 30.0  # seconds between two challenges of one member: each one pings


class MatchThread(NamedTuple):
    """The thread a match is played in and the channel it belongs to (where its result is
    told): for a thread made for the match, the challenge's channel; for a thread the match
    started in (a rematch in the old match's thread), that thread's parent."""

    channel_id: int
    thread_id: int


# Makes (or finds) the thread a starting match is played in; None plays it in the channel.
# Called only once the match is sure to start (every seat taken, the game set up).
ThreadOpener = Callable[[], Awaitable[MatchThread | None]]




REMATCH_GRACE = 3.0  # seconds after the last move in which a Rematch press is taken for a slip


@dataclass(frozen=True)
class Rematch:
    """What a rematch of `match` repeats: the other seats (bot seats by their stand-in id),
    each seat's bot level, the match's options and its pace (pass it to `challenge`)."""

    match: Match
    others: list[int]
    levels: list[str | None]
    options: dict[str, str]
    pace: Pace = FIXED




def check_host(lobby: Challenge, user_id: int) -> None:
    """Only the host starts an open table."""
    if user_id != lobby.challenger_id:
        raise NotHost()


def match_pace(match: Match) -> Pace:
    """The pace a match is played at (a stored pace no longer offered: the fixed one)."""
    try:
        return parse_pace(match.pace)
    except ValueError:
        return FIXED




def seat_of(match: Match, user_id: int) -> int | None:
    return match.seat_of(user_id)


def seat_levels(challenge: Challenge) -> list[str | None]:
    """Each seat's bot level (None for a member), in the challenge's seat order."""
    levels = dict(challenge.bots)
    return [levels.get(uid) for uid in challenge.seated]


def seat_in(match: Match, user_id: int) -> int:
    """The seat `user_id` plays in `match`; only a player may forfeit (or see their side)."""
    seat = match.seat_of(user_id)
    if seat is None:
        raise NotInMatch()
    return seat


def check_invited(challenger_id: int, invited: Sequence[int]) -> None:
    """Each member is invited once and not by themselves (the bot's seats are its own ids,
    so it may sit more than once)."""
    members = [u for u in invited if not is_bot(u)]
    if challenger_id in members:
        raise ChallengeSelf()
    if len(set(members)) != len(members):
        raise InvitedTwice()


def check_bot_can_play(kind: str) -> None:
    """Refuse a bot seat at a game the AI has no adapter for."""
    try:
        adapter_for(kind)
    except ValueError:
        raise NoBotFor(kind) from None


def challenge_pace(challenge: Challenge) -> Pace | None:
    """The pace a challenge asked for; None (the server's default) if it asked for none, or
    for one no longer offered."""
    try:
        return None if challenge.pace is None else parse_pace(challenge.pace)
    except ValueError:
        return None


def check_current(challenge: Challenge, now: float) -> None:
    """Refuse a challenge or table whose expiry time has passed."""
    if now >= challenge.expires_at:
        raise Expired(challenge)


class MatchService:
    def __init__(
        self,
        store: Store,
        *,
        reminder_after: float,
        forfeit_after: float,
        seeds: Callable[[], int] = lambda: secrets.randbits(63),
        challenge_cooldown: float = CHALLENGE_COOLDOWN,
    ) -> None:
        self.store = store
        self.reminder_after = reminder_after
        self.forfeit_after = forfeit_after
        self.challenge_cooldown = challenge_cooldown
        self._seeds = seeds

    def deadlines(self, now: float, bot_level: str | None = None, *, pace: Pace = FIXED,
                  clocks: clock.Clocks | None = None, to_move: int | None = None
                  ) -> tuple[float | None, float | None]:
        """When to remind and then time out the seat to move (whose turn begins `now`) at the
        match's pace; a bot seat never times out."""
        return clock.deadlines(pace, now, clocks, to_move, bot=bot_level is not None,
                               fixed=(self.reminder_after, self.forfeit_after))

    async def server_pace(self, guild_id: int) -> Pace:
        """The server's default pace (`/games settings pace`), the fixed one unless set."""
        try:
            return parse_pace(await self.store.settings.pace(guild_id))
        except ValueError:  # a pace no longer offered: the fixed one
            return FIXED

    async def claim_reminder(self, match: Match) -> bool:
        """Mark the seat to move reminded, once: False if another sweep (or a move) came first."""
        return await self.store.deadlines.mark_reminded(match.id, match.version)

    # ---- starting -----------------------------------------------------------------------------

    async def start(
        self,
        kind: str,
        *,
        guild_id: int,
        channel_id: int,
        players: Sequence[int],
        now: float,
        options: Mapping[str, str] | None = None,
        challenge_id: int | None = None,
        rematch_of: int | None = None,
        bots: Sequence[str | None] | None = None,
        open_thread: ThreadOpener | None = None,
        pace: Pace | None = None,
    ) -> Step:
        """Create and store a match; the engine draws the first player from the seed. `bots`
        gives each seat's bot level (None for a member); `open_thread`, its thread; `pace`,
        its pace (None: the server's default)."""
        try:
            game = game_kind(kind).new(self._seeds(), len(players), options)
        except ValueError as e:
            raise PlayError("err.game_options", detail=str(e)) from None
        levels = list(bots or [None] * len(players))
        thread = await open_thread() if open_thread is not None else None
        if thread is not None:
            channel_id = thread.channel_id
        if pace is None:
            pace = await self.server_pace(guild_id)
        clocks = clock.start_clocks(pace, levels)
        remind, forfeit = self.deadlines(
            now, levels[game.to_move] if game.to_move is not None else None, pace=pace,
            clocks=clocks, to_move=game.to_move)
        try:
            match = await self.store.matches.create(
                kind=kind, guild_id=guild_id, channel_id=channel_id, players=list(players),
                state=game.to_json(), now=now, remind_at=remind, forfeit_at=forfeit,
                challenge_id=challenge_id, rematch_of=rematch_of, bots=levels,
                thread_id=thread.thread_id if thread is not None else None,
                pace=pace.code, clocks=clocks,
            )
        except ChannelBusy:
            raise PlayError("err.channel_busy") from None
        except ChallengeClosed:
            raise NoLongerOpen() from None
        return Step(match, game, None, [])

    # ---- challenges -------------------------------------------------------------------------

    async def challenge(
        self,
        kind: str,
        *,
        guild_id: int,
        channel_id: int,
        challenger_id: int,
        invited: Sequence[int],
        now: float,
        expires_at: float,
        options: Mapping[str, str] | None = None,
        bots: Mapping[int, str] | None = None,
        rematch_of: int | None = None,
        pace: Pace | None = None,
    ) -> Challenge:
        """Open a challenge (at `pace`; None: the server's default when it starts), unless it
        would ping the same members again: one open challenge per set of members, one rematch
        per match (both held by unique keys in the database, so two presses at the same moment
        open one), and a cooldown between a member's
        challenges (a rematch, once per match, skips it). Against the bot alone nobody is
        pinged, so none of these apply. Each member is invited once, not by themselves, and
        the bot only to a game it can play."""
        check_invited(challenger_id, invited)
        if bots or any(is_bot(u) for u in invited):
            check_bot_can_play(kind)
        if rematch_of is not None:
            await self._rematchable(rematch_of)
            offered = await self.store.challenges.rematch_of(rematch_of)
            if offered is not None:
                raise AlreadyOpen("err.rematch_offered", offered)
        members = {challenger_id, *(u for u in invited if not is_bot(u))}
        if len(members) > 1:
            if (repeat := await self._repeat(guild_id, challenger_id, members, now)) is not None:
                raise repeat
            last = await self.store.challenges.last_at(challenger_id)
            wait = 0.0 if last is None else last + self.challenge_cooldown - now
            if rematch_of is None and wait > 0:
                raise PlayError("err.challenge_cooldown", s=math.ceil(wait))
        try:
            return await self.store.challenges.create(
                kind=kind, guild_id=guild_id, channel_id=channel_id,
                challenger_id=challenger_id, invited=invited, now=now, expires_at=expires_at,
                options=options, bots=bots, rematch_of=rematch_of,
                pace=None if pace is None else choice_value(pace),
            )
        except RematchTaken:  # a second press at the same moment
            offered = await self.store.challenges.rematch_of(rematch_of or 0)
            assert offered is not None
            raise AlreadyOpen("err.rematch_offered", offered) from None
        except MembersTaken:  # the same members challenged at the same moment (the database's
            # unique key held): link to the one that was stored first
            repeat = await self._repeat(guild_id, challenger_id, members, now)
            if repeat is None:  # and already closed again: nobody was pinged, ask again
                raise PlayError("err.unexpected") from None
            raise repeat from None

    async def check_free(self, channel_id: int, *, thread: bool) -> None:
        """Refuse a challenge whose match would be played in `channel_id` itself (no thread
        for it) while a match is on there: one match at a time per channel."""
        if await self.store.matches.live_in_channel(channel_id):
            raise PlaceBusy(thread=thread)

    async def _repeat(self, guild_id: int, challenger_id: int, members: set[int],
                      now: float) -> AlreadyOpen | None:
        """The refusal of a challenge repeating an open one of the same members, or None."""
        for ch in await self.store.challenges.open_of(guild_id, challenger_id):
            if ch.members == members and now < ch.expires_at:
                if ch.challenger_id == challenger_id:
                    return AlreadyOpen("err.you_challenged", ch, who=mention_list(ch.invited))
                return AlreadyOpen("err.challenged_you", ch, who=f"<@{ch.challenger_id}>")
        return None

    async def rematch(self, match_id: int, user_id: int, now: float | None = None) -> Rematch:
        """What a rematch of this finished match offers: the same seats, the bot at the same
        levels, the same options. At `now` within REMATCH_GRACE of a match played out, refused:
        the Rematch button appears where a move's button was, and a double click on the last
        move must not challenge everyone (a forfeit or timeout ends it from no table button)."""
        match = await self._rematchable(match_id)
        if match.seat_of(user_id) is None:
            raise PlayError("err.rematch_players")
        if (now is not None and match.outcome == MatchOutcome.NORMAL
                and now - match.updated_at < REMATCH_GRACE):
            raise PlayError("err.rematch_too_soon")
        started = await self.store.challenges.of_match(match_id)
        seats = [s for s, uid in enumerate(match.players) if uid != user_id]
        return Rematch(match, others=[match.players[s] for s in seats],
                       levels=[match.bot_level(s) for s in seats],
                       options=dict(started.options) if started else {},
                       pace=match_pace(match))

    async def _rematchable(self, match_id: int) -> Match:
        """A match that ended with a result: only its table shows a Rematch button, and only
        its rematch may skip the cooldown. A live or cancelled one (a forged button) is
        refused, whoever asks."""
        match = await self.store.matches.get(match_id)
        if match is None:
            raise MatchGone()
        if match.is_live:
            raise PlayError("err.rematch_live")
        if match.outcome == MatchOutcome.CANCELLED:
            raise PlayError("err.rematch_cancelled", kind=match.kind)
        return match

    async def open_challenge(self, challenge_id: int, now: float) -> Challenge:
        """An open challenge or table whose time is not up, else a PlayError (Expired when only
        the sweep has not caught up with it yet)."""
        ch = await self.store.challenges.get(challenge_id)
        if ch is None or not ch.is_open:
            raise NoLongerOpen(lobby=bool(ch and ch.lobby))
        check_current(ch, now)
        return ch

    async def accept(self, challenge: Challenge, user_id: int, now: float,
                     open_thread: ThreadOpener | None = None) -> Challenge | Step:
        """`user_id` accepts; the match starts (a Step) once every invited member has accepted,
        else the challenge is returned with who is still awaited."""
        check_current(challenge, now)
        if user_id not in challenge.invited:
            if user_id == challenge.challenger_id:
                raise PlayError("err.waiting_for", who=mention_list(challenge.waiting_for))
            raise NotForYou()
        try:
            updated = await self.store.challenges.accept(challenge.id, user_id)
        except ChallengeClosed:
            raise NoLongerOpen() from None
        if updated.waiting_for:
            return updated
        return await self.start(
            updated.kind, guild_id=updated.guild_id, channel_id=updated.channel_id,
            players=list(updated.seated), now=now, options=dict(updated.options),
            challenge_id=updated.id, bots=seat_levels(updated), rematch_of=updated.rematch_of,
            open_thread=open_thread, pace=challenge_pace(updated),
        )

    async def start_lobby(self, lobby: Challenge, user_id: int, now: float,
                          open_thread: ThreadOpener | None = None) -> Step:
        """The host starts an open lobby with everyone seated, if the game takes that many."""
        check_current(lobby, now)
        check_host(lobby, user_id)
        kind = game_kind(lobby.kind)
        seats = len(lobby.seated)
        if not kind.min_players <= seats <= kind.max_players:
            raise PlayError("err.seats", title=kind.title, low=kind.min_players,
                            high=kind.max_players,
                            seated=lambda lang: tn(lang, "err.seated", seats))
        return await self.start(
            lobby.kind, guild_id=lobby.guild_id, channel_id=lobby.channel_id,
            players=list(lobby.seated), now=now, options=dict(lobby.options),
            challenge_id=lobby.id, bots=seat_levels(lobby), open_thread=open_thread,
            pace=challenge_pace(lobby),
        )

    # ---- checks -------------------------------------------------------------------------------

    async def seated(self, match_id: int, user_id: int) -> tuple[Match, int]:
        """The match (live or not) and the seat `user_id` plays in; a spectator is told only
        players have a hand, and how to start a game of their own."""
        match = await self.store.matches.get(match_id)
        if match is None:
            raise MatchGone()
        seat = match.seat_of(user_id)
        if seat is None:
            raise Spectator(match.kind)
        return match, seat

    async def live(self, match_id: int) -> Match:
        match = await self.store.matches.get(match_id)
        if match is None:
            raise MatchGone()
        if not match.is_live:
            raise MatchOver()
        return match

    async def my_turn(self, match_id: int, user_id: int, version: int
                      ) -> tuple[Match, AnyGame, int]:
        """The match, game and seat when `user_id` may act on a control made for `version`."""
        match = await self.live(match_id)
        seat = match.seat_of(user_id)
        if seat is None or match.bot_level(seat) is not None:
            raise NotInMatch()
        if match.version != version:
            raise PlayError(NOT_CURRENT)
        game = load_game(match)
        if seat in game.left:
            raise PlayError("err.you_left")
        if game.to_move != seat:
            if game.to_move is None:
                raise PlayError("err.not_your_turn")
            raise NotYourTurn(match, game.to_move)
        return match, game, seat

    # ---- changes ------------------------------------------------------------------------------

    async def act(self, match_id: int, user_id: int, code: str, version: int, now: float) -> Step:
        """Apply `code` for `user_id` if the control's `version` is still the match's version."""
        match, game, seat = await self.my_turn(match_id, user_id, version)
        return await self.play(match, game, seat, code, now)

    async def play(self, match: Match, game: AnyGame, seat: int, code: str, now: float
                   ) -> Step:
        """Apply `code` for `seat` in the match, game and seat `my_turn` gave: a caller that
        has just checked the turn (a menu choice with one count) plays it without reading and
        parsing the match again. The store's version check still refuses a stale one. A live
        clock that has run out refuses the move (the sweep's timeout may come seconds later)."""
        if match.clocks is not None and match.forfeit_at is not None and now >= match.forfeit_at:
            raise PlayError("err.clock_out")
        try:
            action = game_kind(match.kind).parse_action(code)
            events = game.apply(action)
        except (InvalidAction, IllegalAction) as e:
            raise refused("err.move_refused", e) from None
        return await self._record(match, game, seat, code, events, now, MatchOutcome.NORMAL)

    async def bot_act(self, match_id: int, version: int, code: str, now: float) -> Step:
        """Apply the move a bot seat chose for the match at `version` (it never times out; a
        human's click can't play for it, and it can't play for a human)."""
        match = await self.live(match_id)
        if match.version != version:
            raise PlayError(NOT_CURRENT)
        game = load_game(match)
        seat = game.to_move
        if seat is None or match.bot_level(seat) is None:
            raise PlayError("err.not_bot_turn")
        try:
            events = game.apply(game_kind(match.kind).parse_action(code))
        except (InvalidAction, IllegalAction) as e:
            raise refused("err.bot_move_refused", e) from None
        return await self._record(match, game, seat, code, events, now, MatchOutcome.NORMAL)

    async def resign(
        self, match_id: int, seat: int, now: float, *,
        outcome: MatchOutcome = MatchOutcome.FORFEIT,
        version: int | None = None,
    ) -> Step:
        """`seat` leaves by forfeit or timeout. The game's rule decides: in Mandala the other
        player wins; in a game for more, play may go on without them, unless only bot seats
        are left: then the game stops and is ranked where it stands. Rated."""
        match = await self.live(match_id)
        if version is not None and match.version != version:
            raise PlayError(NOT_CURRENT)
        game = load_game(match)
        to_move = game.to_move
        try:
            events = leave(match, game, seat)
        except IllegalAction as e:
            raise refused("err.cant_leave", e) from None
        # someone else leaving doesn't give the seat to move a fresh clock (or a second reminder)
        keep = seat != to_move and game.to_move == to_move
        return await self._record(match, game, seat, LogCode(outcome), events, now,
                                  MatchOutcome(outcome),
                                  keep_clock=keep, ran=to_move)

    async def forfeit(self, match_id: int, user_id: int, now: float) -> Step:
        """`user_id` resigns from the live match they play in (only a player may)."""
        match = await self.live(match_id)
        return await self.resign(match_id, seat_in(match, user_id), now, version=None)

    async def cancel(self, match_id: int, now: float, *, by: int | None = None,
                     action: LogCode = LogCode.CANCEL) -> Step:
        """End a match with no result and no rating change: a moderator's cancel (`by`, who
        may not play in it: no ending one's own match unrated), or "abandon" when its channel
        is gone."""
        match = await self.live(match_id)
        if by is not None and match.seat_of(by) is not None:
            raise CancelOwn(match.kind)
        game = load_game(match)
        n = len(match.players)
        end = MatchEnd(outcome=MatchOutcome.CANCELLED, ranks=(1,) * n, scores=(None,) * n,
                       rated=False)
        saved = await self.store.matches.record(
            match.id, expected_version=match.version, seat=None, action=action,
            state=match.state, now=now, end=end, events=encode([]),
        )
        if saved is None:
            raise PlayError(NOT_CURRENT)
        return Step(saved, game, None, [])

    async def _record(
        self, match: Match, game: AnyGame, seat: int, code: str, events: list[Event], now: float,
        how: MatchOutcome, *, keep_clock: bool = False, ran: int | None = -1,
    ) -> Step:
        """Store the game after an action; finish the match with its Outcome once over.
        `keep_clock`: the seat to move keeps its deadlines (see `Matches.record`); `ran`:
        the seat whose clock ran until now (the seat to move before it; -1: `seat`)."""
        end = None
        result = game.outcome()
        if result is not None:
            # a game with a bot seat is practice (a lesson's game too): unrated, like BGA's
            # games against bots; its result says so (present.rating_text)
            end = MatchEnd(outcome=how, ranks=result.ranks, scores=result.scores,
                           rated=not match.has_bot)
        nxt = game.to_move
        pace = match_pace(match)
        ran = seat if ran == -1 else ran
        clocks = clock.after_turn(pace, match.clocks, ran=ran,
                                  began=clock.running_since(match, ran), now=now,
                                  next_to_move=nxt)
        remind, forfeit = self.deadlines(now, match.bot_level(nxt) if nxt is not None else None,
                                         pace=pace, clocks=clocks, to_move=nxt)
        saved = await self.store.matches.record(
            match.id, expected_version=match.version, seat=seat, action=code,
            state=game.to_json(), now=now, remind_at=None if end else remind,
            forfeit_at=None if end else forfeit, end=end, keep_clock=keep_clock,
            events=encode(events), clocks=clocks,
        )
        if saved is None:  # another click got there first
            raise PlayError(NOT_CURRENT)
        return Step(saved, game, seat, events)
