"""The lesson pictures: every step of both lessons drawn in every language with its place
ringed and its label readable on a phone, from the learner's own view only."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from i18n import LANGUAGES, t
from play.lessons import run
from render.draw import placing, recording
from render.flowers import lesson as flowers_picture
from render.highlight import HIGHLIGHT, STRIP_H
from render.mandala import lesson as mandala_picture
from render.style import NARROW_WIDTH, PHONE_MIN_TEXT, PHONE_WIDTH, phone_cap

PICTURES = {"mandala": mandala_picture, "flowers": flowers_picture}
WIDTHS = {"mandala": NARROW_WIDTH, "flowers": NARROW_WIDTH}  # both narrow: issue #48


def pink(im: Image.Image, box: tuple[int, int, int, int]) -> int:
    """How many spotlight pixels lie on the edges of `box` (the ring is drawn round it)."""
    rgb = im.convert("RGB")
    x0, y0, x1, y1 = box
    edge = [(x, y) for x in range(max(0, x0 - 4), min(im.width, x1 + 4), 3)
            for y in (max(0, y0 - 3), min(im.height - 1, y1 + 2))]
    return sum(1 for p in edge if rgb.getpixel(p) == HIGHLIGHT)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", list(PICTURES))
def test_every_step_rings_its_place_with_a_readable_label(game: str, lang: str) -> None:
    module = PICTURES[game]
    progress = run.start(game)
    names = ("Ada", t(lang, "lesson.opponent"))
    while not progress.finished:
        shown = run.show(progress, lang)
        assert shown.highlight is not None
        view = shown.table.view(0)
        with placing() as placed, recording() as texts:
            im = module.lesson_picture(view, names=names, region=shown.highlight.region,
                                       index=shown.highlight.index, label=shown.label,
                                       lang=lang)
        assert im.width == WIDTHS[game]
        # the callout's lines, drawn last on the picture (a label too long for one line on
        # the narrow picture is wrapped, #48): read in order, they say the label whole
        mine = [p for p in placed if p[2] == id(im)]
        label = next((mine[-k:] for k in (1, 2, 3)
                      if " ".join(p[0] for p in mine[-k:]) == shown.label), None)
        assert label, f"{shown.label!r} cut or missing"
        for _, (lx0, _, lx1, _), _, _ in label:
            assert lx0 >= 0 and lx1 <= im.width
        rows = {p[0] for p in label}
        assert all(phone_cap(size, im.width) >= PHONE_MIN_TEXT
                   for text, size, _ in texts if text in rows)
        assert im.resize((PHONE_WIDTH, im.height * PHONE_WIDTH // im.width)).width == 400
        progress = run.skip(progress, lang, names).progress


@pytest.mark.parametrize("game", list(PICTURES))
def test_the_ring_is_round_the_place_the_step_names(game: str) -> None:
    module = PICTURES[game]
    shown = run.show(run.start(game), "en")
    assert shown.highlight is not None
    view = shown.table.view(0)
    plain = module.lesson_picture(view, names=("Ada", "T"), region=shown.highlight.region,
                                  index=shown.highlight.index, label="x")
    assert plain.height > STRIP_H
    for region in module.REGIONS:
        im = module.lesson_picture(view, names=("Ada", "T"), region=region, index=1, label="x")
        assert im.height == plain.height
    # the first step's place, shifted by the strip the callout sits in
    im = module.lesson_picture(view, names=("Ada", "T"), region=shown.highlight.region,
                               index=shown.highlight.index, label="here")
    png = module.render_lesson(view, names=("Ada", "T"), region=shown.highlight.region,
                               index=shown.highlight.index, label="here")
    assert Image.open(io.BytesIO(png)).size == im.size
    colors = {c: n for n, c in im.convert("RGB").getcolors(maxcolors=1 << 20) or []}
    assert colors.get(HIGHLIGHT, 0) > 1000


def test_a_lesson_picture_refuses_a_view_without_the_learners_hand() -> None:
    game = run.table(run.start("mandala"))
    with pytest.raises(ValueError):
        mandala_picture.lesson_picture(game.view(None), names=("A", "B"), region="cup",
                                       label="x")
    with pytest.raises(ValueError):
        mandala_picture.lesson_picture(game.view(0), names=("A", "B"), region="moon",
                                       label="x")


def test_the_ring_lands_on_the_named_box() -> None:
    game = run.table(run.start("mandala"))
    view = game.view(0)
    from render.mandala.board import plan
    from render.mandala.panel import HAND_H

    lay, _ = plan(view, ("A", "B"), 0, 0, None, None, "en", hand_h=HAND_H)
    for region in ("mountain", "river", "discard"):
        box = mandala_picture.region_box(lay, region, 1)
        im = mandala_picture.lesson_picture(view, names=("A", "B"), region=region, index=1,
                                            label="x")
        shift = STRIP_H if box[1] + box[3] < im.height - STRIP_H else 0
        moved = (box[0], box[1] + shift, box[2], box[3] + shift)
        assert pink(im, moved) > 20, region


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", list(PICTURES))
def test_a_later_lesson_table_never_says_new_game(game: str, lang: str) -> None:
    """The lessons' later tables are built by hand, with no last move: their caption said "New
    game: no move yet" at move 40. Only a table at its first move says so."""
    module = PICTURES[game]
    progress = run.start(game)
    names = ("Ada", t(lang, "lesson.opponent"))
    said = []
    while not progress.finished:
        shown = run.show(progress, lang)
        view = shown.table.view(0)
        with recording() as texts:
            module.lesson_picture(view, names=names, region=shown.highlight.region,
                                  index=shown.highlight.index, label=shown.label, lang=lang)
        if any(text == t(lang, "pic.no_move_yet") for text, _, _ in texts):
            said.append(view.turn)
        progress = run.skip(progress, lang, names).progress
    assert said == [0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cup_and_score_boxes_hold_their_lines(lang: str) -> None:
    """The seat grew to 156 px and its cup line moved under the river: the "cup" place (the
    lesson's ring, the guide's number 5) was left above it, round nothing."""
    from render.mandala.board import plan
    from render.mandala.panel import HAND_H

    view = run.table(run.start("mandala")).view(0)
    lay, _ = plan(view, ("A", "B"), 0, 0, None, None, lang, hand_h=HAND_H)
    with placing() as placed:
        mandala_picture.lesson_picture(view, names=("A", "B"), region="cup", index=0,
                                       label="x", lang=lang)
    for region, word in (("cup", "pic.cup"), ("score", "pic.score")):
        for seat in (0, 1):
            x0, y0, x1, y1 = mandala_picture.region_box(lay, region, seat, None, lang)
            inside = [b for text, b, _, _ in placed if text == t(lang, word)
                      and x0 <= b[0] and b[2] <= x1 and y0 <= b[1] and b[3] <= y1]
            assert inside, (region, seat)


def test_the_callouts_line_goes_round_words() -> None:
    """A line from the callout down to its ring crossed the key ("purple" lost a letter): it
    runs where no word lies between them (else at the ring's right end, as before)."""
    from PIL import ImageDraw

    from render.highlight import spotlight
    from render.style import TEXT

    def line_at(im: Image.Image, y: int) -> list[int]:
        rgb = im.convert("RGB")
        return [x for x in range(im.width) if rgb.getpixel((x, y)) == HIGHLIGHT]

    plain = Image.new("RGB", (800, 600), (24, 33, 43))
    box = (100, 250, 780, 290)  # in the upper half: the callout in a strip above
    assert all(x > 640 for x in line_at(spotlight(plain, box, "here"), STRIP_H + 110))
    words = plain.copy()
    ImageDraw.Draw(words).rectangle((160, 100, 800, 120), fill=TEXT)  # bare on the left only
    line = line_at(spotlight(words, box, "here"), STRIP_H + 110)
    assert line and all(x < 160 for x in line), line


def _crossed(ring: tuple[int, int, int, int], ink: tuple[int, int, int, int]) -> bool:
    """Whether a ring drawn round `ring` (4 px out, 5 px wide, as spotlight draws it) crosses
    the ink of a text: a letter whose top or accent the ring's line runs through."""
    x0, y0, x1, y1 = ring[0] - 4, ring[1] - 4, ring[2] + 4, ring[3] + 4
    bands = [(x0, y0, x1, y0 + 5), (x0, y1 - 5, x1, y1), (x0, y0, x0 + 5, y1),
             (x1 - 5, y0, x1, y1)]
    return any(a < ink[2] and ink[0] < c and b < ink[3] and ink[1] < d for a, b, c, d in bands)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tiles_ring_clears_their_labels_accents(lang: str, monkeypatch) -> None:
    """Issue 48: the ring round a mandala's tiles cut the tops and accents of «σκούρο» and
    «ανοιχτό» (its box started a cap height above the tiles, under a Greek accent). The narrow
    picture has no such labels (left is dark, right is light, the guide says); the ring takes in
    the mandala's title, «Μάνταλα», and must cross none of its letters."""
    from render.flowers.board import background
    rings: list[tuple[tuple[int, int], tuple[int, int, int, int]]] = []
    real = flowers_picture.spotlight

    def spy(im, box, label, **kw):
        rings.append((im.size, box))
        return real(im, box, label, **kw)

    monkeypatch.setattr(flowers_picture, "spotlight", spy)
    view = run.table(run.start("flowers")).view(0)
    for index in range(3):
        background.cache_clear()  # the labels are drawn once, on the cached static layer
        with placing() as placed:
            flowers_picture.lesson_picture(view, names=("Ada", "T"), region="tiles", index=index,
                                           label="x", lang=lang)
        board, ring = rings[-1]
        words = {t(lang, "pic.mandala", m=index + 1)}
        labels = [ink for text, ink, _, size in placed if size == board and text in words]
        assert len(labels) >= 1
        assert not any(_crossed(ring, ink) for ink in labels), (ring, labels)
