"""The "how to read the table" pictures: each number sits on its ring clear of every word of the
table (a number laid on "(+2 hidden)" or on "Deck" hid the very thing it points at), in every
language, as the lesson shows them."""

from __future__ import annotations

import pytest

from i18n import LANGUAGES, t
from play.lessons import run
from present.lesson import lesson_for, names
from render.draw import Box, placing
from render.flowers import guide as flowers_guide
from render.guide import MARK_R
from render.mandala import guide as mandala_guide
from tests.render.mandala.test_readable import _clear_caches

GUIDES = {"mandala": mandala_guide, "flowers": flowers_guide}
CLEAR = 2  # px of background round a number's disc


def _meets(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", list(GUIDES))
def test_every_number_is_clear_of_the_tables_words(game: str, lang: str) -> None:
    seats = names(t(lang, "lesson.sample_name"), lang)
    progress = run.start(game)
    for _ in range(lesson_for(game).guide_step):
        progress = run.skip(progress, lang, seats).progress
    view = run.table(progress).view(0)
    _clear_caches()  # the static layer's words are drawn once per layout
    with placing() as placed:
        im = GUIDES[game].guide_picture(view, names=seats, lang=lang)
    board = next(size for text, _, where, size in placed if where != id(im))  # the table's
    words = [box for text, box, where, size in placed if where != id(im) and size == board]
    numbers = [box for text, box, where, _ in placed
               if where == id(im) and text.isdigit() and box[3] < board[1]]
    assert len(numbers) == len(GUIDES[game].PARTS)
    touching = []
    for box in numbers:
        cx, cy = (box[0] + box[2]) // 2, (box[1] + box[3]) // 2
        r = MARK_R + CLEAR
        disc = (cx - r, cy - r, cx + r, cy + r)
        touching += [(text, wbox) for text, wbox, where, size in placed
                     if where != id(im) and size == board and _meets(disc, wbox)]
    assert words and touching == [], touching


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guides_words_name_no_letter_the_cards_do_not_carry(lang: str) -> None:
    """The cards lost their colour letters (#40: "K" read as κόκκινο): the guide's "Letters
    name the colours: R red, …" pointed at marks no card has."""
    import re

    words = " ".join(t(lang, key) for guide in (mandala_guide, flowers_guide)
                     for _, _, key in guide.PARTS)
    lone = re.findall(r"(?<!\w)[A-Z](?!\w)", words)
    assert [c for c in lone if c not in ("A", "I")] == []  # English's own one-letter words


def _lesson_pictures(game: str, lang: str) -> dict[str, bytes]:
    """Every step's spotlit picture and the guide, as the lesson draws them."""
    lesson = lesson_for(game)
    seats = names(t(lang, "lesson.sample_name"), lang)
    out = {}
    progress = run.start(game)
    while not progress.finished:
        shown = run.show(progress, lang)
        assert shown.highlight is not None
        out[f"step {len(out)}"] = lesson.spotlit(
            run.table(progress).view(0), names=seats, region=shown.highlight.region,
            index=shown.highlight.index, label=shown.label, lang=lang)
        progress = run.skip(progress, lang, seats).progress
    progress = run.start(game)
    for _ in range(lesson.guide_step):
        progress = run.skip(progress, lang, seats).progress
    out["guide"] = lesson.guide(run.table(progress).view(0), names=seats, lang=lang)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", list(GUIDES))
def test_every_lesson_picture_reads_whole_on_a_phone(game: str, lang: str) -> None:
    """At 400 px wide every word of every step and of the guide is at least 9 px tall, and
    none is cut."""
    import io

    from PIL import Image

    from render.draw import clipping, recording
    from render.style import PHONE_MIN_TEXT, PHONE_WIDTH

    _clear_caches()
    with recording() as texts, clipping() as clips:
        pictures = _lesson_pictures(game, lang)
    widths = {Image.open(io.BytesIO(png)).width for png in pictures.values()}
    assert widths == {560} and texts  # both games' are 560 px wide since issue 48
    width = 560
    small = {(text, round(cap * PHONE_WIDTH / width, 1)) for text, _, cap in texts
             if cap * PHONE_WIDTH / width < PHONE_MIN_TEXT}
    assert small == set() and clips == []


# Every mark a table picture draws, and words the guide must say of it (issue #48: the end
# picture's small cyan order badges were explained nowhere)
MARKS = {
    "mandala": {"the turn's frame": "yellow frame", "the last move's frame": "cyan frame",
                "the order badges": "small cyan badges number them",
                "a floor score": "≥", "hidden cup cards": "hidden"},
    "flowers": {"the turn's frame": "yellow frame", "the last move's frame": "cyan frame",
                "the order badges": "small cyan badges number them",
                "halves beyond the line": "+2", "the claim token": "Claim",
                # the narrow picture's marks (issue 48): the claim's pill, a band's counts
                "the claim's pill": "white pill", "nobody's claim": "⚑ nobody",
                "a band's flowers": "✿ completed flowers", "a band's hand": "◇ cards in hand"},
}


@pytest.mark.parametrize("game", list(GUIDES))
def test_every_mark_of_the_pictures_is_explained_in_the_guide(game: str) -> None:
    words = " ".join(t("en", key) for _, _, key in GUIDES[game].PARTS)
    assert [mark for mark, said in MARKS[game].items() if said not in words] == []


def _marked(game: str):
    """A public view a few moves in, its last mover and the moves before it (numbered)."""
    import random

    from engine.flowers import new_game as new_flowers
    from engine.mandala import new_game as new_mandala

    g = new_mandala(4) if game == "mandala" else new_flowers(4, players=3)
    rng, moves = random.Random(4), []
    while len(moves) < 9:
        moves.append((g.to_move, action := rng.choice(g.legal_actions())))
        g.apply(action)
    return g, moves[-1][0], moves[-4:-1]


@pytest.mark.parametrize("game", list(GUIDES))
def test_a_spectators_guide_is_the_public_table_with_its_marks(game: str) -> None:
    """From a live table a spectator gets that table annotated: the public view (no hand, no
    face-down colour), the last move and the numbered earlier ones drawn, and one number per
    part but the hand."""
    g, last, earlier = _marked(game)
    names = ("Ada", "Bo", "Cy")[:len(g.view(None).seats)]
    _clear_caches()
    with placing() as placed:
        im = GUIDES[game].guide_picture(g.view(None), names=names, lang="en", last_seat=last,
                                        earlier=earlier)
    board = next(size for _, _, where, size in placed if where != id(im))  # the table's
    numbers = [text for text, box, where, _ in placed
               if where == id(im) and text.isdigit() and box[3] < board[1]]
    plain = GUIDES[game].guide_picture(g.view(None), names=names, lang="en", last_seat=last)
    assert plain.tobytes() != im.tobytes()  # the earlier moves' outlines and order badges
    # no hand: nothing of one is drawn; nor (Flowers, since issue 48) another seat's
    # flowers-and-halves line, which the table's message lists
    absent = {"hand", "flowers"} if game == "flowers" else {"hand"}
    if getattr(g.view(None), "choice", None) is not None:  # a tile chosen: no last-move line
        absent.add("last")
    assert len(numbers) == len([p for p in GUIDES[game].PARTS if p[0] not in absent])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_spectators_guide_says_a_players_not_yours(lang: str) -> None:
    """A spectator has no river or cup: the guide of the public table names a player's."""
    g, last, earlier = _marked("mandala")
    with placing() as placed:
        mandala_guide.guide_picture(g.view(None), names=("Ada", "Bo"), lang=lang,
                                    last_seat=last, earlier=earlier)
    drawn = [text for text, *_ in placed]

    def opens(key: str) -> bool:
        start = " ".join(t(lang, key).split()[:3])
        return any(text.startswith(start) for text in drawn)

    for key in mandala_guide.SEAT_WORDS:
        assert opens(f"{key}.seat") and not opens(key), key
