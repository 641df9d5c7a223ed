"""The score race picture: readable at phone width, colour-blind safe, small."""

from __future__ import annotations

import io

from PIL import Image

from render.race import LINE_COLORS, MARKERS, render_race
from render.style import PHONE_SHOWN, PHONE_TEXT
from tests.render.mandala.test_readable import NAMES, too_small

RACE = [(0, 0, 0, 0), (3, 5, 0, 2), (8, 9, 4, 2), (15, 12, 4, 10), (22, 18, 9, 10)]


def test_every_text_is_readable_on_a_phone():
    """Issue #48: 10 px capitals when the picture is shown 320 px wide (a phone), in both
    languages, names in any script, 2 to 4 seats."""
    for lang in ("en", "el"):
        for names in NAMES.values():
            for seats in (2, 3, 4):
                race = [row[:seats] for row in RACE]
                names4 = (*names, "carol", "dave")[:seats]
                assert too_small(lambda r=race, n=names4, lang=lang: render_race(r, n, lang),
                                 shown=PHONE_SHOWN, least=PHONE_TEXT) == []


def test_a_long_race_stays_readable_and_small():
    race = [(r, 2 * r, 3 * r) for r in range(40)]
    assert too_small(lambda: render_race(race, ("a", "b", "c")), shown=PHONE_SHOWN,
                     least=PHONE_TEXT) == []
    png = render_race(race, ("a", "b", "c"))
    # wider than tall: a desktop client's box (about 550 x 350) shrinks it little
    assert len(png) < 200_000 and Image.open(io.BytesIO(png)).size == (560, 400)


def test_each_line_has_its_own_colour_and_marker():
    """Okabe-Ito colours, and a different shape for each of up to four seats: a line is told
    apart without its colour."""
    assert len(set(LINE_COLORS[:4])) == 4 and len(set(MARKERS[:4])) == 4
    im = Image.open(io.BytesIO(render_race(RACE, ("a", "b", "c", "d")))).convert("RGB")
    seen = {im.getpixel((x, y)) for x in range(im.width) for y in range(im.height)}
    assert all(c in seen for c in LINE_COLORS[:4])


def test_markers_only_where_the_score_changes_and_at_the_end():
    """Issue #40: a marker every round made flat stretches look like bars."""
    from render.race import marked_rounds

    race = [(0, 0), (0, 3), (0, 3), (5, 3), (5, 3)]
    assert marked_rounds(race, 0) == [3, 4]
    assert marked_rounds(race, 1) == [1, 4]


def test_the_legend_keeps_clear_of_the_round_label():
    """Every seat ending at 0 pushes the names down to the axis: they stay above "← round"."""
    from render.draw import placing

    for lang in ("en", "el"):
        with placing() as placed:
            render_race([(0, 0, 0, 0)] * 6, ("Ada", "Bo", "Cy", "Di"), lang)
        boxes = [box for _, box, *_ in placed]
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert not (a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]), (a, b)
