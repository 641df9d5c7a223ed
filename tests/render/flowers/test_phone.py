"""Every Flowers picture reads on a phone and its essentials in a desktop client's box (issue 48).

Discord's phone app shows a picture about `PHONE_SHOWN` (320) px wide: every text's capitals must
be `PHONE_TEXT` (10) px tall there. Discord's desktop app fits an inline picture into a box of
about 550 x 350 (scaled by min(1, 550/w, 350/h)): the table's essentials (whose turn, each
player's points and flowers, each mandala's tiles and claim; on a panel the hand) must be 10 px
tall there too. One render per picture kind and language, the longest names of bench/phone.py
(every script), so the test stays cheap.
"""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from PIL import Image

from engine.flowers import Game
from i18n import LANGUAGES, t, tn
from play.lessons import run
from present.lesson import lesson_for, names, table_guide_png
from render.draw import essentials as essentials_marked
from render.draw import recording
from render.flowers import render_panel, render_table
from render.flowers.board import claim_label, flowers_label
from render.flowers.heading import heading
from render.style import PHONE_SHOWN, PHONE_TEXT, box_scale
from tests.render.flowers.games import reach
from tests.render.mandala.test_readable import _clear_caches

LONG = ("Maximilian Alexander von Hohenzollern-Sigmaringen", "Αλέξανδρος Παπαδόπουλος",
        "李小龍 王小明 🐉", "محمد علي")
Texts = list[tuple[str, int, int]]


def draw(make: Callable[[], bytes]) -> tuple[tuple[int, int], Texts]:
    _clear_caches()  # the texts baked in cached pieces are drawn (and recorded) again
    with recording() as texts:
        data = make()
    return Image.open(io.BytesIO(data)).size, texts


def small_on_phone(size: tuple[int, int], texts: Texts) -> list[tuple[str, float]]:
    return [(text, round(cap * PHONE_SHOWN / size[0], 1)) for text, _, cap in texts
            if cap * PHONE_SHOWN / size[0] < PHONE_TEXT]


def in_box(size: tuple[int, int], cap: int) -> float:
    return cap * box_scale(*size)


def essentials(g: Game, lang: str) -> set[str]:
    """The words a reader must make out without opening the picture: each seat's points and
    flowers, each open mandala's two tiles and who holds its claim."""
    view = g.view(None)
    n = len(view.seats)
    out_claims = {claim_label(LONG[:n], mv.claim, None, lang) for mv in view.mandalas
                  if mv.claim is not None}
    out = {tn(lang, "pic.f.points", sv.points) for sv in view.seats}
    out |= {f"✿{len(sv.flowers)}" for sv in view.seats}
    out |= {flowers_label(tile) for mv in view.mandalas for tile in mv.tiles}
    return out | out_claims


STATES = ("start", "mid", "choose", "over")
GAMES = {(n, s): reach(s, n, 3) for n in (2, 3, 4) for s in STATES}
GAMES.update({(n, "left"): reach("mid", n, 3, leaver=True) for n in (3, 4)})


