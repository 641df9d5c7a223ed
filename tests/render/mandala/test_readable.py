"""Every text on every picture is at least 9 px tall when Discord shows it 400 px wide.

`put_text` records each text it draws with its font size and cap height; a picture's caches are
emptied first so the texts baked into cached pieces (tiles, chips, the static layer) are drawn,
and recorded, again. A text's height is the height of a capital "H" (or a digit) in its font at
its size, scaled to 400 px wide: what a reader sees, which the font size (the em square, with
room for accents and descenders) overstates by a third.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Callable

import pytest
from PIL import Image

import render.draw
import render.mandala.board
import render.palette
from render.draw import recording
from render.mandala import render_panel, render_table
from render.style import PHONE_MIN_TEXT, PHONE_WIDTH

NAMES = {
    "latin": ("Ada", "Bo"),
    "cjk": ("李小龍", "王小明 🐉"),
    "rtl": ("محمد علي", "דוד"),
    "long": ("Maximilian Alexander von Hohenzollern-Sigmaringen", "Αλέξανδρος Παπαδόπουλος"),
}


def _clear_caches() -> None:
    """Empty every cache of the `render` package (each game's too) that may hold drawn text."""
    for module in [m for name, m in sys.modules.items() if name.split(".")[0] == "render"]:
        for value in vars(module).values():
            if hasattr(value, "cache_clear") and value is not render.palette.palette_image:
                value.cache_clear()


def too_small(draw: Callable[[], bytes], shown: int = PHONE_WIDTH,
              least: float = PHONE_MIN_TEXT) -> list[tuple[str, float]]:
    """The texts of the picture `draw` makes whose capitals are under `least` px when it is
    shown `shown` px wide (by default 9 px at 400 px)."""
    _clear_caches()
    with recording() as texts:
        data = draw()
    width = Image.open(io.BytesIO(data)).width
    assert texts, "nothing was recorded"
    scaled = [(text, cap * shown / width) for text, _, cap in texts]
    return [(t, round(h, 1)) for t, h in scaled if h < least]


def _pictures(samples) -> dict[str, Callable[[], bytes]]:
    out: dict[str, Callable[[], bytes]] = {}
    for state, (g, last) in samples.items():
        for label, names in NAMES.items():
            out[f"table {state} {label}"] = lambda g=g, n=names, s=last: render_table(
                g.view(None), names=n, last_seat=s)
            out[f"panel {state} {label}"] = lambda g=g, n=names, s=last: render_panel(
                g.view(0), names=n, last_seat=s)
    g, last = samples["mid"]
    out["forfeited"] = lambda: render_table(g.view(None), names=NAMES["long"],
                                            note="Maximilian forfeited")
    out["cancelled"] = lambda: render_table(g.view(None), names=NAMES["cjk"], last_seat=last,
                                            note="a moderator cancelled the match")
    return out


def test_every_text_on_every_picture_is_readable_on_a_phone(samples):
    failures = {name: bad for name, draw in _pictures(samples).items() if (bad := too_small(draw))}
    assert not failures


def test_the_check_finds_small_text(samples, monkeypatch):
    g, last = samples["mid"]
    monkeypatch.setattr(render.mandala.board, "SIZE_SMALL", 12)  # the old table's small text
    bad = too_small(lambda: render_table(g.view(None), names=NAMES["latin"], last_seat=last))
    assert ("Ada · field", 6.4) in bad  # a 12 px font: 9 px capitals, 6.4 px on a phone


@pytest.mark.parametrize("state", ["start", "over"])
def test_the_table_records_its_texts(samples, state):
    g, last = samples[state]
    _clear_caches()
    with recording() as texts:
        render_table(g.view(None), names=NAMES["latin"], last_seat=last)
    words = {t for t, *_ in texts}
    assert {"Deck", "6", "Mandala 1"} <= words  # cached static texts are included
    assert not {"R", "O", "Y", "G", "P", "K"} & words  # no letter on a chip or tile
