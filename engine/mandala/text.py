"""Plain-English narration of Mandala events, for the move log and the bot's one-line summaries.

Only public facts are told unless `viewer` is the seat concerned: a draw is told as a count
(M-I2), the colours only to the one who drew them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.mandala.events import (
    Completed,
    Discarded,
    Drew,
    Event,
    FieldPlayed,
    FieldsDiscarded,
    GameEnded,
    MountainDealt,
    MountainDiscarded,
    MountainPlayed,
    Picked,
    Reshuffled,
    Resigned,
    TurnStarted,
)
from engine.mandala.vocab import (
    End,
)
from engine.narration import Untold, untold
from engine.narration import cards as _cards
from engine.narration import who as _who
from engine.narration import whose as _whose

END_REASONS = {
    End.RIVER_FULL: "a river holds all six colours",
    End.LAST_COMPLETION: "the last mandala was resolved",
    End.NO_CARDS: "the player to move had no card",
    End.RESIGNED: "a player resigned",
    End.STOPPED: "nobody is left to play it out",
}


def describe(event: Event, names: Sequence[str], viewer: int | None = None,
             report: Untold | None = None) -> str | None:
    """One line for one event, or None for events not worth a line (a new turn); an unknown
    event is told generically and its type name given to `report`. `viewer` is
    the seat reading it: told "you", and the only one told the colours it drew."""
    if isinstance(event, MountainPlayed):
        who = _who(event.seat, names, viewer)
        return f"{who} played {event.color.value} to mountain {event.mandala + 1}"
    if isinstance(event, FieldPlayed):
        return (
            f"{_who(event.seat, names, viewer)} played "
            f"{_cards(event.count, event.color.value)} "
            f"to {_whose(event.seat, viewer)} field of mandala {event.mandala + 1}"
        )
    if isinstance(event, Discarded):
        who = _who(event.seat, names, viewer)
        return f"{who} discarded {_cards(event.count, event.color.value)}"
    if isinstance(event, Drew):
        n = len(event.colors)
        if viewer == event.seat and n:
            return f"you drew {', '.join(c.value for c in event.colors)}"
        return f"{names[event.seat]} drew {_cards(n)}" if n else None  # viewer drew nothing
    if isinstance(event, Reshuffled):
        return (
            f"the discard pile ({_cards(event.cards)}) was shuffled into a new deck: "
            "the next mandala to complete is the last"
        )
    if isinstance(event, Completed):
        return _completed(event, names, viewer, picked=True)
    if isinstance(event, Picked):
        how = "automatically took" if event.auto else "took"
        parts = []
        if event.to_river:
            parts.append("1 to the river")
        if event.to_cup:
            parts.append(f"{event.to_cup} to the cup")
        if event.to_discard:
            parts.append(f"{event.to_discard} discarded ({_whose(event.seat, viewer)} field "
                         "there is empty)")
        return (
            f"{_who(event.seat, names, viewer)} {how} {_cards(event.count, event.color.value)} "
            f"from mountain {event.mandala + 1}: "
            + ", ".join(parts)
        )
    if isinstance(event, MountainDiscarded):
        return (
            f"nobody has field cards at mandala {event.mandala + 1}: "
            f"its mountain ({_cards(event.cards)}) is discarded"
        )
    if isinstance(event, FieldsDiscarded):
        if not event.cards:
            return None  # empty fields: nothing happened worth a line
        return f"the fields of mandala {event.mandala + 1} ({_cards(event.cards)}) were discarded"
    if isinstance(event, MountainDealt):
        shown = ", ".join(c.value for c in event.colors) or "nothing (no cards left)"
        return f"mountain {event.mandala + 1} was dealt {shown}"
    if isinstance(event, Resigned) or (
        isinstance(event, GameEnded) and event.reason is End.RESIGNED
    ):
        return None  # the bot says how the match ended (forfeit or timeout) in its own words
    if isinstance(event, GameEnded):
        score = " – ".join(str(s) for s in event.scores)
        who = " and ".join(names[w] for w in event.winners)
        shared = "share the win" if len(event.winners) > 1 else "wins"
        return (
            f"game over ({END_REASONS[event.reason]}): {score}; "
            f"{who} {shared}"
        )
    if isinstance(event, TurnStarted):
        return None
    return untold(event, report)


def narrate(events: Iterable[Event], names: Sequence[str], viewer: int | None = None,
            report: Untold | None = None) -> list[str]:
    """The lines of a move's events. A completion whose mountain goes to the discard pile
    (M-X5) names no first picker: nobody picks."""
    events = list(events)
    unpicked = {e.mandala for e in events if isinstance(e, MountainDiscarded)}
    lines = []
    for e in events:
        if isinstance(e, Completed) and e.mandala in unpicked:
            lines.append(_completed(e, names, viewer, picked=False))
        elif (line := describe(e, names, viewer, report)) is not None:
            lines.append(line)
    return lines


def _completed(event: Completed, names: Sequence[str], viewer: int | None, *,
               picked: bool) -> str:
    last = " (the last one)" if event.last else ""
    if not picked:
        return f"mandala {event.mandala + 1} was completed{last}"
    first = "you pick" if event.first_picker == viewer else f"{names[event.first_picker]} picks"
    return f"mandala {event.mandala + 1} was completed{last}; {first} first"
