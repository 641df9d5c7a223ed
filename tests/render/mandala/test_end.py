"""The end: every cup counted on the picture, the result said once, the last move marked."""

from __future__ import annotations

import dataclasses
import io
import re

from PIL import Image

from engine.mandala.vocab import Color
from render import style
from render.draw import recording
from render.mandala import render_panel, render_table
from render.mandala.board import plan, score_text
from render.mandala.heading import heading, score_formula
from render.mandala.table import PUBLIC_SIDE

NAMES = ("Ada", "Bo")


def _total(formula: str) -> int:
    """Evaluate "● 3×1 + ■ 2×4 = 11" term by term, and check its own total."""
    terms, total = formula.rsplit(" = ", 1)
    products = [int(a) * int(b) for a, b in re.findall(r"(\d+)×(\d+)", terms)]
    assert sum(products) == int(total)
    return int(total)


def test_each_final_score_is_shown_as_the_game_counts_it(samples):
    view = samples["over"][0].view(None)
    assert view.final_scores is not None
    for sv in view.seats:
        assert sv.cup_unknown == 0  # the cups are revealed
        assert _total(score_formula(sv)) == view.final_scores[sv.seat]
    leads = [line.lead for line in heading(view, NAMES)]
    assert "Ada: " in leads and "Bo: " in leads


def test_the_formula_lists_river_colours_in_river_order(samples):
    cup = {Color.RED: 3, Color.GREEN: 2, Color.PURPLE: 4}
    sv = dataclasses.replace(samples["start"][0].view(None).seats[0],
                             river=(Color.RED, Color.GREEN, Color.BLACK),
                             cup_known={c: cup.get(c, 0) for c in Color}, cup_unknown=0)
    assert score_formula(sv) == "● 3×1 + ■ 2×2 = 7"  # purple is in no river space: 0


def test_the_result_is_said_once(samples):
    g, last = samples["over"]
    with recording() as texts:
        render_table(g.view(None), names=NAMES, last_seat=last)
    said = [t for t, *_ in texts if "wins" in t or "Game over" in t or "share" in t]
    # big (an essential in a desktop client's box), so it may take two lines: said once
    assert sum("Game over" in t for t in said) == 1 and " ".join(said).count("wins") == 1, said


def test_the_move_that_ended_the_game_is_marked(samples):
    g, last = samples["over"]
    view = g.view(None)
    data = render_table(view, names=NAMES, last_seat=last)
    im = Image.open(io.BytesIO(data)).convert("RGB")
    lay, _ = plan(view, NAMES, PUBLIC_SIDE, None, None, last, "en")
    assert type(view.last_action).__name__ == "Pick"  # the sample ends on a pick: the river
    x0, y0, x1, y1 = lay.river_box(last)
    ring = [im.getpixel((x, y0 + 2)) for x in range(x0 + 12, x1 - 12)]
    assert sum(p == style.LAST_MOVE for p in ring) > (x1 - x0) // 2


def test_no_banner_covers_the_board(samples):
    """At the end the board is drawn as during the game: only the heading above it grows."""
    g, last = samples["over"]
    view = g.view(None)
    over = Image.open(io.BytesIO(render_table(view, names=NAMES, last_seat=last)))
    lay, _ = plan(view, NAMES, PUBLIC_SIDE, None, None, last, "en")
    for m in (0, 1):
        x0, y0, x1, y1 = lay.mandala_box(m)
        crop = over.convert("RGB").crop((x0, y0, x1, y1))
        # no banner colour inside either mandala
        assert style.BANNER_BG not in {c for _, c in crop.getcolors(1 << 16)}


def test_a_forfeit_keeps_the_cups_secret_and_gives_no_score(samples):
    g, _ = samples["mid"]
    g = type(g).from_json(g.to_json())
    g.resign(0)
    view = g.view(None)
    texts = [line.text for line in heading(view, NAMES, note="Ada forfeited")]
    assert texts == ["Game over: Bo wins", "The game ended: Ada forfeited."]
    assert all(sv.cup_unknown == 2 for sv in view.seats)
    render_table(view, names=NAMES, note="Ada forfeited")


def test_a_cancelled_match_has_no_result(samples):
    g, last = samples["mid"]
    note = "a moderator cancelled the match"
    with recording() as texts:
        render_table(g.view(None), names=NAMES, last_seat=last, note=note)
    words = [t for t, *_ in texts]
    # the reason is wrapped on the narrow picture (#48): its lines, in order, say it whole
    assert "Game over: no result" in " ".join(words)  # big: on one line or two
    assert f"The game ended: {note}." in " ".join(words)


def test_while_the_game_is_on_the_floor_score_says_why(samples):
    sv = samples["mid"][0].view(None).seats[0]
    assert sv.cup_unknown == 2
    assert score_text(sv) == f"≥ {sv.score} (+2 hidden)"
    own = samples["mid"][0].view(0).seats[0]
    assert score_text(own) == str(own.score)


def test_the_panel_gives_the_result_from_its_owners_side(samples):
    g, _ = samples["over"]
    view = g.view(None)
    winner = view.winners[0]
    assert heading(g.view(winner), NAMES, winner)[0].text == "Game over: you win"
    assert heading(g.view(1 - winner), NAMES, 1 - winner)[0].text == (
        f"Game over: {NAMES[winner]} wins")
    render_panel(g.view(winner), names=NAMES)


def test_the_last_round_notice_says_what_ends_the_game_now(samples):
    view = samples["end_triggered"][0].view(None)
    play = dataclasses.replace(view, phase="play", completion=None)
    pick = dataclasses.replace(view, phase="pick", completion=(0, view.to_move))
    def notice(view) -> str:  # its lines (wrapped on the narrow picture), on the notice band
        return " ".join(line.text for line in heading(view, NAMES) if line.band)

    assert notice(play) == "LAST ROUND: the next completed mandala ends it"
    assert notice(pick) == "LAST ROUND: the game ends with these picks"
    assert len(heading(samples["mid"][0].view(None), NAMES)) == 1  # no notice before


def test_a_cancelled_match_on_a_players_panel(samples):
    g, last = samples["mid"]
    note = "a moderator cancelled the match"
    with recording() as texts:
        render_panel(g.view(0), names=NAMES, last_seat=last, note=note)
    words = [t for t, *_ in texts]
    assert "Game over: no result" in " ".join(words) and "Your hand" in words


def test_a_sum_too_long_for_one_line_keeps_its_total_beside_the_name(samples):
    """Issue #40: "Bot (normal): R 2×1 + … =…" lost the total; now a long name puts the total
    beside it and the sum, wrapped at " + ", below, "= total" on its last line."""
    from render.draw import text_width
    from render.heading import LEFT, RIGHT
    from render.mandala.heading import score_lines
    from render.style import SIZE_BODY

    view = samples["over"][0].view(None)
    sv = view.seats[0]
    total = view.final_scores[0]
    lines = score_lines("Bartholomew Fitzgerald-Montgomery " * 2, sv)
    assert len(lines) >= 2 and lines[0].text == str(total)
    assert lines[-1].text.endswith(f"= {total}")
    assert all(text_width(ln.text, SIZE_BODY) <= RIGHT - LEFT - 8 for ln in lines[1:])
