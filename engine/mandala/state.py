"""A Mandala game's state as data, below the rules: `Record`, every field as plain data (what
the codec writes and reads, what the view, the deal and `fast.assemble` read), and `State`, the
slots `Game` plays on, with the read-only face callers use (`hands`, `mountains`, `rivers`, ...:
`Color`-keyed mappings and tuples built on demand; the engine itself never uses them).

`game`, `codec`, `view` and `setup` all import this module and it imports none of them, so each
points one way and none reaches into another's private fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from engine.mandala.vocab import COLORS, Action, Color, End
from engine.records import Restored
from engine.rng import Rng

_R6 = range(6)


def counts(values: list[int]) -> Mapping[Color, int]:
    return MappingProxyType({c: values[i] for i, c in enumerate(COLORS)})


class Record(NamedTuple):
    """Every field of a game. Lists of six are counts indexed by colour (`vocab.COLORS`); from
    `State.record()` they are the game's own lists, to read and never to change."""

    rng: int  # the generator's state
    deck: list[int]  # colour indices, the top card LAST (the engine pops it)
    discard: list[int]
    hands: list[list[int]]  # [seat]
    cup_secret: list[list[int]]  # [seat]: the two cards dealt face down at setup (M-I2)
    cup_public: list[list[int]]  # [seat]: cards taken from a mountain, seen by both
    mountains: list[list[int]]  # [mandala]
    fields: list[list[list[int]]]  # [mandala][seat]
    rivers: list[list[int]]  # [seat]: colour indices, left to right
    phase: str  # vocab.PLAY, PICK or OVER (the constants themselves: `is` tests)
    current: int
    picker: int
    completion: tuple[int, int] | None  # (mandala, completer) while a completion is resolved
    end_triggered: bool
    ending: bool  # the completion being resolved is the last one (M-E1, M-E2)
    over_reason: End | None
    resigned: int | None
    first_player: int
    turn: int
    last: Action | None


class Raw(NamedTuple):
    """Live, read-only views of a game's counts; lists of six are indexed by colour."""

    hands: list[list[int]]  # [seat]
    cups: list[list[int]]  # [seat]: secret + public, summed (a fresh list, not live)
    mountains: list[list[int]]  # [mandala]
    fields: list[list[list[int]]]  # [mandala][seat]
    rivers: list[list[int]]  # [seat]: colour indices, left to right
    discard: list[int]
    deck_size: int
    end_triggered: bool
    completion: tuple[int, int] | None  # (mandala, completer) while picking


class State(Restored["Record"]):
    """The slots of a game (`Game` adds the rules), their exchange with a `Record`, and the
    read-only properties over them."""

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

    _rng: Rng
    _mmask: list[int]
    _fmask: list[list[int]]
    _ending: bool
    _deck: list[int]
    _discard: list[int]
    _hands: list[list[int]]
    _cup_secret: list[list[int]]
    _cup_public: list[list[int]]
    _mountains: list[list[int]]
    _fields: list[list[list[int]]]
    _rivers: list[list[int]]
    _phase: str
    _current: int
    _picker: int
    _comp: tuple[int, int] | None
    _end_triggered: bool
    _over_reason: End | None
    _resigned: int | None
    _first_player: int
    _turn: int
    _last: Action | None

    def record(self) -> Record:
        """Every field, sharing the game's lists (no copy: the codec and the view only read)."""
        return Record(self._rng.state, self._deck, self._discard, self._hands, self._cup_secret,
                      self._cup_public, self._mountains, self._fields, self._rivers, self._phase,
                      self._current, self._picker, self._comp, self._end_triggered,
                      self._ending, self._over_reason, self._resigned, self._first_player,
                      self._turn, self._last)

    def raw(self) -> Raw:
        """The counts for search, without building mappings (see `fast`)."""
        sec, pub = self._cup_secret, self._cup_public
        cups = [[a + b for a, b in zip(sec[s], pub[s], strict=True)] for s in (0, 1)]
        return Raw(self._hands, cups, self._mountains, self._fields, self._rivers, self._discard,
                   len(self._deck), self._end_triggered, self._comp)

    def restore(self, r: Record) -> None:
        """Take every field of `r` (its lists become the game's own: pass fresh ones)."""
        self._rng = Rng(r.rng)
        self._deck, self._discard, self._hands = r.deck, r.discard, r.hands
        self._cup_secret, self._cup_public = r.cup_secret, r.cup_public
        self._mountains, self._fields, self._rivers = r.mountains, r.fields, r.rivers
        self._phase, self._current, self._picker, self._comp = (r.phase, r.current, r.picker,
                                                                r.completion)
        self._end_triggered, self._ending, self._over_reason = (r.end_triggered, r.ending,
                                                                r.over_reason)
        self._resigned, self._first_player, self._turn, self._last = (r.resigned,
                                                                      r.first_player, r.turn,
                                                                      r.last)
        self._sync_masks()

    def _sync_masks(self) -> None:
        """Rebuild the presence masks (bit c: colour c is there) from the counts."""
        self._mmask = [sum(1 << c for c in _R6 if mt[c]) for mt in self._mountains]
        self._fmask = [[sum(1 << c for c in _R6 if f[c]) for f in fm] for fm in self._fields]

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
        return counts(self._discard)

    @property
    def hands(self) -> tuple[Mapping[Color, int], ...]:
        return tuple(counts(h) for h in self._hands)

    @property
    def cups(self) -> tuple[Mapping[Color, int], ...]:
        return tuple(
            counts([a + b for a, b in zip(s, p, strict=True)])
            for s, p in zip(self._cup_secret, self._cup_public, strict=True)
        )

    @property
    def mountains(self) -> tuple[Mapping[Color, int], ...]:
        return tuple(counts(m) for m in self._mountains)

    @property
    def fields(self) -> tuple[tuple[Mapping[Color, int], ...], ...]:
        return tuple(tuple(counts(f) for f in fm) for fm in self._fields)

    @property
    def rivers(self) -> tuple[tuple[Color, ...], ...]:
        return tuple(tuple(COLORS[c] for c in r) for r in self._rivers)

    def cup_size(self, seat: int) -> int:
        return sum(self._cup_secret[seat]) + sum(self._cup_public[seat])

    def hand_size(self, seat: int) -> int:
        return sum(self._hands[seat])
