"""The one small API every game obeys (after OpenSpiel), so the bot, store, demo, benchmarks and
AI serve Mandala and Flowers through one shape instead of two copies."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class GameState(Protocol):
    name: str  # the game kind: "mandala", "flowers"
    num_players: int

    @property
    def to_move(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> list[Any]: ...

    def apply(self, action: Any) -> list[Any]: ...

    def scores(self) -> Sequence[int]: ...

    def winners(self) -> list[int]: ...

    def view(self, seat: int | None) -> Any: ...

    def to_json(self) -> str: ...


class GameKind(Protocol):
    """What a game module offers: build, restore and read actions."""

    NAME: str
    MIN_PLAYERS: int
    MAX_PLAYERS: int

    def new(self, seed: int, players: int) -> GameState: ...

    def from_json(self, text: str) -> GameState: ...

    def parse_action(self, code: str) -> Any: ...
