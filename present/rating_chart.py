"""The words and points of a member's rating chart (render.rating_chart), from the ratings the
store kept after each of their rated games, in the reader's language."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT, t, tn
from present.rating_text import shown
from render.rating_chart import ChartWords, Point, render_rating_chart
from store.ratings import NEWCOMER, provisional, shown_rating


def chart_points(history: Sequence[tuple[float, float]]) -> list[Point]:
    """The start (a newcomer's rating), then the rating after each game."""
    start = Point(shown_rating(NEWCOMER.rating), provisional(NEWCOMER.rd))
    return [start, *(Point(shown_rating(r), provisional(rd)) for r, rd in history)]


def rating_chart(history: Sequence[tuple[float, float]], title: str, name: str,
                 lang: str = DEFAULT) -> bytes | None:
    """The chart as a PNG; None before the member's first rated game (nothing to draw)."""
    if not history:
        return None
    points = chart_points(history)
    last = points[-1]
    words = ChartWords(
        title=t(lang, "chart.title", title=title, name=name),
        now=t(lang, "chart.now", rating=shown(last.rating, last.provisional),
              games=tn(lang, "games.games", len(history))),
        provisional=t(lang, "chart.provisional"),
        games=t(lang, "chart.games"))
    return render_rating_chart(points, words)
