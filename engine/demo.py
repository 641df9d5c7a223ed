"""The offline demo (`make demo`): one whole game between players choosing uniformly among
legal actions, printed. Each game writes its own (`engine/<game>/demo.py`) and its descriptor
registers it here by kind name."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

NAMES = ("Ada", "Bo", "Cy", "Di")


class Demo(Protocol):
    def __call__(self, seed: int, players: int, *, out: Callable[[str], object] = ...
                 ) -> list[int]:
        """Play and print one whole game of `players` seats; returns the winners (seats)."""
        ...


DEMOS: dict[str, Demo] = {}


def register_demo(kind: str, demo: Demo) -> None:
    DEMOS[kind] = demo


def unregister_demo(kind: str) -> None:
    DEMOS.pop(kind, None)


def play_demo(seed: int, *, game: str, players: int = 2,
              out: Callable[[str], object] = print) -> list[int]:
    """Play and print one whole game of `game`; returns the winners. A game without a demo,
    or a player count it does not take, is a ValueError with one sentence."""
    try:
        demo = DEMOS[game]
    except KeyError:
        raise ValueError(f"no demo for {game}; known: {', '.join(DEMOS)}") from None
    return demo(seed, players, out=out)
