"""Flowers' moves for the button picker (present/picker.py): the hand's colours, then per
colour the mandalas it may go to with the counts the rules allow (F-T1), each saying what it
does (face up or down, the claim, completing: the words of `FlowersUI.moves`)."""

from __future__ import annotations

from engine.flowers import COLORS, Game, parse_action
from i18n import DEFAULT, t
from present.flowers import EMOJI, UI
from present.gameui import color_title
from present.picker import Mark, Option, PickOptions


def options(game: Game, seat: int, lang: str = DEFAULT) -> PickOptions:
    """The picker's offer to `seat` now (nothing when the move is not made on the panel)."""
    if game.phase != "play" or game.to_move != seat:
        return PickOptions((), ())
    hand = game.view(seat).seats[seat].hand or {}
    colors = tuple(Mark(c.letter, color_title(lang, c.value), EMOJI[c.value], held=hand[c])
                   for c in COLORS if hand.get(c))
    out: list[Option] = []
    for choice in UI.moves(game, seat, lang):
        action = parse_action(choice.codes[0][1])
        color, m = action.color, action.mandala  # type: ignore[union-attr]
        place = Mark(f"M{m}", t(lang, "pick.f.mandala", m=m + 1), None, choice.description)
        out.extend(Option(color.letter, place, n, code) for n, code in choice.codes)
    return PickOptions(colors, tuple(out))
