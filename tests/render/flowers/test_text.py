"""What the Flowers pictures say: whose turn or tile choice, who left, the ranking, the note."""

from __future__ import annotations

import dataclasses

import pytest

from engine.flowers.vocab import ChooseTile, Color, Play
from render.draw import recording
from render.flowers import render_table as render_flowers_table
from render.flowers.heading import heading, last_move
from tests.render.mandala.test_readable import _clear_caches

NAMES = ("Ada", "Bo", "Cy", "Dee")


def _texts(draw) -> set[str]:
    _clear_caches()
    with recording() as texts:
        draw()
    return {t for t, *_ in texts}


def test_a_pending_choice_names_the_holder_the_mandala_and_the_two_buttons(flowers_samples):
    g, last = flowers_samples[(3, "choose")]
    view = g.view(None)
    c = view.choice
    lines = [line.text for line in heading(view, NAMES[:3])]
    assert lines[0] == f"▶ {NAMES[c.holder]} chooses at mandala {c.mandala + 1}"
    band = " ".join(lines[1:])  # the notice band, broken between words on the narrow picture
    assert f"{NAMES[c.second]} gets the other" in band
    words = _texts(lambda: render_flowers_table(view, names=NAMES[:3], last_seat=last))
    assert set(lines) <= words
    assert band.startswith("Dark or light")  # the buttons' words ("Dark: …", "Light: …")
    assert [line.text for line in heading(g.view(c.holder), NAMES[:3], c.holder)][0] == (
        f"▶ You choose at mandala {c.mandala + 1}")


def test_a_player_who_left_is_marked(flowers_samples):
    g, last = flowers_samples[(4, "left")]
    view = g.view(None)
    assert view.resigned == (3,) and not view.is_over
    words = _texts(lambda: render_flowers_table(view, names=NAMES, last_seat=last))
    assert "left the game" in words


def test_game_over_ranks_every_player_with_points_and_flowers(flowers_samples):
    """The heading says who won and why; each player's band, in the order of the ranking,
    starts with the rank and gives the points and the flowers (issue 48: one band a player on
    the narrow picture, no second list in the heading)."""
    from render.draw import placing
    g, _ = flowers_samples[(4, "over")]
    view = g.view(None)
    lines = heading(view, NAMES)
    assert lines[0].text.startswith("Game over")
    assert lines[1].text.startswith("The game ended: ")
    _clear_caches()
    with placing() as placed:
        render_flowers_table(view, names=NAMES)
    ys = {text: box[1] for text, box, *_ in placed}
    ranked = sorted(range(4), key=lambda s: ys[NAMES[s]])  # bands top to bottom
    assert [view.outcome.ranks[s] for s in ranked] == sorted(view.outcome.ranks)
    for s in ranked:
        sv, y = view.seats[s], ys[NAMES[s]]
        same_line = {text for text, box, *_ in placed if abs(box[1] - y) < 8}
        assert f"{view.outcome.ranks[s]}." in same_line
        assert f"{sv.points} point{'s' if sv.points != 1 else ''}" in same_line
        assert f"✿{len(sv.flowers)}" in same_line


def test_a_note_ends_the_match_on_the_picture(flowers_samples):
    g, last = flowers_samples[(3, "mid")]
    words = _texts(lambda: render_flowers_table(g.view(None), names=NAMES[:3], last_seat=last,
                                                note="a moderator cancelled the match"))
    assert "Game over: no result" in words
    reason = " ".join(w for w in ("The game ended: a moderator", "The game ended: a moderator "
                                  "cancelled", "cancelled the match.", "the match.") if w in words)
    assert "The game ended: a moderator" in reason and "the match." in reason
    assert "▶" not in words


