"""The registry of game kinds, by name (after python-chess's variants): the layers above look a
game up here and never import a game package by name. A new game is its package plus one
`register` call; tests register a fixture game the same way."""

from __future__ import annotations

from engine import flowers, mandala
from engine.api import AnyGame, Kind

GAMES: dict[str, Kind[AnyGame]] = {}


def register(entry: Kind[AnyGame]) -> Kind[AnyGame]:
    GAMES[entry.name] = entry
    return entry


def unregister(name: str) -> None:
    GAMES.pop(name, None)


def kind(name: str) -> Kind[AnyGame]:
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game kind {name!r}; known: {', '.join(GAMES)}") from None


register(mandala.KIND)
register(flowers.KIND)
