"""A seat leaving (forfeit or timeout), told the same way live and in a replay of the log."""

from __future__ import annotations

from engine.api import AnyGame, Event
from store import Match


def leave(match: Match, game: AnyGame, seat: int) -> list[Event]:
    """The game's resign rule for `seat`; then, if only bot seats are left, the game stops
    where it stands (nobody would watch the bots play it out, and it holds the channel)."""
    events = game.resign(seat)
    if not game.is_over and all(match.bot_level(s) is not None
                                for s in range(len(match.players)) if s not in game.left):
        events += game.stop()
    return events
