"""A Flowers game's state as data, below the rules: `Record`, every field as plain data (what
the codec writes and reads, what the view, the deal and `fast.assemble` read; `derive` computes
the counts and masks the engine keeps for speed from the others), and `State`, the slots `Game`
plays on, with the read-only face callers use (`hands`, `mandalas`, `halves`, ...: `Color`-keyed
mappings and tuples built on demand; the engine itself never uses them).

`game`, `codec` and `view` all import this module and it imports none of them, so each points
one way and none reaches into another's private fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple

from engine.flowers.vocab import COLORS, MANDALAS, Action, Color, End, Tile, color_index
from engine.records import Restored
from engine.rng import Rng

_R6 = range(6)


def counts(values: list[int]) -> Mapping[Color, int]:
    return MappingProxyType({c: values[i] for i, c in enumerate(COLORS)})


@dataclass(frozen=True)
class MandalaState:
    """One mandala as the read-only API shows it: `up[s]`/`down[s]` are colour -> count."""

    tiles: tuple[Tile, ...]  # dark first; empty when closed (F-X7)
    up: tuple[Mapping[Color, int], ...]
    down: tuple[Mapping[Color, int], ...]
    claim: int | None

    @property
    def closed(self) -> bool:
        return not self.tiles


class Record(NamedTuple):
    """Every field of a game. Lists of six are counts indexed by colour (`vocab.COLORS`); from
    `State.record()` they are the game's own lists, to read and never to change."""

    players: int
    rng: int  # the generator's state
    draw_rule: str
    deck: list[int]  # colour indices, the top card LAST (the engine pops it)
    discard: list[int]
    hands: list[list[int]]  # [seat]
    up: list[list[list[int]]]  # [mandala][seat]
    down: list[list[list[int]]]  # [mandala][seat]
    tiles: list[list[Tile]]  # [mandala]: [dark, light] or [] when closed
    stacks: list[list[Tile]]  # dark, light: the top tile LAST
    tile_discard: list[Tile]  # F-X4
    claim: list[int]  # [mandala]: the holder, or -1
    halves: list[list[Tile]]  # [seat]
    flowers: list[list[tuple[Tile, Tile]]]  # [seat]
    phase: str  # vocab.PLAY, CHOOSE or OVER (the constants themselves: `is` tests)
    current: int
    choice: tuple[int, int, int] | None  # (mandala, holder, second), F-X2
    ending: bool  # F-E1: a third flower was completed in this completion
    over_reason: End | None
    resigned: list[int]  # seats that left, in order
    first_player: int
    turn: int
    last: Action | None
    last_seat: int  # who made the last action, or -1
    last_up: bool  # whether the last play went face up
    # derived from the fields above (`derive`), kept for speed; not written to JSON
    ncards: list[list[int]]  # [mandala][seat]: face-up + face-down
    nup: list[list[int]]  # [mandala][seat]: face-up only
    upmask: list[int]  # [mandala]: colours face up (any seat)
    tmask: list[int]  # [mandala]: colours of its tiles, 0 when closed
    active: list[bool]  # [seat]: not resigned


class Derived(NamedTuple):
    """The last fields of a `Record`, which `derive` computes from the others."""

    ncards: list[list[int]]  # [mandala][seat]: face-up + face-down
    nup: list[list[int]]  # [mandala][seat]: face-up only
    upmask: list[int]  # [mandala]: colours face up (any seat)
    tmask: list[int]  # [mandala]: colours of its tiles, 0 when closed
    active: list[bool]  # [seat]: not resigned


def up_mask(up: list[list[int]]) -> int:
    """The colours face up on one mandala (`up` is its [seat][colour] counts)."""
    mask = 0
    for counts_ in up:
        if any(counts_):  # most seats have nothing face up: skip their colours
            for c in _R6:
                if counts_[c]:
                    mask |= 1 << c
    return mask


def derive(players: int, up: list[list[list[int]]], down: list[list[list[int]]],
           tiles: list[list[Tile]], resigned: list[int]) -> Derived:
    nup = [[sum(u) for u in xm] for xm in up]
    return Derived(
        ncards=[[n + sum(d) for n, d in zip(ns, dm, strict=True)]
                for ns, dm in zip(nup, down, strict=True)],
        nup=nup,
        upmask=[up_mask(xm) for xm in up],
        tmask=[sum(1 << color_index(t.color) for t in ts) for ts in tiles],
        active=[s not in resigned for s in range(players)],
    )


class Raw(NamedTuple):
    """Live, read-only views of a game's counts; lists of six are indexed by colour."""

    hands: list[list[int]]  # [seat]
    up: list[list[list[int]]]  # [mandala][seat]
    down: list[list[list[int]]]  # [mandala][seat]
    ncards: list[list[int]]  # [mandala][seat]: face-up + face-down
    nup: list[list[int]]  # [mandala][seat]: face-up only
    upmask: list[int]  # [mandala]: colours face up
    tmask: list[int]  # [mandala]: colours of its tiles, 0 when closed
    tiles: list[list[Tile]]  # [mandala]: [dark, light] or [] when closed
    claim: list[int]  # [mandala]: holder or -1
    halves: list[list[Tile]]  # [seat]
    flowers: list[list[tuple[Tile, Tile]]]  # [seat]
    active: list[bool]  # [seat]
    deck_size: int
    stacks_left: int  # undealt tiles of the smaller stack: completions before mandalas close


