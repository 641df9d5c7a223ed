"""Mandala (2 players): the rules of `../shared/rules/mandala.md`, one id per rule.

State is kept as small lists of six counts indexed by colour (see `vocab.COLORS`), so that
`apply` changes a few numbers and never copies the state. The slots, their `Record` (what the
codec and the view read, never the game itself) and the read-only properties (`hands`,
`mountains`, ...) live in `state`, the deal in `setup`, the events in `events`; the engine itself
never uses the read-only properties.
"""

from __future__ import annotations

from engine.api import Outcome, competition_ranks
from engine.errors import IllegalAction
from engine.mandala.codec import dump, load
from engine.mandala.events import (
    Completed,
    Discarded,
    Drew,
    Event,
    FieldPlayed,
    FieldsDiscarded,
    GameEnded,
    MountainDealt,
    MountainDiscarded,
    MountainPlayed,
    Picked,
    Reshuffled,
    Resigned,
    TurnStarted,
)
from engine.mandala.state import State
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
    Discard,
    End,
    Pick,
    PlayField,
    PlayMountain,
    color_index,
    parse_action,
)
from engine.rng import Rng

__all__ = ["CARDS_PER_COLOR", "HAND_LIMIT", "OVER", "PICK", "PLAY", "Game"]

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
_PICK_BY_MASK: list[list[Action]] = [[_PICK[c] for c in _BITS[k]] for k in range(64)]
_FIELD_UPTO = [
    [[tuple(f for f in _FIELD[m][c][1 : k + 1] if f is not None) for k in range(19)] for c in _R6]
    for m in (0, 1)
]


class _HandInfo:
    """What legal_actions needs of one hand: presence mask, size, discard actions (M-T3)."""

    __slots__ = ("mask", "size", "discards")

    def __init__(self, hand: tuple[int, ...]) -> None:
        self.mask = sum(1 << c for c in _R6 if hand[c])
        self.size = sum(hand)
        self.discards = tuple(
            d for c in _R6 for n in range(1, hand[c] + 1) if (d := _DISCARD[c][n]) is not None
        )


_HAND_INFO: dict[tuple[int, ...], _HandInfo] = {}  # at most a few thousand distinct hands


def _hand_info(hand: list[int]) -> _HandInfo:
    key = tuple(hand)
    info = _HAND_INFO.get(key)
    if info is None:
        info = _HAND_INFO[key] = _HandInfo(key)
    return info


