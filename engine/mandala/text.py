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
from engine.mandala.vocab import End
from engine.narration import Untold, joined, person, untold
from engine.narration import cards as _cards
from engine.narration import color as _color
from engine.narration import colors as _colors
from i18n import DEFAULT, t, tn

# the reason a match ended, by its catalogue key (`end_reason` gives the text)
END_REASONS = {
    End.RIVER_FULL: "mandala.end.river_full",
    End.LAST_COMPLETION: "mandala.end.last_completion",
    End.NO_CARDS: "mandala.end.no_cards",
    End.NO_PLAY: "mandala.end.no_play",
    End.RESIGNED: "mandala.end.resigned",
    End.STOPPED: "mandala.end.stopped",
}


def end_reason(reason: End, lang: str = DEFAULT) -> str:
    return t(lang, END_REASONS[reason])


def describe(event: Event, names: Sequence[str], viewer: int | None = None,
             report: Untold | None = None, lang: str = DEFAULT) -> str | None:
    """One line for one event, or None for events not worth a line (a new turn); an unknown
    event is told generically and its type name given to `report`. `viewer` is
    the seat reading it: told "you", and the only one told the colours it drew."""
    if isinstance(event, MountainPlayed):
        return person(lang, "mandala.played_mountain", event.seat, viewer, names,
                      color=_color(lang, event.color.value), m=event.mandala + 1)
    if isinstance(event, FieldPlayed):
        return person(lang, "mandala.played_field", event.seat, viewer, names,
                      cards=_cards(event.count, event.color.value, lang), m=event.mandala + 1)
    if isinstance(event, Discarded):
        return person(lang, "mandala.discarded", event.seat, viewer, names,
                      cards=_cards(event.count, event.color.value, lang))
    if isinstance(event, Drew):
        n = len(event.colors)
        if viewer == event.seat and n:
            return t(lang, "drew.you", colors=_colors(lang, [c.value for c in event.colors]))
        if not n:
            return None  # the viewer drew nothing
        return t(lang, "drew.they", name=names[event.seat], cards=_cards(n, lang=lang))
    if isinstance(event, Reshuffled):
        return t(lang, "mandala.reshuffled", cards=_cards(event.cards, lang=lang))
    if isinstance(event, Completed):
        return _completed(event, names, viewer, picked=True, lang=lang)
    if isinstance(event, Picked):
        parts = []
        if event.to_river:
            parts.append(t(lang, "mandala.picked.river"))
        if event.to_cup:
            parts.append(t(lang, "mandala.picked.cup", n=event.to_cup))
        if event.to_discard:
            # a sentence of its own per person: Greek has no "their" that fits every name
            parts.append(tn(lang, "mandala.picked.discard."
                            + ("you" if event.seat == viewer else "they"), event.to_discard))
        key = "mandala.picked.auto" if event.auto else "mandala.picked"
        return person(lang, key, event.seat, viewer, names,
                      cards=_cards(event.count, event.color.value, lang), m=event.mandala + 1,
                      parts=", ".join(parts))
    if isinstance(event, MountainDiscarded):
        return t(lang, "mandala.mountain_discarded", m=event.mandala + 1,
                 cards=_cards(event.cards, lang=lang))
    if isinstance(event, FieldsDiscarded):
        if not event.cards:
            return None  # empty fields: nothing happened worth a line
        return t(lang, "mandala.fields_discarded", m=event.mandala + 1,
                 cards=_cards(event.cards, lang=lang))
    if isinstance(event, MountainDealt):
        shown = _colors(lang, [c.value for c in event.colors]) or t(lang, "mandala.dealt_none")
        return t(lang, "mandala.dealt", m=event.mandala + 1, shown=shown)
    if isinstance(event, Resigned) or (
        isinstance(event, GameEnded) and event.reason is End.RESIGNED
    ):
        return None  # the bot says how the match ended (forfeit or timeout) in its own words
    if isinstance(event, GameEnded):
        score = " – ".join(str(s) for s in event.scores)
        winners = joined(lang, [names[w] for w in event.winners])
        key = "game_over.shared" if len(event.winners) > 1 else "game_over.wins"
        return t(lang, key, reason=end_reason(event.reason, lang), score=score, who=winners)
    if isinstance(event, TurnStarted):
        return None
    return untold(event, report, lang)


def narrate(events: Iterable[Event], names: Sequence[str], viewer: int | None = None,
            report: Untold | None = None, lang: str = DEFAULT) -> list[str]:
    """The lines of a move's events. A completion whose mountain goes to the discard pile
    (M-X5) names no first picker: nobody picks."""
    events = list(events)
    unpicked = {e.mandala for e in events if isinstance(e, MountainDiscarded)}
    lines = []
    for e in events:
        if isinstance(e, Completed) and e.mandala in unpicked:
            lines.append(_completed(e, names, viewer, picked=False, lang=lang))
        elif (line := describe(e, names, viewer, report, lang)) is not None:
            lines.append(line)
    return lines


def _completed(event: Completed, names: Sequence[str], viewer: int | None, *,
               picked: bool, lang: str = DEFAULT) -> str:
    key = "mandala.completed.last" if event.last else "mandala.completed"
    head = t(lang, key, m=event.mandala + 1)
    if not picked:
        return head
    return head + person(lang, "mandala.picks_first", event.first_picker, viewer, names)
