"""Wording shared by every game's narration: card counts and who did it, in any catalogue
language (`lang`, English by default; the catalogue is data loaded at import, no I/O here).

One place so that every game tells its reader "you" the same way (a reader seeing their own
name in the third person next to "you drew" reads two people).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from i18n import DEFAULT, t, tn

UNTOLD = "a move was made"

# Hears the type name of an event no line was written for, so the caller can log it: the
# engine does no I/O, and logging is the application's business.
Untold = Callable[[str], object]


def untold(event: object, report: Untold | None = None, lang: str = DEFAULT) -> str:
    """The line for an event a game's narration does not know: generic, because its fields may
    be a hand or a face-down colour (printing it would fail open); only its type name is
    reported."""
    if report is not None:
        report(type(event).__name__)
    return t(lang, "untold")


def color(lang: str, value: str) -> str:
    """A colour's own name ("red", "κόκκινο")."""
    return t(lang, f"color.{value}")


def colors(lang: str, values: Sequence[str]) -> str:
    return ", ".join(color(lang, v) for v in values)


def cards(n: int, color: str = "", lang: str = DEFAULT) -> str:
    """`3 red cards`, `1 card` (`color` by its English value, agreeing with the count)."""
    if not color:
        return tn(lang, "cards", n)
    return tn(lang, "cards.colored", n, color=tn(lang, f"color.{color}.card", n))


def who(seat: int, names: Sequence[str], viewer: int | None, lang: str = DEFAULT) -> str:
    """"you" to the seat itself, else the name exactly as written."""
    return t(lang, "you") if seat == viewer else names[seat]


def verb(seat: int, viewer: int | None, third: str, second: str) -> str:
    """The present-tense verb agreeing with `who`: `chooses` for a name, `choose` for you."""
    return second if seat == viewer else third


def person(lang: str, key: str, seat: int, viewer: int | None, names: Sequence[str],
           **params: object) -> str:
    """The sentence `key` told to its subject (`key.you`) or about them (`key.they`, with
    `{name}`): languages conjugate the verb, so each person is its own text."""
    if seat == viewer:
        return t(lang, key + ".you", **params)
    return t(lang, key + ".they", name=names[seat], **params)


def joined(lang: str, parts: Sequence[str]) -> str:
    """`a and b and c` in `lang`."""
    return t(lang, "and").join(parts)
