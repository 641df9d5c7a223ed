"""The result's extra lines: rating changes on one line, then hints per seat, in both languages."""

from play.rating_change import RatingChange
from present.rating_text import result_lines


def test_ratings_on_one_line_then_the_hints_taken():
    changes = [RatingChange(0, 1, 1500, 1523), RatingChange(1, 2, 1500, 1477)]
    lines = result_lines(changes, {0: 2}, ["Alice", "Bob"], "en")
    assert lines == ["Ratings: Alice 1500 → 1523, +23; Bob 1500 → 1477, \u221223",
                     "Alice: 💡 2 hints used"]
    greek = result_lines(changes, {0: 1}, ["Αλίκη", "Μπομπ"], "el")
    assert greek[0].startswith("Αξιολόγηση: Αλίκη 1500 → 1523, +23")
    assert greek[1] == "Αλίκη: 💡 1 συμβουλή"


def test_nothing_for_an_unrated_match_without_hints():
    assert result_lines([], {}, ["Alice", "Bob"], "en") == []
    assert result_lines([], {1: 0}, ["Alice", "Bob"], "en") == []
