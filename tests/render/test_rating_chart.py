"""The rating chart (issue 46): both languages, nothing cut, every game drawn, text readable on
a 320 px phone, the provisional stretch marked."""

from __future__ import annotations

import io
import itertools
import random

import pytest
from PIL import Image

from present.rating_chart import chart_points, rating_chart
from render.draw import clipping, placing, recording
from render.rating_chart import BAND, LINE, PHONE, PHONE_TEXT, W
from store.glicko2 import Glicko
from store.ratings import NEWCOMER, rate


def history(games: int, seed: int = 1) -> list[tuple[float, float]]:
    """A member's (rating, RD) after each game against settled opponents."""
    rng, me, out = random.Random(seed), NEWCOMER, []
    for _ in range(games):
        them = Glicko(rng.gauss(1550, 200), 60, 0.09)
        me = rate([me, them], [1, 2] if rng.random() < 0.55 else [2, 1])[0]
        out.append((me.rating, me.rd))
    return out


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("Mandala rating: Βασιλική", "provisional", "games", "Now ")),
    ("el", ("Mandala, αξιολόγηση: Βασιλική", "προσωρινή", "παρτίδες", "Τώρα ")),
])
@pytest.mark.parametrize("games", [1, 12, 40, 400])
def test_the_chart_renders_in_both_languages_with_nothing_cut(lang, words, games):
    with clipping() as cut, placing() as placed, recording() as sizes:
        png = rating_chart(history(games), "Mandala", "Βασιλική", lang)
    assert png is not None
    assert cut == []
    shown = [text for text, *_ in placed]
    for word in words:
        assert any(s.startswith(word) for s in shown), (word, shown)
    im = Image.open(io.BytesIO(png))
    assert im.width == W
    boxes = [box for _, box, *_ in placed]
    for x0, y0, x1, y1 in boxes:  # inside the picture
        assert min(x0, y0) >= 0 and x1 <= im.width and y1 <= im.height
    for a, b in itertools.combinations(boxes, 2):  # no text over another
        assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    for text, _, cap in sizes:  # at least 10 px tall on a 320 px phone
        assert cap * PHONE / im.width >= PHONE_TEXT, text


def test_every_game_is_drawn_and_the_provisional_stretch_marked():
    points = chart_points(history(60))
    assert points[0].rating == 1500 and points[0].provisional
    assert len(points) == 61 and not points[-1].provisional
    png = rating_chart(history(60), "Mandala", "Ada", "en")
    im = Image.open(io.BytesIO(png)).convert("RGB")
    colours = {c for _, c in im.getcolors(1 << 20)}
    assert BAND in colours and LINE in colours
    # the established line reaches the right end of the plot: no game left off
    right = [im.getpixel((x, y)) for x in range(W - 30, W - 18) for y in range(im.height)]
    assert LINE in right
    assert rating_chart([], "Mandala", "Ada", "en") is None  # no rated game: no chart
