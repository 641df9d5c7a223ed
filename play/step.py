"""What one accepted request did to a match (a `Step`), and the game a stored match is in:
what the after-move output, the bot's seats and the tests read, without the service."""

from __future__ import annotations

from dataclasses import dataclass

from engine.api import AnyGame, Event
from engine.games import kind as game_kind
from store import Match


@dataclass(frozen=True)
class Step:
    """What one accepted request did: the stored match, the game after it, who acted (None for
    nobody, e.g. a cancel) and the engine's events."""

    match: Match
    game: AnyGame
    seat: int | None
    events: list[Event]

    @property
    def over(self) -> bool:
        return not self.match.is_live


def load_game(match: Match) -> AnyGame:
    """The game `match` is in, read from its stored state."""
    return game_kind(match.kind).from_json(match.state)