def _kinds(lang: str) -> dict[str, Callable[[], bytes]]:
    out: dict[str, Callable[[], bytes]] = {}
    for (n, state), (g, last) in GAMES.items():
        out[f"table {n} {state}"] = lambda g=g, last=last, n=n: render_table(
            g.view(None), names=LONG[:n], last_seat=last, lang=lang)
    for n in (2, 3, 4):
        g, last = GAMES[(n, "mid")]
        out[f"panel {n} mid"] = lambda g=g, last=last, n=n: render_panel(
            g.view(0), names=LONG[:n], last_seat=last, lang=lang)
        out[f"forfeit {n}"] = lambda g=g, n=n: render_table(
            g.view(None), names=LONG[:n], note=t(lang, "pic.badge.left"), lang=lang)
    g, last = GAMES[(4, "over")]
    out["panel 4 over"] = lambda: render_panel(g.view(2), names=LONG, last_seat=last, lang=lang)
    g, last = GAMES[(4, "choose")]
    out["guide 4 live"] = lambda: table_guide_png("flowers", g.view(None), names=LONG,
                                                  lang=lang, last_seat=last, earlier=(),
                                                  side=None, note=None)
    lesson = lesson_for("flowers")
    progress = run.start("flowers")
    shown = run.show(progress, lang)
    assert shown.highlight is not None
    view, hl = run.table(progress).view(0), shown.highlight
    out["lesson step"] = lambda: lesson.spotlit(
        view, names=names(LONG[0], lang), region=hl.region, index=hl.index, label=shown.label,
        lang=lang)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_on_every_flowers_picture_is_10_px_on_a_phone(lang: str) -> None:
    failures = {}
    for name, make in _kinds(lang).items():
        size, texts = draw(make)
        assert texts, name
        if bad := small_on_phone(size, texts):
            failures[name] = bad[:3]
    assert failures == {}


# every table, a 4-player one while a tile is chosen included: it was 740-808 px tall (the
# chooser, a wrapped band and a two-line last move) and its words 8.7-9.5 px in the box; its
# heading is now one line and a band, with no caption while the choice is made
BOXED = [(n, s) for n in (2, 3, 4) for s in STATES]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tables_essentials_read_in_a_desktop_box(lang: str) -> None:
    failures = {}
    for n, state in BOXED:
        g, last = GAMES[(n, state)]
        with essentials_marked() as marked:
            size, texts = draw(lambda g=g, last=last, n=n: render_table(
                g.view(None), names=LONG[:n], last_seat=last, lang=lang))
        want = essentials(g, lang)
        # the renderer marks them too (`essential=True`, what bench.phone's must@box reads)
        assert want <= {text for text, _ in marked}, (n, state, want - {t for t, _ in marked})
        caps = {text: cap for text, _, cap in texts if text in want}
        assert want <= set(caps), (n, state, want - set(caps))
        said = heading(g.view(None), LONG[:n], lang=lang)[0].text  # whose turn, or who won
        caps.update({text: cap for text, _, cap in texts if text[:12] == said[:12]})
        assert said[:12] in {text[:12] for text in caps}, said
        if bad := {text: round(in_box(size, cap), 1) for text, cap in caps.items()
                   if in_box(size, cap) < PHONE_TEXT}:
            failures[(n, state)] = bad
    assert failures == {}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_panels_hand_reads_in_a_desktop_box(n: int) -> None:
    g, last = GAMES[(n, "mid")]
    with essentials_marked() as marked:
        size, _ = draw(lambda: render_panel(g.view(0), names=LONG[:n], last_seat=last))
    hand = g.view(0).seats[0].hand
    assert hand
    held = [k for k in hand.values() if k]
    # the hand is drawn last: its counts are the last essentials (a "×3" tile or a palette
    # card drawn earlier is not one of them, whatever the caches held)
    counts = marked[-len(held):]
    assert sorted(text for text, _ in counts) == sorted(f"×{k}" for k in held), counts
    assert min(in_box(size, cap) for _, cap in counts) >= PHONE_TEXT


def test_the_guide_rings_only_what_the_picture_shows() -> None:
    """The end table has no piles and no cards line (its bands show what scored): its guide
    rings neither (a ring for the piles landed on the key's words); a live table has both."""
    from render.flowers.guide import shown
    from render.flowers.layout import Layout
    live, over = Layout((0, 1, 2), 1), Layout((0, 1, 2), 2, over=True)
    assert shown(live, "deck", 2) and shown(live, "row", 2) and not shown(live, "flowers", 2)
    assert not shown(over, "deck", 2) and not shown(over, "row", 2) and shown(over, "flowers", 2)
    panel = Layout((1, 2, 0), 1, hand_h=100)
    assert shown(panel, "hand", 0) and shown(panel, "flowers", 0)
