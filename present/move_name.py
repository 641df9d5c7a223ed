"""A move named as the player's controls name it: its menu entry (with its count when the
entry offers several) or its table button. The lesson's hint and the practice panel's hint
say it the same way, so a newcomer finds in practice the words the lesson taught."""

from __future__ import annotations

from engine.api import AnyGame
from engine.narration import cards
from i18n import t
from present.gameui import ui_for


def move_name(kind: str, game: AnyGame, seat: int, code: str, lang: str) -> str:
    """The move `code` of `seat` on `game` as its menu entry or table button says it."""
    ui = ui_for(kind)
    for entry in ui.moves(game, seat, lang):
        for n, played in entry.codes:
            if played == code:
                return entry.label if len(entry.codes) == 1 else t(
                    lang, "lesson.hint_count", move=entry.label, cards=cards(n, lang=lang))
    for button in ui.table_choices(game.view(seat), lang):
        if button.seat == seat and button.code == code:
            return button.label
    raise LookupError(f"{kind}: no control of seat {seat} plays {code}")