def test_the_last_move_in_words(flowers_samples):
    g, _ = flowers_samples[(2, "mid")]
    public = dataclasses.replace(g.view(None), last_action=Play(0, Color.GREY, 2))
    assert last_move(public, NAMES, 1) == "Bo: 2 grey cards face up to mandala 1"
    mine = dataclasses.replace(g.view(1), last_action=Play(0, Color.GREY, 2))
    assert last_move(mine, NAMES, 1) == "you played 2 grey cards to mandala 1"  # maybe face down
    theirs = dataclasses.replace(g.view(0), last_action=Play(0, Color.GREY, 2))
    assert last_move(theirs, NAMES, 1) == "Bo: 2 grey cards face up to mandala 1"
    chose = dataclasses.replace(public, last_action=ChooseTile(1))
    assert last_move(chose, NAMES, 0) == "Ada took the light tile"
    assert last_move(dataclasses.replace(public, last_action=None), NAMES, None) is None


def test_initials_on_a_claim_have_their_key_in_the_seat_box():
    """Where a claim's room is short its holder shows as initials ("Μ2", "AK·1"); the holder's
    seat box carries the same pill beside the name, so a reader can tell whose it is."""
    from i18n import t
    from render.draw import placing
    from render.flowers import render_table
    from render.flowers.board import claim_label
    from tests.render.flowers.games import reach

    g, last = reach("mid", 4, 3)
    view = g.view(None)
    bots = [t("el", "bot.name_n", n=n, level=t("el", "level.normal")) for n in (2, 3)]
    names = ("Alexandra Konstantinopoulou", *bots, "Alexandra Konstantinidou")
    holders = {mv.claim for mv in view.mandalas if mv.claim is not None}
    with placing() as placed:
        render_table(view, names=names, last_seat=last, lang="el")
    drawn = [p[0] for p in placed]
    tags = [claim_label(names, s, None, "el") for s in holders]
    assert tags and any("…" not in tag and tag not in names for tag in tags)
    for tag in tags:
        assert drawn.count(tag) >= 2 if tag not in names and "…" not in tag else True, tag


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_claim_names_its_holder_where_the_name_fits(lang):
    """Greek's "Διεκδίκηση" left a holder about 80 px ("Μ2" for "Μποτ 2", "Μα…" for "Μαρία"):
    the holder gets a line of their own where the label is that long, so a bot reads by its
    number and a short name whole, in both languages."""
    from i18n import t
    from render.draw import placing
    from render.flowers import render_table
    from render.names import without_note
    from tests.render.flowers.games import reach

    g, last = reach("mid", 4, 3)
    view = g.view(None)
    names = [t(lang, "bot.name_n", n=n, level=t(lang, "level.normal")) for n in (1, 2, 3)]
    names.append("Μαρία")
    holders = {mv.claim for mv in view.mandalas if mv.claim is not None}
    assert len(holders) >= 2
    _clear_caches()  # the titles are drawn once per layout
    with placing() as placed:
        render_table(view, names=names, last_seat=last, lang=lang)
    top = next(box[3] for text, box, *_ in placed if text == t(lang, "pic.mandala", m=1))
    band = min(box[1] for text, box, *_ in placed if text in ("0 points", "0 πόντοι"))
    claims = [text for text, box, *_ in placed if top <= box[1] and box[3] <= band]
    for seat in holders:
        assert without_note(names[seat]) in claims or names[seat] in claims, (names[seat], claims)



def test_an_order_badge_sits_off_a_players_words_at_the_end():
    """Seen in a threaded match (#48): on the end table the "2·3" badge of a player's moves,
    at their band's bottom right, covered the end of its "Halves" line; the line now stops
    short of the badge's place."""
    import random

    from engine.games import kind
    from render.draw import placing
    from render.flowers.table import picture
    from render.marks import badge_box

    for seed in range(6):
        g = kind("flowers").new(seed, 2)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        with placing() as placed:
            im, lay = picture(g.view(None), NAMES[:2], None, 0, 0, None, (), "en")
        for seat in range(2):
            bx0, by0, bx1, by1 = badge_box(lay.seat_box(seat), "1·2")
            over = [text for text, (a, b, c, d), where, _ in placed if where == id(im)
                    and a < bx1 and bx0 < c and b < by1 and by0 < d]
            assert over == [], (seed, seat, over)
