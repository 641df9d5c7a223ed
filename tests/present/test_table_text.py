"""The words of a table message, tested without Discord (present.table_text)."""

from __future__ import annotations

from present.table_text import MAX_LINE, listed


def test_a_list_too_long_for_a_message_keeps_the_newest_moves():
    said = listed([f"move {i} " + "x" * 290 for i in range(6)])
    assert len(said) <= MAX_LINE and said.startswith("… 4 earlier moves\n• move 4")
    assert "move 5" in said and "move 0" not in said
    assert listed(["only this"]) == "only this"
