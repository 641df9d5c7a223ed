"""F-E2 points and the F-E3 ranking key, apart from the game so they can be tested alone."""

from __future__ import annotations

from collections.abc import Iterable

from engine.flowers.vocab import TIMES3, Tile


def half_points(tile: Tile) -> int:
    """F-E2: a lone half scores its flowers; a lone 3x scores 0."""
    return 0 if tile.flowers == TIMES3 else tile.flowers  # type: ignore[return-value]


def flower_points(a: Tile, b: Tile) -> int:
    """F-E2: 3x with n -> 3n (two 3x: 0); else the larger half plus twice the smaller."""
    x, y = a.flowers, b.flowers
    if x == TIMES3:
        return 0 if y == TIMES3 else 3 * y  # type: ignore[operator]
    if y == TIMES3:
        return 3 * x  # type: ignore[operator]
    return max(x, y) + 2 * min(x, y)  # type: ignore[type-var, operator]


def flower_sum(a: Tile, b: Tile) -> str:
    """F-E2 written out as the physical game counts it: `3 + 2×1 = 5`, `3×3 = 9`."""
    x, y = a.flowers, b.flowers
    if x == TIMES3 and y == TIMES3:
        return "3x + 3x = 0"
    if x == TIMES3 or y == TIMES3:
        n = y if x == TIMES3 else x
        return f"3×{n} = {3 * n}"  # type: ignore[operator]
    big, small = max(x, y), min(x, y)  # type: ignore[type-var]
    return f"{big} + 2×{small} = {flower_points(a, b)}"


def points(halves: Iterable[Tile], flowers: Iterable[tuple[Tile, Tile]]) -> int:
    """One player's score: every unpaired half plus every completed flower."""
    return sum(half_points(t) for t in halves) + sum(flower_points(a, b) for a, b in flowers)
