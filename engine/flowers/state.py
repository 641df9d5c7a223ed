"""The read-only face of a Flowers game (`hands`, `mandalas`, `halves`, ...): `Color`-keyed
mappings and tuples built for callers on demand. The engine itself never uses them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from engine.flowers.vocab import COLORS, MANDALAS, Action, Color, End, Tile


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


class ReadOnlyState:
    """Properties over `Game`'s private lists; `Game` holds the slots (declared here for the
    type checker only: annotations without values add no slot)."""

    __slots__ = ()

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
