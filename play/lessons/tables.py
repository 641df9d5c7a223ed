"""Shared help for hand-built lesson tables (each game's own in play/lessons/<game>.py): the
deck that holds every card a table does not lay out, in a fixed order, so every lesson plays
the same way.

Colours are counted by the engine's colour index (0-5); the first cards of `top` are the deck's
next cards.
"""

from __future__ import annotations

from collections.abc import Sequence


def rest(used: Sequence[list[int]], top: list[int], per_color: int) -> list[int]:
    """The deck, top card LAST (as the engines keep it): `top` first, then every card not
    laid out elsewhere, colour by colour in a fixed interleaved order."""
    left = [per_color - sum(u[c] for u in used) - top.count(c) for c in range(6)]
    if min(left) < 0:
        raise ValueError(f"a lesson table lays out too many cards of a colour: {left}")
    out: list[int] = []
    while any(left):
        for c in range(6):
            if left[c]:
                out.append(c)
                left[c] -= 1
    return (top + out)[::-1]

