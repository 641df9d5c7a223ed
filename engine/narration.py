"""Wording shared by every game's narration: card counts and who did it.

One place so that every game tells its reader "you" the same way (a reader seeing their own
name in the third person next to "you drew" reads two people).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

UNTOLD = "a move was made"

# Hears the type name of an event no line was written for, so the caller can log it: the
# engine does no I/O, and logging is the application's business.
Untold = Callable[[str], object]


def untold(event: object, report: Untold | None = None) -> str:
    """The line for an event a game's narration does not know: generic, because its fields may
    be a hand or a face-down colour (printing it would fail open); only its type name is
    reported."""
    if report is not None:
        report(type(event).__name__)
    return UNTOLD


def counted(n: int, noun: str, plural: str = "") -> str:
    """`1 win`, `2 wins`, `1 loss` (`plural` where adding an "s" is wrong)."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def cards(n: int, color: str = "") -> str:
    """`3 red cards`, `1 card`."""
    return counted(n, f"{color} card" if color else "card")


def who(seat: int, names: Sequence[str], viewer: int | None) -> str:
    """"you" to the seat itself, else the name exactly as written."""
    return "you" if seat == viewer else names[seat]


def whose(seat: int, viewer: int | None) -> str:
    """The possessive agreeing with `who`: "your" to the seat itself, else "their"."""
    return "your" if seat == viewer else "their"


def verb(seat: int, viewer: int | None, third: str, second: str) -> str:
    """The present-tense verb agreeing with `who`: `chooses` for a name, `choose` for you."""
    return second if seat == viewer else third


def article(noun: str) -> str:
    """`a grey half`, `an orange half` (the colour names start with a vowel sound or not)."""
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun
