"""The button move picker: a colour of the hand, then where it goes, then how many, as buttons
(at most 5 rows of 5), nothing to scroll. Each game lists its legal moves as `Option`s (a
colour, a place, a count, the engine code); this module lays them out step by step, the same
for every game, without discord.

A step is named by its `path`: the keys chosen so far joined by dots ("" the colours, "g" green's
places, "g.F1" green's counts on field 1). A button either leads to another path (`action` None)
or plays its `action` (an engine code). Where every place of a colour fits one row of counts,
the places and counts share one step, so most moves take two clicks: a colour, then a button
saying both where and how many. A colour's button never plays by itself (even a colour
with one move): a slip costs a Back, never a turn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from i18n import DEFAULT, t

ROWS, PER_ROW = 5, 5  # Discord: 5 action rows of 5 buttons per message
SEP = "."


@dataclass(frozen=True)
class Mark:
    """A colour or a place as a button shows it; `note` says what choosing it does."""

    key: str  # letters and digits only, short: it travels in a custom_id
    label: str
    emoji: str | None = None  # as Discord's emoji list writes it (U+FE0F where it has one)
    note: str = ""
    held: int = 0  # a colour: how many cards of it the hand holds (its button says so)


@dataclass(frozen=True)
class Option:
    """One legal move: `count` cards of colour `color` (a key of the colours) to `place`."""

    color: str
    place: Mark
    count: int
    code: str  # the engine's action code (`str(action)`)


@dataclass(frozen=True)
class PickOptions:
    """What a game offers the picker now: the hand's colours in order (playable or not) and
    every legal move as an `Option` (only legal ones)."""

    colors: tuple[Mark, ...]
    options: tuple[Option, ...]


@dataclass(frozen=True)
class PickButton:
    key: str  # the path it leads to (unique in the step; fits a custom_id)
    label: str
    emoji: str | None
    enabled: bool
    action: str | None = None  # the engine code it plays; None: it opens step `key`


@dataclass(frozen=True)
class PickStep:
    """One screen of the picker: a prompt, what each place does, the buttons in rows (with a
    Back button, whose key is the step before's path, except on the first step)."""

    path: str
    prompt: str
    notes: tuple[str, ...]
    rows: tuple[tuple[PickButton, ...], ...]

    @property
    def buttons(self) -> list[PickButton]:
        return [b for row in self.rows for b in row]


# Each game's offer (`present/<game>_picks.py`), registered by its descriptor (games/)
Offer = Callable[[Any, int, str], "PickOptions"]  # (its own game, seat, lang)
OFFERS: dict[str, Offer] = {}


def register_offer(kind: str, offer: Offer) -> None:
    OFFERS[kind] = offer


def unregister_offer(kind: str) -> None:
    OFFERS.pop(kind, None)


def offer(kind: str, game: object, seat: int, lang: str = DEFAULT) -> PickOptions:
    """What the picker offers `seat` in this game now (nothing for a game without a picker)."""
    made = OFFERS.get(kind)
    return made(game, seat, lang) if made is not None else PickOptions((), ())


def _rows(buttons: Sequence[PickButton]) -> list[tuple[PickButton, ...]]:
    return [tuple(buttons[i:i + PER_ROW]) for i in range(0, len(buttons), PER_ROW)]


def _back(path: str, lang: str) -> PickButton:
    """Back to the step before: its key is that step's path ("" for the colours)."""
    return PickButton(path.rpartition(SEP)[0], t(lang, "button.back"), "↩️", True, None)


def _lead(key: str, label: str, emoji: str | None, options: Sequence[Option]) -> PickButton:
    """A button for a choice with these options: plays the only one, or opens the next step."""
    if len(options) == 1:
        return PickButton(key, label, emoji, True, options[0].code)
    return PickButton(key, label, emoji, bool(options), None)


def _places(options: Sequence[Option]) -> dict[str, list[Option]]:
    out: dict[str, list[Option]] = {}
    for o in options:
        out.setdefault(o.place.key, []).append(o)
    for group in out.values():
        group.sort(key=lambda o: o.count)
    return out


def _counted(place: Mark, count: int, lang: str) -> str:
    return t(lang, "pick.place_count", place=place.label, n=count)


def step(offer: PickOptions, path: str, lang: str = DEFAULT) -> PickStep | None:
    """The step at `path`, or None for a path that leads nowhere now (a stale or forged
    click: nothing is played, the presser is told the choice is gone)."""
    parts = path.split(SEP) if path else []
    if not parts:
        return _colors(offer, lang)
    color = next((c for c in offer.colors if c.key == parts[0]), None)
    mine = [o for o in offer.options if o.color == parts[0]]
    if color is None or not mine or len(parts) > 2:
        return None
    places = _places(mine)
    if len(parts) == 1:
        return _where(offer, color, places, lang)
    group = places.get(parts[1])
    if group is None or len(group) < 2:
        return None
    here = SEP.join(parts)
    buttons = [PickButton(f"{here}{SEP}{o.count}", _counted(o.place, o.count, lang), color.emoji,
                          True, o.code) for o in group]
    rows = _rows([*buttons, _back(here, lang)])
    if len(rows) > ROWS:
        return None  # no game offers 25 counts of one colour to one place
    return PickStep(here, t(lang, "pick.count", color=color.label, place=group[0].place.label),
                    _notes(places), tuple(rows))


def _colors(offer: PickOptions, lang: str) -> PickStep:
    """The hand's colours; a colour never plays at once, even with one move: a slip on a
    phone costs a Back, not a turn."""
    buttons = [PickButton(c.key, t(lang, "pick.color_n", color=c.label, n=c.held) if c.held
                          else c.label, c.emoji, any(o.color == c.key for o in offer.options))
               for c in offer.colors]
    return PickStep("", t(lang, "pick.color"), (), tuple(_rows(buttons[:ROWS * PER_ROW])))


def _notes(places: dict[str, list[Option]]) -> tuple[str, ...]:
    return tuple(f"{g[0].place.label}: {g[0].place.note}" for g in places.values()
                 if g[0].place.note)


def _where(offer: PickOptions, color: Mark, places: dict[str, list[Option]],
           lang: str) -> PickStep:
    """Where the colour goes: one step of place-and-count buttons when they fit 5 rows (the
    places with one count share rows with Back; each other place starts a row of its counts,
    or its counts run on when that takes too many rows), else the places alone."""
    singles = [g[0] for g in places.values() if len(g) == 1]
    several = [g for g in places.values() if len(g) > 1]
    back = _back(color.key, lang)
    head = _rows([*[PickButton(f"{color.key}{SEP}{o.place.key}",
                               _counted(o.place, o.count, lang) if o.count > 1 else o.place.label,
                               o.place.emoji or color.emoji, True, o.code) for o in singles],
                  back])
    counted = [[PickButton(f"{color.key}{SEP}{o.place.key}{SEP}{o.count}",
                           _counted(o.place, o.count, lang), o.place.emoji or color.emoji, True,
                           o.code) for o in g] for g in several]
    rows = head + [row for g in counted for row in _rows(g)]
    if len(rows) > ROWS:  # each button names its place: the counts may run on across rows
        rows = head + _rows([b for g in counted for b in g])
    if len(rows) > ROWS:
        rows = _rows([*[_lead(f"{color.key}{SEP}{k}", g[0].place.label,
                              g[0].place.emoji or color.emoji, g)
                        for k, g in places.items()], back])
    return PickStep(color.key, t(lang, "pick.where", color=color.label), _notes(places),
                    tuple(rows))


def path_to(offer: PickOptions, code: str) -> list[str]:
    """The keys a player clicks to play `code` (empty when the picker can't reach it): what a
    test walks and `bench/turn.py` counts."""
    path, clicks = "", list[str]()
    for _ in range(ROWS):
        current = step(offer, path)
        if current is None:
            return []
        back = path.rpartition(SEP)[0] if path else None  # the Back button's key
        for b in current.buttons:
            if b.enabled and b.action == code:
                return [*clicks, b.key]
        path = next((b.key for b in current.buttons if b.enabled and b.action is None
                     and b.key != back and any(o.code == code for o in _under(offer, b.key))),
                    "")
        if not path:
            return []
        clicks.append(path)
    return []


def _under(offer: PickOptions, path: str) -> list[Option]:
    parts = path.split(SEP)
    return [o for o in offer.options if o.color == parts[0]
            and (len(parts) < 2 or o.place.key == parts[1])]
