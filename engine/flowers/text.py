"""Plain-English narration of Flowers events, for the move log and the bot's one-line summaries.

Only public facts are told unless `viewer` is the seat concerned (F-I2): a draw is told as a
count, a face-down play without its colour; the colours only to their owner.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.flowers.events import (
    CardsCleared,
    Claimed,
    Completed,
    CompletionVoided,
    Drew,
    EmptyHand,
    Event,
    GameEnded,
    Played,
    Reshuffled,
    Resigned,
    TilesDealt,
    TilesDiscarded,
    TileTaken,
    TurnStarted,
)
from engine.flowers.vocab import TIMES3, End, Tile
from engine.narration import Untold, article, cards, untold, verb, who, whose

END_REASONS = {
    End.THIRD_FLOWER: "a player completed a third flower",
    End.TILES_OUT: "every mandala is closed",
    End.NO_CARDS: "every card lies on the mandalas",
    End.RESIGNED: "only one player is left",
    End.STOPPED: "nobody is left to play it out",
}


def tile_name(tile: Tile) -> str:
    shown = "3x" if tile.flowers == TIMES3 else f"{tile.flowers}-flower"
    return f"{tile.color.value} {shown} half"


def _tiles(tiles: Sequence[Tile]) -> str:
    return " and ".join(article(tile_name(t)) for t in tiles)


def describe(event: Event, names: Sequence[str], viewer: int | None = None,
             report: Untold | None = None) -> str | None:
    """One line for one event, or None for events not worth a line (a new turn); an unknown
    event is told generically and its type name given to `report`. `viewer` is
    the seat reading it: told "you", and the only one told its own colours (F-I2)."""
    seat = getattr(event, "seat", None)
    name = who(seat, names, viewer) if seat is not None else ""
    if isinstance(event, Played):
        if event.face_up:
            what = cards(event.count, event.color.value) + " face up"
        elif viewer == event.seat:
            what = cards(event.count, event.color.value) + " face down"
        else:
            what = cards(event.count) + " face down"
        return f"{name} played {what} to mandala {event.mandala + 1}"
    if isinstance(event, Drew):
        n = len(event.colors)
        if viewer == event.seat and n:
            return f"you drew {', '.join(c.value for c in event.colors)}"
        return f"{name} drew {cards(n)}" if n else f"{name} drew nothing (no cards left)"
    if isinstance(event, EmptyHand):
        return f"{name} had no card: drew and the turn passes"
    if isinstance(event, Reshuffled):
        return f"the discard pile ({cards(event.cards)}) was shuffled into a new deck"
    if isinstance(event, Claimed):
        return f"{name} took the claim token of mandala {event.mandala + 1}"
    if isinstance(event, Completed):
        head = f"mandala {event.mandala + 1} is complete"
        if event.holder < 0:
            return head + ": nobody leads it, its tiles are discarded"
        holder = who(event.holder, names, viewer)
        if event.choice:
            second = who(event.second, names, viewer)
            return (f"{head}: {holder} {verb(event.holder, viewer, 'leads', 'lead')} and "
                    f"{verb(event.holder, viewer, 'chooses', 'choose')} a tile; {second}, "
                    f"with the next most cards there, {verb(event.second, viewer, 'gets', 'get')} "
                    "the other")
        return (f"{head}: {holder} {verb(event.holder, viewer, 'takes', 'take')} both tiles "
                "(nobody else qualifies for the second)")
    if isinstance(event, TileTaken):
        done = " and completed a flower" if event.flower else ""
        return f"{name} took the {tile_name(event.tile)}{done}"
    if isinstance(event, TilesDiscarded):
        return f"{_tiles(event.tiles)} leave the game"
    if isinstance(event, CardsCleared):
        parts = [f"{who(s, names, viewer)} discarded {cards(k)}"
                 for s, k in enumerate(event.discarded) if k]
        parts += [f"{who(s, names, viewer)} took back {cards(k)}"
                  for s, k in enumerate(event.returned) if k]
        return "; ".join(parts) or None
    if isinstance(event, TilesDealt):
        if not event.tiles:
            return f"mandala {event.mandala + 1} closes: no tiles are left"
        return f"mandala {event.mandala + 1} gets {_tiles(event.tiles)}"
    if isinstance(event, CompletionVoided):
        return f"mandala {event.mandala + 1} is no longer complete"
    if isinstance(event, Resigned):
        return (f"{name} left the game: {whose(event.seat, viewer)} hand and "
                f"{cards(event.cards)} on the mandalas are discarded")
    if isinstance(event, GameEnded):
        if event.reason is End.RESIGNED:
            return None  # the bot says how the match ended (forfeit or timeout) in its own words
        score = " – ".join(str(s) for s in event.scores)
        top = [s for s, r in enumerate(event.ranks) if r == 1]
        won = "share the win" if len(top) > 1 else "win" if top[0] == viewer else "wins"
        return (f"game over ({END_REASONS[event.reason]}): {score}; "
                f"{' and '.join(who(s, names, viewer) for s in top)} {won}")
    if isinstance(event, TurnStarted):
        return None
    return untold(event, report)


def narrate(events: Iterable[Event], names: Sequence[str], viewer: int | None = None,
            report: Untold | None = None) -> list[str]:
    return [line for e in events if (line := describe(e, names, viewer, report)) is not None]
