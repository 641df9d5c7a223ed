"""A finished match replayed once for the viewer: its log, each position and what each move
did, and the words and pictures every replay handler draws from them (the viewer, the
analysis, "Show the channel")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from engine.api import AnyGame, Event
from engine.games import kind as game_kind
from i18n import DEFAULT, t
from play.history import Move, last_mover
from present.gameui import AnyUI, ui_for
from present.table_text import end_note, near_seat, told
from store import Cancelled, Forfeit, Left, LoggedAction, Match, Played


@dataclass(frozen=True)
class Replayed:
    match: Match
    log: list[LoggedAction]
    games: list[AnyGame]  # [0] the deal, [n] after move n
    events: list[list[Event]]  # [n - 1] what move n did

    @property
    def total(self) -> int:
        return len(self.log)

    @cached_property
    def history(self) -> list[Move]:
        """The moves as play.history tells them, from this replay (no second one)."""
        parse = game_kind(self.match.kind).parse_action
        return [Move(e.seq, e.seat, parse(e.entry.code) if isinstance(e.entry, Played) else None,
                     events) for e, events in zip(self.log, self.events, strict=True)]

    def said(self, n: int, names: list[str], viewer: int | None, lang: str = DEFAULT) -> str:
        """What move `n` did, told to `viewer` (None: the public side)."""
        ui = ui_for(self.match.kind)
        return told(ui, self.events[n - 1], names, viewer, lang) or untold(self, n, names, lang)

    def table_png(self, n: int, names: list[str], lang: str = DEFAULT) -> bytes:
        """The public table at move `n` (the end's banner when the match ended off the board)."""
        ui = ui_for(self.match.kind)
        note = None
        if n == self.total:
            leaver = self.log[-1].seat if self.log and isinstance(self.log[-1].entry, Left) \
                else None
            note = end_note(self.match, names, leaver, lang)
        return ui.table_png(self.games[n].view(None), names=names,
                            last_seat=last_mover(self.log[:n]), note=note, lang=lang,
                            side=near_seat(self.match))  # a practice: the member at the bottom


def untold(r: Replayed, n: int, names: list[str], lang: str = DEFAULT) -> str:
    """Move `n` when its events tell nothing: a seat leaving says who left and how, from the
    log (a Mandala resignation has no words on the board), and a cancel says so (it moves
    nothing on the board, so the picture's count stays at the move before)."""
    entry = r.log[n - 1].entry
    if isinstance(entry, Left):
        how = "end.forfeit" if isinstance(entry, Forfeit) else "end.timeout"
        return t(lang, how, loser=names[entry.seat])
    if isinstance(entry, Cancelled):
        return t(lang, "end.cancelled")
    return t(lang, "replay.nothing")


def describe(ui: AnyUI, game: AnyGame, seat: int, code: str, lang: str = DEFAULT) -> str:
    """A move of `seat` in `game` as its own menu or the table's buttons named it then (never
    by playing it: a draw from the real deck would tell what the player could not know)."""
    for choice in ui.moves(game, seat, lang):
        for count, c in choice.codes:
            if c == code:
                return choice.label if len(choice.codes) == 1 else f"{choice.label} ×{count}"
    for table in ui.table_choices(game.view(None), lang):
        if table.code == code:
            return table.label
    return code


def percent(value: float) -> str:
    return f"{100 * value:.0f}%"
