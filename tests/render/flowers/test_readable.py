"""Every text on every Flowers picture has capitals at least 10 px tall when shown 320 px wide
(a phone, issue 48; it was 9 px at 400 px), for 2, 3 and 4 players, names in any script, and
every kind of position (F-I1 on a phone)."""

from __future__ import annotations

from collections.abc import Callable

import render.flowers.board
from render.draw import recording
from render.flowers import render_panel as render_flowers_panel
from render.flowers import render_table as render_flowers_table
from render.style import PHONE_SHOWN, PHONE_TEXT
from tests.render.mandala.test_readable import _clear_caches, too_small

NAMES = {
    "latin": ("Ada", "Bo", "Cy", "Dee"),
    "cjk": ("李小龍", "王小明 🐉", "محمد علي", "דוד"),
    "long": ("Maximilian Alexander von Hohenzollern-Sigmaringen", "Αλέξανδρος Παπαδόπουλος",
             "Bartholomew Fitzgerald-Montgomery", "Anastasia Konstantinovna"),
}


def _pictures(samples) -> dict[str, Callable[[], bytes]]:
    out: dict[str, Callable[[], bytes]] = {}
    for (n, state), (g, last) in samples.items():
        for label, all_names in NAMES.items():
            names = all_names[:n]
            out[f"table {n} {state} {label}"] = lambda g=g, s=last, names=names: (
                render_flowers_table(g.view(None), names=names, last_seat=s))
            out[f"panel {n} {state} {label}"] = lambda g=g, s=last, names=names: (
                render_flowers_panel(g.view(0), names=names, last_seat=s))
    for n in (2, 3, 4):
        g, last = samples[(n, "mid")]
        out[f"cancelled {n}"] = lambda g=g, s=last, n=n: render_flowers_table(
            g.view(None), names=NAMES["cjk"][:n], last_seat=s,
            note="a moderator cancelled the match")
        out[f"forfeit {n}"] = lambda g=g, n=n: render_flowers_panel(
            g.view(1), names=NAMES["long"][:n], note="Maximilian forfeited")
    return out


def test_every_text_on_every_flowers_picture_is_readable_on_a_phone(flowers_samples):
    pictures = _pictures(flowers_samples)
    assert len(pictures) >= 90
    failures = {name: bad for name, draw in pictures.items()
                if (bad := too_small(draw, PHONE_SHOWN, PHONE_TEXT))}
    assert not failures


def test_the_check_finds_small_text(flowers_samples, monkeypatch):
    g, last = flowers_samples[(4, "mid")]
    monkeypatch.setattr(render.flowers.board, "SIZE_SMALL", 12)
    bad = too_small(lambda: render_flowers_table(g.view(None), names=NAMES["latin"],
                                                 last_seat=last))
    assert ("2", 6.4) in bad  # a 12 px font: 9 px capitals, 6.4 px at 400 of 560 px


def test_the_table_records_its_cached_texts_too(flowers_samples):
    g, last = flowers_samples[(3, "choose")]
    _clear_caches()
    render.flowers.board.background.cache_clear()
    with recording() as texts:
        render_flowers_table(g.view(None), names=NAMES["latin"][:3], last_seat=last)
    words = {t for t, *_ in texts}
    assert {"Deck", "Mandala 1"} <= words  # the key is in the guide since issue 48
    assert not {"E", "P", "R", "G", "O", "Y"} & words  # no letter on a chip or tile
