"""F-E2 points and the F-E3 ranking key, apart from the game so they can be tested alone."""

from __future__ import annotations

from collections.abc import Iterable

from engine.flowers.vocab import Tile


def half_points(tile: Tile) -> int:
    """F-E2: a lone half scores its flowers; a lone 3x scores 0."""
    f = tile.flowers
    return 0 if isinstance(f, str) else f  # the only str is TIMES3


def flower_points(a: Tile, b: Tile) -> int:
    """F-E2: 3x with n -> 3n (two 3x: 0); else the larger half plus twice the smaller."""
    x, y = a.flowers, b.flowers  # an int 1-3, or the str TIMES3
    if isinstance(x, str):
        return 0 if isinstance(y, str) else 3 * y
    if isinstance(y, str):
        return 3 * x
    return max(x, y) + 2 * min(x, y)


def flower_sum(a: Tile, b: Tile) -> str:
    """F-E2 written out as the physical game counts it: `3 + 2×1 = 5`, `3×3 = 9`."""
    x, y = a.flowers, b.flowers  # an int 1-3, or the str TIMES3
    if isinstance(x, str) and isinstance(y, str):
        return "3x + 3x = 0"
    if isinstance(x, str) or isinstance(y, str):
        n = y if isinstance(y, int) else x
        return f"3×{n} = {3 * int(n)}"
    big, small = max(x, y), min(x, y)
    return f"{big} + 2×{small} = {flower_points(a, b)}"


def points(halves: Iterable[Tile], flowers: Iterable[tuple[Tile, Tile]]) -> int:
    """One player's score: every unpaired half plus every completed flower."""
    return sum(half_points(t) for t in halves) + sum(flower_points(a, b) for a, b in flowers)
