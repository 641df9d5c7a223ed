"""The table's clock line: whose clock runs is marked, and no time is ever cut, however long
the names and whatever the language (a long name is shortened instead)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.games import kind as game_kind
from i18n import LANGUAGES, t
from present.gameui import ui_for
from render import style
from render.clocks import clock_lines
from render.draw import text_width
from render.heading import LEFT, RIGHT

WIDE = "W" * 40  # wider than any name's room


def test_no_line_without_clocks():
    assert clock_lines(None, ["A", "B"], 0) == []
    assert clock_lines([None, None], ["A", "B"], 0) == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_time_is_shown_whole_and_the_running_one_marked(lang, seats):
    times = [t(lang, "clock.hm", h=23, m=59)] * seats  # the widest a clock is worded
    lines = clock_lines(times, [WIDE] * seats, 1, lang)
    shown = " · ".join(line.text for line in lines)
    assert shown.count(times[0]) == seats and shown.count("▶") == 1
    # the running clock (seat 1) leads, on its own line in the turn's gold: a ▶ alone was not
    # seen at 400 px
    first = lines[0]
    assert first.text.startswith("▶") and first.ink == style.TURN and first.bold
    assert all(line.ink != style.TURN for line in lines[1:])
    for line in lines:
        lead = text_width(line.lead, line.size, True) if line.lead else 0
        assert LEFT + 4 + lead + text_width(line.text, line.size, line.bold) <= RIGHT - 4


@pytest.mark.parametrize("kind,seats", [("mandala", 2), ("flowers", 3)])
def test_the_table_draws_the_line_only_when_given(kind, seats):
    """The public table of either game grows by the clock line; without clocks it is as it was."""
    game = game_kind(kind).new(5, seats)
    names = [f"P{i}" for i in range(seats)]
    ui = ui_for(kind)

    def height(clocks: list[str | None] | None) -> int:
        png = ui.table_png(game.view(None), names=names, last_seat=None, note=None,
                           clocks=clocks)
        return Image.open(io.BytesIO(png)).size[1]

    assert height([None] * seats) == height(None)
    assert height(["4:50"] * seats) > height(None)