class State(Restored["Record"]):
    """The slots of a game (`Game` adds the rules), their exchange with a `Record`, and the
    read-only properties over them."""

    __slots__ = (
        "_n", "_rng", "_draw_rule", "_deck", "_discard", "_hands", "_up", "_down", "_ncards",
        "_nup", "_upmask", "_tmask", "_tiles", "_stacks", "_tile_discard", "_claim", "_halves",
        "_flowers", "_phase", "_current", "_choice", "_ending", "_over_reason", "_active",
        "_resigned", "_first_player", "_turn", "_last", "_last_seat", "_last_up",
    )

    _n: int
    _rng: Rng
    _ncards: list[list[int]]
    _nup: list[list[int]]
    _upmask: list[int]
    _tmask: list[int]
    _ending: bool
    _active: list[bool]
    _last_seat: int
    _last_up: bool

    _phase: str
    _current: int
    _choice: tuple[int, int, int] | None
    _draw_rule: str
    _first_player: int
    _turn: int
    _last: Action | None
    _over_reason: End | None
    _resigned: list[int]
    _deck: list[int]
    _discard: list[int]
    _hands: list[list[int]]
    _tiles: list[list[Tile]]
    _up: list[list[list[int]]]
    _down: list[list[list[int]]]
    _claim: list[int]
    _halves: list[list[Tile]]
    _flowers: list[list[tuple[Tile, Tile]]]
    _stacks: list[list[Tile]]
    _tile_discard: list[Tile]

    def record(self) -> Record:
        """Every field, sharing the game's lists (no copy: the codec and the view only read)."""
        return Record(self._n, self._rng.state, self._draw_rule, self._deck, self._discard,
                      self._hands, self._up, self._down, self._tiles, self._stacks,
                      self._tile_discard, self._claim, self._halves, self._flowers, self._phase,
                      self._current, self._choice, self._ending, self._over_reason,
                      self._resigned, self._first_player, self._turn, self._last,
                      self._last_seat, self._last_up, self._ncards, self._nup, self._upmask,
                      self._tmask, self._active)

    def raw(self) -> Raw:
        """The counts for search, without building mappings (see `fast`)."""
        return Raw(self._hands, self._up, self._down, self._ncards, self._nup, self._upmask,
                   self._tmask, self._tiles, self._claim, self._halves, self._flowers,
                   self._active, len(self._deck), min(len(self._stacks[0]), len(self._stacks[1])))

    def restore(self, r: Record) -> None:
        """Take every field of `r` (its lists become the game's own: pass fresh ones)."""
        self._n, self._rng, self._draw_rule = r.players, Rng(r.rng), r.draw_rule
        self._deck, self._discard, self._hands = r.deck, r.discard, r.hands
        self._up, self._down, self._tiles, self._stacks = r.up, r.down, r.tiles, r.stacks
        self._tile_discard, self._claim = r.tile_discard, r.claim
        self._halves, self._flowers = r.halves, r.flowers
        self._phase, self._current, self._choice = r.phase, r.current, r.choice
        self._ending, self._over_reason, self._resigned = r.ending, r.over_reason, r.resigned
        self._first_player, self._turn, self._last = r.first_player, r.turn, r.last
        self._last_seat, self._last_up = r.last_seat, r.last_up
        self._ncards, self._nup, self._upmask = r.ncards, r.nup, r.upmask
        self._tmask, self._active = r.tmask, r.active

    @property
    def phase(self) -> str:
        """"play", "choose" (a claim holder must choose a tile, F-X2) or "over"."""
        return self._phase

    @property
    def current_player(self) -> int:
        """The seat whose turn it is (during a choice: the seat that played)."""
        return self._current

    @property
    def choice(self) -> tuple[int, int, int] | None:
        """(mandala, holder, second) while the holder must choose a tile (F-X2), else None."""
        return self._choice

    @property
    def draw_rule(self) -> str:
        return self._draw_rule

    @property
    def first_player(self) -> int:
        return self._first_player

    @property
    def turn(self) -> int:
        """Number of actions (and resignations) applied so far."""
        return self._turn

    @property
    def last_action(self) -> Action | None:
        return self._last

    @property
    def over_reason(self) -> End | None:
        return self._over_reason

    @property
    def resigned(self) -> tuple[int, ...]:
        """The seats that left, in the order they left."""
        return tuple(self._resigned)

    left = resigned  # the name the engine contract (engine.api.Game) uses

    @property
    def deck(self) -> tuple[Color, ...]:
        return tuple(COLORS[c] for c in reversed(self._deck))

    @property
    def discard(self) -> int:
        return sum(self._discard)

    @property
    def hands(self) -> tuple[Mapping[Color, int], ...]:
        return tuple(counts(h) for h in self._hands)

    @property
    def mandalas(self) -> tuple[MandalaState, ...]:
        return tuple(
            MandalaState(
                tiles=tuple(self._tiles[m]),
                up=tuple(counts(x) for x in self._up[m]),
                down=tuple(counts(x) for x in self._down[m]),
                claim=None if self._claim[m] < 0 else self._claim[m],
            )
            for m in range(MANDALAS)
        )

    @property
    def halves(self) -> tuple[tuple[Tile, ...], ...]:
        return tuple(tuple(x) for x in self._halves)

    @property
    def flowers(self) -> tuple[tuple[tuple[Tile, Tile], ...], ...]:
        return tuple(tuple(x) for x in self._flowers)

    @property
    def tile_stacks(self) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
        """The undealt (dark, light) tiles, top first."""
        return tuple(self._stacks[0][::-1]), tuple(self._stacks[1][::-1])

    @property
    def tile_discard(self) -> tuple[Tile, ...]:
        """Tiles nobody took (F-X4)."""
        return tuple(self._tile_discard)

    def hand_size(self, seat: int) -> int:
        return sum(self._hands[seat])
