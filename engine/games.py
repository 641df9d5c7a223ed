"""The registry of game kinds, by name; the layers above look games up here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import mandala
from engine.api import GameState


@dataclass(frozen=True)
class Kind:
    NAME: str
    MIN_PLAYERS: int
    MAX_PLAYERS: int
    _new: Any
    _from_json: Any
    _parse: Any

    def new(self, seed: int, players: int) -> GameState:
        if not self.MIN_PLAYERS <= players <= self.MAX_PLAYERS:
            raise ValueError(
                f"{self.NAME} takes {self.MIN_PLAYERS}-{self.MAX_PLAYERS} players, not {players}"
            )
        return self._new(seed)

    def from_json(self, text: str) -> GameState:
        return self._from_json(text)

    def parse_action(self, code: str) -> Any:
        return self._parse(code)


MANDALA = Kind("mandala", 2, 2, mandala.new_game, mandala.Game.from_json, mandala.parse_action)

GAMES: dict[str, Kind] = {MANDALA.NAME: MANDALA}


def kind(name: str) -> Kind:
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game kind {name!r}; known: {', '.join(GAMES)}") from None
