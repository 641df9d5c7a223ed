"""The read-only face of a Mandala game (`hands`, `mountains`, `rivers`, ...): `Color`-keyed
mappings and tuples built for callers on demand. The engine itself never uses them."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine.mandala.vocab import COLORS, Action, Color, End


def counts(values: list[int]) -> Mapping[Color, int]:
    return MappingProxyType({c: values[i] for i, c in enumerate(COLORS)})


class ReadOnlyState:
    """Properties over `Game`'s private lists; `Game` holds the slots (declared here for the
    type checker only: annotations without values add no slot)."""

    __slots__ = ()

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
