"""Mandala's moves for the button picker (present/picker.py): the hand's colours, then per
colour its legal places (a mountain, a field, the discard) with the counts the rules allow,
each place saying what it does (the words of the described menu, `MandalaUI.moves`)."""

from __future__ import annotations

from engine.mandala import COLORS, Game, parse_action
from i18n import DEFAULT, t
from present.gameui import color_title
from present.mandala import EMOJI, UI
from present.picker import Mark, Option, PickOptions

PLACE_EMOJI = {"M": "⛰️", "D": "🗑️"}  # as Discord's emoji list writes them (with U+FE0F)


def _place(key: str, lang: str) -> str:
    if key[0] == "M":
        return t(lang, "pick.m.mountain", m=int(key[1]) + 1)
    if key[0] == "F":
        return t(lang, "pick.m.field", m=int(key[1]) + 1)
    return t(lang, "pick.m.discard")


def options(game: Game, seat: int, lang: str = DEFAULT) -> PickOptions:
    """The picker's offer to `seat` now (nothing when the move is not made on the panel)."""
    if game.phase != "play" or game.to_move != seat:
        return PickOptions((), ())
    hand = game.view(seat).seats[seat].hand or {}
    colors = tuple(Mark(c.letter, color_title(lang, c.value), EMOJI[c.value], held=hand[c])
                   for c in COLORS if hand.get(c))
    out: list[Option] = []
    for choice in UI.moves(game, seat, lang):
        color = parse_action(choice.codes[0][1]).color
        key = choice.key.replace(color.letter, "")  # "F1g" -> "F1", "Dg" -> "D"
        place = Mark(key, _place(key, lang), PLACE_EMOJI.get(key[0]), choice.description)
        out.extend(Option(color.letter, place, n, code) for n, code in choice.codes)
    return PickOptions(colors, tuple(out))
