"""The "Last move" line says all of every Mandala move in every language: with the longest
names (shortened by the caption's own rule), its words still fit, so the end of the line (the
mandala's number) is never cut. Issue 40: the Greek texts grew when "του/της" went, and
"έπαιξες … στο χωράφι σου στο μαντάλα 2" never fitted a panel."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from engine.mandala import new_game
from engine.mandala.view import MandalaView
from engine.mandala.vocab import COLORS, Discard, Pick, PlayField, PlayMountain
from i18n import LANGUAGES
from render.draw import text_width
from render.heading import caption_room
from render.mandala.lastmove import last_move
from render.names import caption_names
from render.style import SIZE_BODY

NAMES = ("Χαράλαμπος Παπαχατζηγεωργίου", "Bartholomew Fitzgerald-Montgomery")


def _moves() -> list[PlayMountain | PlayField | Discard | Pick]:
    return [*(PlayMountain(m, c) for m in (0, 1) for c in COLORS),
            *(PlayField(m, c, n) for m in (0, 1) for c in COLORS for n in range(1, 9)),
            *(Discard(c, n) for c in COLORS for n in range(1, 9)),
            *(Pick(c) for c in COLORS)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_last_move_fits_its_line(lang: str) -> None:
    base = new_game(1).view(None)
    room = caption_room(lang)
    cut = set()
    for action in _moves():
        for viewer in (None, 0):  # the public table, seat 0's panel
            for seat in (0, 1, None):  # told as "you", by name, or with nobody named
                view = replace(base, viewer=viewer, last_action=action,
                               completion=(1, seat or 0) if isinstance(action, Pick) else None)

                def words(names: Sequence[str], view: MandalaView = view,
                          seat: int | None = seat) -> str:
                    said = last_move(view, names, seat, lang)
                    assert said is not None
                    return said.text

                text = words(caption_names(NAMES, words, SIZE_BODY, room))
                if text_width(text, SIZE_BODY) > room:
                    cut.add(words(("", "")))
    assert sorted(cut) == []
