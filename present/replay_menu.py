"""The replay viewer's "Go to move" menu: each entry says what that move did (its narration
from the stored events), cut only at Discord's limits (100 characters of label, 100 of
description), and the entry of the move on screen is the menu's chosen one, so its label
always names the move shown."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from i18n import DEFAULT, t
from play.history import Move
from present.gameui import AnyUI
from present.table_text import told

PAGE = 25  # entries in one menu (Discord's limit of options); cogs' pages are the same
LIMIT = 100  # Discord: a select option's label and description


@dataclass(frozen=True)
class MoveEntry:
    """One option of the menu: `value` is the move it shows (0: the deal)."""

    value: int
    label: str
    description: str | None
    default: bool  # the move on screen


def page(shown: int, total: int) -> range:
    """The moves of the page holding `shown` (0 the deal .. total)."""
    first = shown // PAGE * PAGE
    return range(first, min(total, first + PAGE - 1) + 1)


def split(text: str) -> tuple[str, str | None]:
    """A sentence as a label and, past 100 characters, the rest as the description (cut at
    a space, each part within 100, an ellipsis where text is left out)."""
    if len(text) <= LIMIT:
        return text, None
    cut = text.rfind(" ", 0, LIMIT)
    cut = cut if cut > LIMIT // 2 else LIMIT - 1
    rest = text[cut:].strip()
    head = text[:cut].rstrip()
    if len(rest) > LIMIT:
        rest = rest[:LIMIT - 1].rstrip() + "…"
    return head, rest


def move_entries(ui: AnyUI, history: Sequence[Move], names: Sequence[str], viewer: int | None,
                 shown: int, lang: str = DEFAULT,
                 untold: Callable[[int], str] | None = None) -> list[MoveEntry]:
    """The menu's entries for the page holding move `shown`: each move told to `viewer` (None:
    the public side, so nobody's private draw is named), `untold(n)` for a move whose events
    say nothing (a seat leaving: the caller knows how from the log)."""
    out = []
    for n in page(shown, len(history)):
        if n == 0:
            label, description = t(lang, "replay.deal"), None
        else:
            said = told(ui, history[n - 1].events, names, viewer, lang)
            if not said:
                said = untold(n) if untold is not None else t(lang, "replay.nothing")
            label, description = split(t(lang, "replay.entry", n=n, what=said))
        out.append(MoveEntry(n, label, description, n == shown))
    return out


def showing(shown: int, total: int, lang: str = DEFAULT) -> str:
    """The menu's placeholder: the move on screen (never a move left behind)."""
    return t(lang, "replay.showing", n=shown, total=total)
