"""What a game supplies to the generic Discord layer, and the registry of games on Discord.

The generic layer (challenges, the table message, the private panel, forfeit, cancel, standings,
rules, deadlines) is written once; each game adds one UI module (`present/<game>.py`, words and
picture arguments without discord) that implements `GameUI`, which its descriptor
(`games/<game>.py`) registers here. A game on Discord
is its engine `Kind` (engine.games) plus its `GameUI`; no shared cog names a game.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias, TypeVar

from engine.api import Action, AnyGame, Event, View
from i18n import DEFAULT, t

log = logging.getLogger("mandala.present")

# What one game's UI reads: only taken in, never handed out, so a UI of a narrower game is a UI
G_contra = TypeVar("G_contra", bound=AnyGame, contravariant=True)
V_contra = TypeVar("V_contra", bound=View, contravariant=True)


@dataclass(frozen=True)
class MoveChoice:
    """One entry of the private move menu. `codes` maps each count the player may choose to the
    action code that plays it; with one entry, choosing the menu entry plays it at once."""

    key: str  # unique in the menu; letters and digits, short (it travels in a custom_id)
    label: str  # what the move is: "Green → your field at mandala 2"
    description: str  # what it does: "completes it · up to 3 cards"
    codes: tuple[tuple[int, str], ...]
    emoji: str | None = None  # a standard Unicode emoji
    group: str = ""  # menus are split by group when there are more than 25 entries


@dataclass(frozen=True)
class TableChoice:
    """A public decision shown as a button on the table (a pick, a tile), for `seat` only."""

    code: str
    label: str
    seat: int
    emoji: str | None = None


class GameUI(Protocol[G_contra, V_contra]):
    """The game-specific half of the Discord layer, generic in its game and view types: the
    generic layer hands a UI only its own game's games and views (looked up by `kind`), so a UI
    reads them typed, with no isinstance checks."""

    kind: str  # the engine registry name
    title: str  # "Mandala"
    description: str  # the command group's description (cogs/translator translates it)

    def tagline(self, lang: str = DEFAULT) -> str:
        """The line under the title of the rules: what the game is, by whom."""
        ...

    def rules(self, view: V_contra | None, lang: str = DEFAULT) -> list[tuple[str, str]]:
        """The rules in short as (heading, text) pairs, in `lang`; with a match's public view,
        its options too."""
        ...

    def next_step(self, view: V_contra, names: Sequence[str], lang: str = DEFAULT) -> str:
        """What the player to move should do now, after their mention: "it's your turn…"."""
        ...

    def narrate(self, events: Sequence[Event], names: Sequence[str],
                viewer: int | None, lang: str = DEFAULT) -> list[str]:
        """One line per event; private facts only when `viewer` is the seat concerned."""
        ...

    def table_png(self, view: V_contra, *, names: Sequence[str], last_seat: int | None,
                  note: str | None, earlier: Sequence[tuple[int, Action]] = (),
                  lang: str = DEFAULT, clocks: Sequence[str | None] | None = None,
                  side: int | None = None) -> bytes:
        """The public table (from the public view only); `note` says how a match ended off
        the board. `last_seat` made `view.last_action`; `earlier` are the (seat, action) of the
        moves before it since the reader's turn, marked with it (only where they were played).
        Its words are in `lang` (the server's language); `clocks`, each seat's time left
        (present.pace_text.seat_clocks; None at the fixed pace); `side`, the seat drawn
        nearest the reader (None: the game's usual side; a practice: the member's seat)."""
        ...

    def panel_png(self, view: V_contra, *, names: Sequence[str], last_seat: int | None,
                  earlier: Sequence[tuple[int, Action]] = (), lang: str = DEFAULT,
                  replay: bool = False) -> bytes:
        """The private picture of `view.viewer`: the table from their side, hand and all;
        `last_seat` and `earlier` as for `table_png`, in `lang` (the player's language);
        `replay`: a replay's frame, whose heading never says "Your turn"."""
        ...

    def panel_summary(self, view: V_contra, names: Sequence[str],
                      lang: str = DEFAULT) -> str:
        """One line for the top of the private panel: hand size, score…"""
        ...

    def seat_lines(self, view: V_contra, names: Sequence[str], lang: str = DEFAULT
                   ) -> list[str]:
        """One short line per seat for the table message (public facts only): what a reader
        needs without opening the picture (a desktop client shows it small), e.g. score,
        hand size, river."""
        ...

    def table_choices(self, view: V_contra, lang: str = DEFAULT) -> list[TableChoice]:
        """Public decisions to offer as table buttons now (empty for none)."""
        ...

    def moves(self, game: G_contra, seat: int, lang: str = DEFAULT) -> list[MoveChoice]:
        """The private moves of `seat` now, only legal ones (empty when the decision is not
        made on the panel)."""
        ...


# A UI of any game, as the generic layer holds it (it passes each UI its own kind's games)
AnyUI: TypeAlias = GameUI[Any, Any]

UIS: dict[str, AnyUI] = {}


def register_ui(ui: AnyUI) -> AnyUI:
    UIS[ui.kind] = ui
    return ui


def unregister_ui(kind: str) -> None:
    UIS.pop(kind, None)


def ui_for(kind: str) -> AnyUI:
    return UIS[kind]


def color_title(lang: str, color: str) -> str:
    """A colour's name with a capital, as a menu entry starts ("Red", "Κόκκινο")."""
    name = t(lang, f"color.{color}")
    return name[:1].upper() + name[1:]


def log_untold(event_type: str) -> None:
    """A game event its narration has no words for (told as "a move was made"): the log gets
    its type name only, enough to add the words; its fields may be secret."""
    log.warning("no narration for a %s event: told as a move", event_type)