class Game(State):
    """One game of Mandala. Mutated only by `apply`; restored exactly by `from_json`."""

    __slots__ = ()  # the slots are the state's (`state.State`)

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
            return _PICK_BY_MASK[self._mmask[self._resolving()[0]]][:]
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
        c = color_index(getattr(action, "color", None))
        if c < 0:
            raise IllegalAction(f"not a Mandala action: {action!r}")
        if phase is PICK:
            return self._apply_pick(action, c)
        # exact types, not isinstance: the hot path (one dict-free dispatch per action)
        if type(action) is PlayMountain:
            return self._play_mountain(action, c)
        if type(action) is PlayField:
            return self._play_field(action, c)
        if type(action) is Discard:
            return self._discard_cards(action, c)
        if type(action) is Pick:
            raise IllegalAction("M-X3: picks happen only while a mandala is being resolved")
        raise IllegalAction(f"not a Mandala action: {action!r}")

    def _apply_pick(self, action: Action, c: int) -> list[Event]:
        """M-X3: during a completion only a pick of a colour on the mountain is legal."""
        m, _ = self._resolving()
        if type(action) is not Pick:
            raise IllegalAction(
                f"M-X3: mandala {m + 1} is being resolved; "
                f"seat {self._picker} must pick a colour from its mountain"
            )
        if not self._mountains[m][c]:
            raise IllegalAction(f"M-X3: there is no {action.color.value} on the mountain")
        events: list[Event] = []
        self._pick(c, False, events)
        self._last = action
        self._resolve(events)
        return events

    def _play_mountain(self, action: PlayMountain, c: int) -> list[Event]:
        """M-T1/M-R2: one card onto a mountain, then draw up to the hand limit."""
        seat = self._current
        h = self._hands[seat]
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
        events: list[Event] = [MountainPlayed(seat, m, action.color)]
        n = min(HAND_LIMIT - sum(h), MOUNTAIN_DRAW)
        if n > 0:
            self._draw(seat, n, events)
        self._last = action
        self._after_play(m, seat, events)
        return events

    def _play_field(self, action: PlayField, c: int) -> list[Event]:
        """M-T2/M-R3: cards of one colour onto your own field, keeping one in hand."""
        seat = self._current
        h = self._hands[seat]
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
        events: list[Event] = [FieldPlayed(seat, m, action.color, n)]
        self._last = action
        self._after_play(m, seat, events)
        return events

    def _discard_cards(self, action: Discard, c: int) -> list[Event]:
        """M-T3: discard cards of one colour and draw as many."""
        seat = self._current
        h = self._hands[seat]
        n = action.count
        if type(n) is not int or n < 1:
            raise IllegalAction("M-T3: discard at least one card")
        if h[c] < n:
            raise IllegalAction(f"M-T3: you hold only {h[c]} {action.color.value}")
        h[c] -= n
        self._discard[c] += n
        events: list[Event] = [Discarded(seat, action.color, n)]
        self._draw(seat, n, events)
        self._last = action
        self._next_turn(1 - seat, events)
        return events

    def _resolving(self) -> tuple[int, int]:
        """(mandala, completer) of the completion being resolved; only called while picking."""
        if self._comp is None:
            raise AssertionError("no completion is being resolved")
        return self._comp

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
        return build_view(self.record(), seat, to_move=self.to_move, outcome=self.outcome())

    def to_json(self) -> str:
        return dump(self.record())

    @classmethod
    def from_json(cls, text: str) -> Game:
        return cls.from_record(load(text))

    parse_action = staticmethod(parse_action)

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

    # ---- rules --------------------------------------------------------------------------------

    @staticmethod
    def _check_mandala(m: object) -> int:
        if isinstance(m, int | float) and m in (0, 1):
            return int(m)
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
        m, completer = self._resolving()
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
        m = self._resolving()[0]
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
        # M-E4's ruling (never hang); only once the end is triggered, which a run of discards
        # always reaches (they draw the deck down to a reshuffle, M-E1), so early turns pay nothing
        if self._end_triggered and self._deadlocked(seat):
            self._end(End.NO_PLAY, events)
            return
        events.append(TurnStarted(seat))

    def _could_play(self, seat: int, colours: int, size: int) -> bool:
        """Some colour of the mask `colours`, in a hand of `size` cards, is legal for `seat` on
        a mountain (M-R2) or on a field (M-R3, M-T2: a card must stay in hand)."""
        for m in (0, 1):
            fm = self._fmask[m]
            if colours & ~(fm[0] | fm[1]):
                return True
            if size > 1 and colours & ~(self._mmask[m] | fm[1 - seat]):
                return True
        return False

    def _deadlocked(self, seat: int) -> bool:
        """No card outside the mandalas (hands, deck, discard pile) can ever reach one: every
        turn from here on is a discard, which keeps each hand's size and touches no mandala,
        so no mandala can complete and the game could never end (M-E1..M-E3). In the spirit of
        M-E4's ruling (the engine must not hang) the game ends there, scored as it stands."""
        hand = _hand_info(self._hands[seat])
        if self._could_play(seat, hand.mask, hand.size):  # the usual case: decided at once
            return False
        loose = 0
        for c in self._deck:
            loose |= 1 << c
        for c in _R6:
            if self._discard[c] or self._hands[0][c] or self._hands[1][c]:
                loose |= 1 << c
        return not any(self._could_play(s, loose, sum(self._hands[s])) for s in (0, 1))

    def _end(self, reason: End, events: list[Event]) -> None:
        self._phase = OVER
        self._comp = None
        self._over_reason = reason
        events.append(GameEnded(reason, self.scores(), tuple(self.winners())))
