"""Mandala (2 players): the rules of `../shared/rules/mandala.md`, one id per rule.

State is kept as small lists of six counts indexed by colour (see `mandala_types.COLORS`), so that
`apply` changes a few numbers and never copies the state. The read-only properties (`hands`,
`mountains`, ...) build `Color`-keyed mappings for callers; the engine itself never uses them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from engine.api import Outcome, competition_ranks
from engine.errors import IllegalAction
from engine.mandala.codec import dump, load
from engine.mandala.view import MandalaView, build_view
from engine.mandala.vocab import (
    CARDS_PER_COLOR,
    COLORS,
    HAND_LIMIT,
    MOUNTAIN_DRAW,
    NAME,
    OVER,
    PICK,
    PLAY,
    PLAYERS,
    RIVER_SPACES,
    Action,
    Color,
    Completed,
    Discard,
    Discarded,
    Drew,
    End,
    Event,
    FieldPlayed,
    FieldsDiscarded,
    GameEnded,
    MountainDealt,
    MountainDiscarded,
    MountainPlayed,
    Pick,
    Picked,
    PlayField,
    PlayMountain,
    Reshuffled,
    Resigned,
    TurnStarted,
    color_index,
    parse_action,
)
from engine.rng import Rng

__all__ = ["CARDS_PER_COLOR", "HAND_LIMIT", "OVER", "PICK", "PLAY", "Game", "new_game"]

# Every action object is built once; legal_actions hands out these shared, immutable instances.
_MOUNTAIN = [[PlayMountain(m, c) for c in COLORS] for m in (0, 1)]
_FIELD = [[[PlayField(m, c, n) if n else None for n in range(19)] for c in COLORS] for m in (0, 1)]
_DISCARD = [[Discard(c, n) if n else None for n in range(19)] for c in COLORS]
_PICK = [Pick(c) for c in COLORS]
_R6 = range(6)
ALL = 0b111111  # a presence mask with all six colours (M-X1)
# _BITS[mask]: the colour indices in a presence mask; tables indexed by mask avoid colour loops
_BITS = [tuple(c for c in _R6 if mask >> c & 1) for mask in range(64)]
_MOUNTAIN_BY_MASK = [[tuple(_MOUNTAIN[m][c] for c in _BITS[k]) for k in range(64)] for m in (0, 1)]
_PICK_BY_MASK = [[_PICK[c] for c in _BITS[k]] for k in range(64)]
_FIELD_UPTO = [[[tuple(_FIELD[m][c][1 : k + 1]) for k in range(19)] for c in _R6] for m in (0, 1)]


class _HandInfo:
    """What legal_actions needs of one hand: presence mask, size, discard actions (M-T3)."""

    __slots__ = ("mask", "size", "discards")

    def __init__(self, hand: tuple[int, ...]) -> None:
        self.mask = sum(1 << c for c in _R6 if hand[c])
        self.size = sum(hand)
        self.discards = tuple(_DISCARD[c][n] for c in _R6 for n in range(1, hand[c] + 1))


_HAND_INFO: dict[tuple[int, ...], _HandInfo] = {}  # at most a few thousand distinct hands


def _hand_info(hand: list[int]) -> _HandInfo:
    key = tuple(hand)
    info = _HAND_INFO.get(key)
    if info is None:
        info = _HAND_INFO[key] = _HandInfo(key)
    return info


def _counts(values: list[int]) -> Mapping[Color, int]:
    return MappingProxyType({c: values[i] for i, c in enumerate(COLORS)})


class Game:
    """One game of Mandala. Mutated only by `apply`; restored exactly by `from_json`."""

    __slots__ = (
        "_rng",
        "_deck",
        "_discard",
        "_hands",
        "_cup_secret",
        "_cup_public",
        "_mountains",
        "_fields",
        "_mmask",
        "_fmask",
        "_rivers",
        "_phase",
        "_current",
        "_picker",
        "_comp",
        "_end_triggered",
        "_ending",
        "_over_reason",
        "_resigned",
        "_first_player",
        "_turn",
        "_last",
    )

    # ---- construction -------------------------------------------------------------------------

    def __init__(self) -> None:
        # Blank; use new_game() or Game.from_json().
        self._rng = Rng(0)
        self._deck: list[int] = []  # top of the deck is the END of this list (cheap pop)
        self._discard = [0] * 6
        self._hands = [[0] * 6, [0] * 6]
        self._cup_secret = [[0] * 6, [0] * 6]  # M-I2: the two cards dealt at setup
        self._cup_public = [[0] * 6, [0] * 6]  # cards taken from a mountain: seen by both
        self._mountains = [[0] * 6, [0] * 6]
        self._fields = [[[0] * 6, [0] * 6], [[0] * 6, [0] * 6]]  # [mandala][seat]
        # Presence masks (bit c: colour c is there), kept in step with the counts by every change
        self._mmask = [0, 0]  # [mandala]
        self._fmask = [[0, 0], [0, 0]]  # [mandala][seat]
        self._rivers: list[list[int]] = [[], []]
        self._phase = PLAY
        self._current = 0  # whose turn it is (M-T)
        self._picker = 0  # whose pick it is during a completion (M-X3)
        self._comp: tuple[int, int] | None = None  # (mandala, completer) while picking
        self._end_triggered = False  # M-E1: a reshuffle happened
        self._ending = False  # the completion being resolved is the last one (M-E1/M-E2)
        self._over_reason: End | None = None
        self._resigned: int | None = None  # the seat that resigned, if one did
        self._first_player = 0
        self._turn = 0
        self._last: Action | None = None  # for the table picture

    # ---- the contract every game obeys (engine.api.Game) -------------------------------------

    kind = NAME
    num_players = PLAYERS

    @property
    def to_move(self) -> int | None:
        """The seat whose decision it is: the picker during a completion, None when over."""
        if self._phase is PLAY:
            return self._current
        if self._phase is PICK:
            return self._picker
        return None

    @property
    def is_over(self) -> bool:
        return self._phase is OVER

    def legal_actions(self) -> list[Action]:
        """Every legal action for `to_move`, each exactly once."""
        phase = self._phase
        if phase is PICK:
            return _PICK_BY_MASK[self._mmask[self._comp[0]]][:]  # type: ignore[index]
        if phase is OVER:
            return []
        seat = self._current
        h = self._hands[seat]
        info = _hand_info(h)
        hm = info.mask
        keep = info.size - 1  # M-T2: a field play leaves at least one card
        out: list[Action] = []
        for m in (0, 1):
            fm = self._fmask[m]
            own, opp = fm[seat], fm[1 - seat]
            out.extend(_MOUNTAIN_BY_MASK[m][hm & ~(own | opp)])  # M-R2
            if keep > 0:
                upto = _FIELD_UPTO[m]
                for c in _BITS[hm & ~(self._mmask[m] | opp)]:  # M-R3
                    n = h[c]
                    out.extend(upto[c][n if n < keep else keep])
        out.extend(info.discards)  # M-T3
        return out

    def apply(self, action: Action) -> list[Event]:
        """Apply one action for `to_move`; on IllegalAction the game is unchanged."""
        phase = self._phase
        if phase is OVER:
            raise IllegalAction("M-E: the game is over")
        kind = type(action)
        c = color_index(getattr(action, "color", None))
        if c < 0:
            raise IllegalAction(f"not a Mandala action: {action!r}")
        if phase is PICK:
            if kind is not Pick:
                raise IllegalAction(
                    f"M-X3: mandala {self._comp[0] + 1} is being resolved; "  # type: ignore[index]
                    f"seat {self._picker} must pick a colour from its mountain"
                )
            if not self._mountains[self._comp[0]][c]:  # type: ignore[index]
                raise IllegalAction(f"M-X3: there is no {action.color.value} on the mountain")
            events: list[Event] = []
            self._pick(c, False, events)
            self._last = action
            self._resolve(events)
            return events

        seat = self._current
        h = self._hands[seat]
        if kind is PlayMountain:
            m = self._check_mandala(action.mandala)
            if not h[c]:
                raise IllegalAction(f"M-T1: you hold no {action.color.value} card")
            fm = self._fields[m]
            if fm[0][c] or fm[1][c]:
                raise IllegalAction(
                    f"M-R2: {action.color.value} is already in a field of mandala {m + 1}"
                )
            h[c] -= 1
            self._mountains[m][c] += 1
            self._mmask[m] |= 1 << c
            events = [MountainPlayed(seat, m, action.color)]
            n = HAND_LIMIT - sum(h)
            if n > MOUNTAIN_DRAW:
                n = MOUNTAIN_DRAW
            if n > 0:
                self._draw(seat, n, events)
            self._last = action
            self._after_play(m, seat, events)
            return events
        if kind is PlayField:
            m = self._check_mandala(action.mandala)
            n = action.count
            if type(n) is not int or n < 1:
                raise IllegalAction("M-T2: play at least one card")
            if h[c] < n:
                raise IllegalAction(f"M-T2: you hold only {h[c]} {action.color.value}")
            if n >= sum(h):
                raise IllegalAction("M-T2: you must keep at least one card in hand")
            fm = self._fields[m]
            if self._mountains[m][c] or fm[1 - seat][c]:
                raise IllegalAction(
                    f"M-R3: {action.color.value} is already on the mountain or the opponent's "
                    f"field of mandala {m + 1}"
                )
            h[c] -= n
            fm[seat][c] += n
            self._fmask[m][seat] |= 1 << c
            events = [FieldPlayed(seat, m, action.color, n)]
            self._last = action
            self._after_play(m, seat, events)
            return events
        if kind is Discard:
            n = action.count
            if type(n) is not int or n < 1:
                raise IllegalAction("M-T3: discard at least one card")
            if h[c] < n:
                raise IllegalAction(f"M-T3: you hold only {h[c]} {action.color.value}")
            h[c] -= n
            self._discard[c] += n
            events = [Discarded(seat, action.color, n)]
            self._draw(seat, n, events)
            self._last = action
            self._next_turn(1 - seat, events)
            return events
        if kind is Pick:
            raise IllegalAction("M-X3: picks happen only while a mandala is being resolved")
        raise IllegalAction(f"not a Mandala action: {action!r}")

    def scores(self) -> tuple[int, int]:
        """M-P1: each cup card scores the river space (1-6) holding its colour, else 0."""
        out = []
        for seat in (0, 1):
            river = self._rivers[seat]
            sec = self._cup_secret[seat]
            pub = self._cup_public[seat]
            out.append(sum((sec[c] + pub[c]) * (i + 1) for i, c in enumerate(river)))
        return out[0], out[1]

    def winners(self) -> list[int]:
        """M-P2: most points; tie: fewer cup cards; still tied: both. Empty while not over."""
        outcome = self.outcome()
        return list(outcome.winners) if outcome else []

    def outcome(self) -> Outcome | None:
        """M-P2 ranks (points, then fewer cup cards); after a resignation the other wins."""
        if self._phase is not OVER:
            return None
        s = self.scores()
        if self._resigned is not None:
            ranks = tuple(2 if seat == self._resigned else 1 for seat in (0, 1))
        else:
            ranks = competition_ranks([(s[i], -self.cup_size(i)) for i in (0, 1)])
        return Outcome(ranks, s, self._over_reason or End.RESIGNED)

    def resign(self, seat: int) -> list[Event]:
        """`seat` leaves (forfeit or timeout): the game ends and the other player wins."""
        if self._phase is OVER:
            raise IllegalAction("M-E: the game is over")
        if seat not in (0, 1):
            raise IllegalAction(f"no seat {seat!r} in a game of Mandala")
        self._resigned = seat
        self._turn += 1
        events: list[Event] = [Resigned(seat)]
        self._end(End.RESIGNED, events)
        return events

    def stop(self) -> list[Event]:
        """The game ends where it stands, ranked by M-P2 on the points so far."""
        if self._phase is OVER:
            raise IllegalAction("M-E: the game is over")
        events: list[Event] = []
        self._end(End.STOPPED, events)
        return events

    def view(self, seat: int | None) -> MandalaView:
        """What `seat` may see (M-I); the public view for None."""
        return build_view(self, seat)

    def to_json(self) -> str:
        return dump(self)

    @classmethod
    def from_json(cls, text: str) -> Game:
        return load(cls(), text)

    parse_action = staticmethod(parse_action)

    # ---- read-only state ----------------------------------------------------------------------

    @property
    def phase(self) -> str:
        """"play", "pick" (a completion awaits a pick) or "over"."""
        return self._phase

    @property
    def current_player(self) -> int:
        """The seat whose turn it is (during a completion: the one who completed)."""
        return self._current

    @property
    def completion(self) -> tuple[int, int] | None:
        """(mandala, picker) while a completion is being resolved, else None."""
        return (self._comp[0], self._picker) if self._comp else None

    @property
    def first_player(self) -> int:
        return self._first_player

    @property
    def turn(self) -> int:
        """Number of actions applied so far."""
        return self._turn

    @property
    def last_action(self) -> Action | None:
        return self._last

    @property
    def end_triggered(self) -> bool:
        """M-E1: the deck was rebuilt from the discard pile; the next completion is the last."""
        return self._end_triggered

    @property
    def over_reason(self) -> End | None:
        return self._over_reason

    @property
    def left(self) -> tuple[int, ...]:
        return () if self._resigned is None else (self._resigned,)

    @property
    def resigned(self) -> int | None:
        """The seat that resigned, if the game ended that way."""
        return self._resigned

    @property
    def deck(self) -> tuple[Color, ...]:
        return tuple(COLORS[c] for c in reversed(self._deck))

    @property
    def discard(self) -> Mapping[Color, int]:
        return _counts(self._discard)

    @property
    def hands(self) -> tuple[Mapping[Color, int], ...]:
        return tuple(_counts(h) for h in self._hands)

    @property
    def cups(self) -> tuple[Mapping[Color, int], ...]:
        return tuple(
            _counts([a + b for a, b in zip(s, p, strict=True)])
            for s, p in zip(self._cup_secret, self._cup_public, strict=True)
        )

    @property
    def mountains(self) -> tuple[Mapping[Color, int], ...]:
        return tuple(_counts(m) for m in self._mountains)

    @property
    def fields(self) -> tuple[tuple[Mapping[Color, int], ...], ...]:
        return tuple(tuple(_counts(f) for f in fm) for fm in self._fields)

    @property
    def rivers(self) -> tuple[tuple[Color, ...], ...]:
        return tuple(tuple(COLORS[c] for c in r) for r in self._rivers)

    def cup_size(self, seat: int) -> int:
        return sum(self._cup_secret[seat]) + sum(self._cup_public[seat])

    def hand_size(self, seat: int) -> int:
        return sum(self._hands[seat])

    def clone(self) -> Game:
        """An independent copy (for search); cheaper than a JSON round trip."""
        g = Game.__new__(Game)
        g._rng = Rng(self._rng.state)
        g._deck = self._deck[:]
        g._discard = self._discard[:]
        g._hands = [h[:] for h in self._hands]
        g._cup_secret = [x[:] for x in self._cup_secret]
        g._cup_public = [x[:] for x in self._cup_public]
        g._mountains = [x[:] for x in self._mountains]
        g._fields = [[f[:] for f in fm] for fm in self._fields]
        g._mmask = self._mmask[:]
        g._fmask = [f[:] for f in self._fmask]
        g._rivers = [r[:] for r in self._rivers]
        for name in ("_phase", "_current", "_picker", "_comp", "_end_triggered", "_ending",
                     "_over_reason", "_resigned", "_first_player", "_turn", "_last"):
            setattr(g, name, getattr(self, name))
        return g

    def _sync_masks(self) -> None:
        """Rebuild the presence masks from the counts (after setup or loading)."""
        self._mmask = [sum(1 << c for c in _R6 if mt[c]) for mt in self._mountains]
        self._fmask = [[sum(1 << c for c in _R6 if f[c]) for f in fm] for fm in self._fields]

    # ---- rules --------------------------------------------------------------------------------

    @staticmethod
    def _check_mandala(m: object) -> int:
        if m == 0 or m == 1:
            return int(m)  # type: ignore[call-overload]
        raise IllegalAction("M-C2: there are two mandalas, 0 and 1")

    def _draw_one(self, events: list[Event]) -> int:
        """M-T4/M-E1: the top card; an empty deck is rebuilt from the discard pile first.

        Returns -1 when deck and discard pile are both empty (the draw stops short).
        """
        deck = self._deck
        if not deck:
            pile = self._discard
            total = sum(pile)
            if not total:
                return -1
            for c in _R6:
                deck.extend([c] * pile[c])
                pile[c] = 0
            self._rng.shuffle(deck)
            self._end_triggered = True  # M-E1
            events.append(Reshuffled(total))
        return deck.pop()

    def _draw(self, seat: int, n: int, events: list[Event]) -> None:
        h = self._hands[seat]
        deck = self._deck
        got = []
        for _ in range(n):
            c = deck.pop() if deck else self._draw_one(events)
            if c < 0:
                break
            h[c] += 1
            got.append(COLORS[c])
        events.append(Drew(seat, tuple(got)))

    def _after_play(self, m: int, seat: int, events: list[Event]) -> None:
        """M-X1 check after a mountain or field play, else the turn passes."""
        self._turn += 1
        fmask = self._fmask[m]
        if self._mmask[m] | fmask[0] | fmask[1] != ALL:  # M-X1
            self._next_turn(1 - seat, events, counted=True)
            return
        mt = self._mountains[m]
        f0, f1 = self._fields[m]
        n0, n1 = sum(f0), sum(f1)
        first = (0 if n0 > n1 else 1) if n0 != n1 else 1 - seat  # M-X2
        self._ending = self._end_triggered  # M-E1: a reshuffle already happened -> last one
        events.append(Completed(m, seat, first, self._ending))
        self._comp = (m, seat)
        if not n0 and not n1:  # M-X5: nobody can keep anything
            cards = sum(mt)
            for c in _R6:
                self._discard[c] += mt[c]
                mt[c] = 0
            self._mmask[m] = 0
            events.append(MountainDiscarded(m, cards))
        self._picker = first
        self._phase = PICK
        self._resolve(events)

    def _resolve(self, events: list[Event]) -> None:
        """Go on with the completion: automatic last pick (M-X3), then clear and refill."""
        m, completer = self._comp  # type: ignore[misc]
        mt = self._mountains[m]
        left = _BITS[self._mmask[m]]
        if len(left) > 1:
            return  # a real decision for the picker (M-X8)
        if left:
            self._pick(left[0], True, events)
        # M-X6: the mountain is empty: both fields go to the discard pile
        fm = self._fields[m]
        cards = 0
        for f in fm:
            for c in _R6:
                if f[c]:
                    cards += f[c]
                    self._discard[c] += f[c]
                    f[c] = 0
        self._fmask[m] = [0, 0]
        events.append(FieldsDiscarded(m, cards))
        self._comp = None
        if self._ending or len(self._rivers[0]) == 6 or len(self._rivers[1]) == 6:
            full = 6 in (len(self._rivers[0]), len(self._rivers[1]))
            reason = End.RIVER_FULL if full else End.LAST_COMPLETION
            self._end(reason, events)
            return
        dealt = []
        for _ in range(2):
            c = self._deck.pop() if self._deck else self._draw_one(events)
            if c < 0:
                break
            mt[c] += 1
            self._mmask[m] |= 1 << c
            dealt.append(COLORS[c])
        events.append(MountainDealt(m, tuple(dealt)))
        self._phase = PLAY
        self._next_turn(1 - completer, events, counted=True)  # M-X7

    def _pick(self, c: int, auto: bool, events: list[Event]) -> None:
        """M-X3/M-X4/M-X5: the picker takes every mountain card of colour c."""
        m = self._comp[0]  # type: ignore[index]
        seat = self._picker
        mt = self._mountains[m]
        n = taken = mt[c]
        mt[c] = 0
        self._mmask[m] &= ~(1 << c)
        to_river = False
        to_cup = to_discard = 0
        if not self._fmask[m][seat]:
            self._discard[c] += n  # M-X5
            to_discard = n
        else:
            river = self._rivers[seat]
            if c not in river:
                river.append(c)
                to_river = True
                n -= 1
                if len(river) == RIVER_SPACES:
                    self._ending = True  # M-E2: this completion is finished, then the end
            self._cup_public[seat][c] += n
            to_cup = n
        events.append(
            Picked(seat, m, COLORS[c], taken, to_river, to_cup, to_discard, auto)
        )
        if not auto:
            self._turn += 1
        self._picker = 1 - seat

    def _next_turn(self, seat: int, events: list[Event], counted: bool = False) -> None:
        if not counted:
            self._turn += 1
        self._current = seat
        self._phase = PLAY
        if not any(self._hands[seat]):  # M-E4: nothing to play with
            self._end(End.NO_CARDS, events)
            return
        events.append(TurnStarted(seat))

    def _end(self, reason: End, events: list[Event]) -> None:
        self._phase = OVER
        self._comp = None
        self._over_reason = reason
        events.append(GameEnded(reason, self.scores(), tuple(self.winners())))


def new_game(
    seed: int, *, deck: Sequence[Color] | None = None, first_player: int | None = None
) -> Game:
    """M-S: a new game. `deck` (108 colours, top first) fixes the order; else `seed` shuffles."""
    g = Game()
    rng = Rng(seed)
    if deck is None:
        order = [c for c in range(6) for _ in range(CARDS_PER_COLOR)]
        rng.shuffle(order)  # M-S1
    else:
        order = [color_index(c) for c in deck]
        if len(order) != 6 * CARDS_PER_COLOR or any(
            order.count(c) != CARDS_PER_COLOR for c in range(6)
        ):
            raise ValueError("M-C1: a deck is 108 cards, 18 of each colour")
    if first_player is None:
        first_player = rng.below(PLAYERS)  # M-S4 [ruling]
    elif first_player not in (0, 1):
        raise ValueError("first_player must be 0, 1 or None")
    g._rng = rng
    top = iter(order)
    for seat in (0, 1):  # M-S2
        for _ in range(6):
            g._hands[seat][next(top)] += 1
    for seat in (0, 1):
        for _ in range(2):
            g._cup_secret[seat][next(top)] += 1
    for m in (0, 1):  # M-S3
        for _ in range(2):
            g._mountains[m][next(top)] += 1
    g._deck = list(top)[::-1]  # M-S4: 88 cards; top at the end of the list
    g._first_player = g._current = first_player
    g._sync_masks()
    return g
