"""In a practice the table shows the member on the side their panel does (issue #48: the panel
showed the member at the bottom and the table on top)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.flowers import new_game as new_flowers
from engine.mandala import new_game as new_mandala
from i18n import t
from present.table_text import near_seat
from render.draw import placing
from render.flowers import render_panel as flowers_panel
from render.flowers import render_table as flowers_table
from render.mandala import render_panel, render_table
from store import MatchStatus
from tests.present.test_table_text import a_match

NAMES = ("Ada", "Bo", "Cy", "Dee")


def rows(draw: Callable[[], bytes], names: tuple[str, ...]) -> list[str]:
    """The seats' names top to bottom (left to right on a line) where the picture writes each
    seat's name on its own."""
    with placing() as placed:
        draw()
    first: dict[str, tuple[int, int]] = {}
    for text, box, *_ in placed:
        name = text.removesuffix(t("en", "pic.you_tag"))  # the panel's owner: "Ada (you)"
        if name in names and name not in first:
            first[name] = (box[1] // 40, box[0])  # one line of seats: within 40 px
    return sorted(first, key=first.__getitem__)


@pytest.mark.parametrize("seat", [0, 1])
def test_a_mandala_table_seen_from_a_seat_orders_the_seats_as_its_panel(seat):
    g = new_mandala(5)
    names = NAMES[:2]
    table = rows(lambda: render_table(g.view(None), names=names, side=seat), names)
    panel = rows(lambda: render_panel(g.view(seat), names=names), names)
    assert table == panel and table[-1] == names[seat]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_flowers_table_seen_from_a_seat_orders_the_seats_as_its_panel(players):
    g = new_flowers(5, players=players)
    names = NAMES[:players]
    for seat in range(players):
        table = rows(lambda s=seat: flowers_table(g.view(None), names=names, side=s), names)
        panel = rows(lambda s=seat: flowers_panel(g.view(s), names=names), names)
        assert table == panel and table[-1] == names[seat], (seat, table, panel)
    # no side: seat order, as before
    assert rows(lambda: flowers_table(g.view(None), names=names), names) == list(names)


def test_only_a_practice_is_seen_from_the_members_side():
    g = new_mandala(5)
    assert near_seat(a_match(g, players=(11, -1), bots=(None, "easy"))) == 0
    assert near_seat(a_match(g, players=(-1, 22), bots=("hard", None))) == 1
    assert near_seat(a_match(g)) is None  # two members: nobody favoured
    assert near_seat(a_match(g, players=(-1, -2), bots=("easy", "hard"),
                             status=MatchStatus.FINISHED)) is None
