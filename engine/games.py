"""The registry of game kinds, by name (after python-chess's variants): the layers above look a
game up here and never import a game package by name. A game's descriptor (`games/<game>.py`)
registers its `Kind`, with the module that did, so a worker process can import it again
(`sources`); tests register a fixture game the same way."""

from __future__ import annotations

from engine.api import AnyGame, Kind

GAMES: dict[str, Kind[AnyGame]] = {}
SOURCES: dict[str, str] = {}  # kind name -> the module that registered it, if importable


def register(entry: Kind[AnyGame], *, source: str | None = None) -> Kind[AnyGame]:
    GAMES[entry.name] = entry
    if source:
        SOURCES[entry.name] = source
    return entry


def unregister(name: str) -> None:
    GAMES.pop(name, None)
    SOURCES.pop(name, None)


def sources() -> tuple[str, ...]:
    """The modules whose import registers every game known here (for spawned processes)."""
    return tuple(dict.fromkeys(SOURCES.values()))


def kind(name: str) -> Kind[AnyGame]:
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game kind {name!r}; known: {', '.join(GAMES)}") from None
