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
from engine.narration import Untold, cards, color, colors, joined, person, untold
from i18n import DEFAULT, t, tn

# the reason a match ended, by its catalogue key (`end_reason` gives the text)
END_REASONS = {
    End.THIRD_FLOWER: "flowers.end.third_flower",
    End.TILES_OUT: "flowers.end.tiles_out",
    End.NO_CARDS: "flowers.end.no_cards",
    End.RESIGNED: "flowers.end.resigned",
    End.STOPPED: "flowers.end.stopped",
}


def end_reason(reason: End, lang: str = DEFAULT) -> str:
    return t(lang, END_REASONS[reason])


def tile_name(tile: Tile, lang: str = DEFAULT) -> str:
    """`grey 3-flower half`, `red 3x half` (the tile's own colour name)."""
    if tile.flowers == TIMES3:
        return t(lang, "tile.times3", color=color(lang, tile.color.value))
    return tn(lang, "tile.flowers", int(tile.flowers), color=color(lang, tile.color.value))


def _tile_with_article(tile: Tile, lang: str) -> str:
    word = color(lang, tile.color.value)
    article = t(lang, "article.an" if word[:1].lower() in "aeiou" else "article.a")
    return t(lang, "tile.a", a=article, tile=tile_name(tile, lang))


def _tiles(tiles: Sequence[Tile], lang: str) -> str:
    return joined(lang, [_tile_with_article(x, lang) for x in tiles])


def describe(event: Event, names: Sequence[str], viewer: int | None = None,
             report: Untold | None = None, lang: str = DEFAULT) -> str | None:
    """One line for one event, or None for events not worth a line (a new turn); an unknown
    event is told generically and its type name given to `report`. `viewer` is
    the seat reading it: told "you", and the only one told its own colours (F-I2)."""
    seat: int = getattr(event, "seat", -1)

    def said(key: str, **params: object) -> str:
        return person(lang, key, seat, viewer, names, **params)

    if isinstance(event, Played):
        if event.face_up:
            key, shown = "flowers.played.up", cards(event.count, event.color.value, lang)
        elif viewer == event.seat:
            key, shown = "flowers.played.down", cards(event.count, event.color.value, lang)
        else:
            key, shown = "flowers.played.down", cards(event.count, lang=lang)
        return said(key, cards=shown, m=event.mandala + 1)
    if isinstance(event, Drew):
        n = len(event.colors)
        if viewer == event.seat and n:
            return t(lang, "drew.you", colors=colors(lang, [c.value for c in event.colors]))
        return (t(lang, "drew.they", name=names[event.seat], cards=cards(n, lang=lang)) if n
                else said("flowers.drew_nothing"))
    if isinstance(event, EmptyHand):
        return said("flowers.empty_hand")
    if isinstance(event, Reshuffled):
        return t(lang, "flowers.reshuffled", cards=cards(event.cards, lang=lang))
    if isinstance(event, Claimed):
        return said("flowers.claimed", m=event.mandala + 1)
    if isinstance(event, Completed):
        m = event.mandala + 1
        if event.holder < 0:
            return t(lang, "flowers.completed.nobody", m=m)
        if event.choice:
            holder = person(lang, "flowers.completed.chooses", event.holder, viewer, names)
            second = person(lang, "flowers.completed.second", event.second, viewer, names)
            return t(lang, "flowers.completed.choice", m=m, holder=holder, second=second)
        return t(lang, "flowers.completed.both", m=m, holder=person(
            lang, "flowers.completed.takes_both", event.holder, viewer, names))
    if isinstance(event, TileTaken):
        return said("flowers.took_flower" if event.flower else "flowers.took",
                    tile=tile_name(event.tile, lang))
    if isinstance(event, TilesDiscarded):
        return t(lang, "flowers.tiles_discarded", tiles=_tiles(event.tiles, lang))
    if isinstance(event, CardsCleared):
        parts = [person(lang, "flowers.cleared.discarded", s, viewer, names,
                        cards=cards(k, lang=lang))
                 for s, k in enumerate(event.discarded) if k]
        parts += [person(lang, "flowers.cleared.returned", s, viewer, names,
                         cards=cards(k, lang=lang))
                  for s, k in enumerate(event.returned) if k]
        return t(lang, "sep").join(parts) or None
    if isinstance(event, TilesDealt):
        if not event.tiles:
            return t(lang, "flowers.closes", m=event.mandala + 1)
        return t(lang, "flowers.dealt", m=event.mandala + 1, tiles=_tiles(event.tiles, lang))
    if isinstance(event, CompletionVoided):
        return t(lang, "flowers.voided", m=event.mandala + 1)
    if isinstance(event, Resigned):
        return said("flowers.resigned", cards=cards(event.cards, lang=lang))
    if isinstance(event, GameEnded):
        if event.reason is End.RESIGNED:
            return None  # the bot says how the match ended (forfeit or timeout) in its own words
        score = " – ".join(str(s) for s in event.scores)
        top = [s for s, r in enumerate(event.ranks) if r == 1]
        reason = end_reason(event.reason, lang)
        if len(top) > 1:
            who = joined(lang, [t(lang, "you") if s == viewer else names[s] for s in top])
            return t(lang, "game_over.shared", reason=reason, score=score, who=who)
        return person(lang, "game_over.win", top[0], viewer, names, reason=reason, score=score)
    if isinstance(event, TurnStarted):
        return None
    return untold(event, report, lang)


def narrate(events: Iterable[Event], names: Sequence[str], viewer: int | None = None,
            report: Untold | None = None, lang: str = DEFAULT) -> list[str]:
    return [line for e in events
            if (line := describe(e, names, viewer, report, lang)) is not None]
