"""The names rule (render.names): every label fits its room and tells the players apart."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from render.draw import text_width
from render.names import initials, short_name, short_names, without_note
from render.style import SIZE_SMALL

WORDS = st.sampled_from(["Bot", "Μποτ", "Alexandra", "Konstantinidou", "Konstantinopoulou",
                         "Γιώργος", "山田太郎", "محمد", "🌸", "2", "3", "(normal)", "(κανονικό)"])
NAME = st.lists(WORDS, min_size=1, max_size=4).map(" ".join)


def test_the_rule_in_order():
    bots = ["Bot 1 (normal)", "Bot 2 (normal)", "Bot 3 (normal)"]
    assert short_name(bots, 1, SIZE_SMALL, True, 1000) == "Bot 2 (normal)"
    assert short_name(bots, 1, SIZE_SMALL, True, 90) == "Bot 2"  # the level goes first
    assert short_name(bots, 1, SIZE_SMALL, True, 40) == "B2"  # never "Bot…": the number stays
    twins = ["Alexandra Konstantinopoulou", "Alexandra Konstantinidou"]
    cut = short_name(twins, 0, SIZE_SMALL, True, 375)
    assert cut.endswith("…") and not twins[1].startswith(cut[:-1])
    middle = short_name(twins, 0, SIZE_SMALL, True, 250)  # their ends tell them apart
    assert "…" in middle[:-1] and middle.endswith("ulou"), middle
    assert short_name(twins, 0, SIZE_SMALL, True, 80) == "AK·1"  # shared initials: the seat
    assert without_note("Μποτ 2 (κανονικό)") == "Μποτ 2" and initials("Μποτ 2") == "Μ2"


@settings(max_examples=150, deadline=None)
@given(names=st.lists(NAME, min_size=2, max_size=4, unique=True), room=st.integers(40, 400))
def test_labels_are_distinct_and_name_one_player(names, room):
    labels = short_names(names, SIZE_SMALL, True, room)
    assert len(set(labels)) == len(labels), labels
    for seat, label in enumerate(labels):
        if "…" in label[:-1]:  # start and end around "…": they fit this player only
            head, _, tail = label.partition("…")
            owners = [n for n in names if any(w.startswith(head) and w.endswith(tail)
                                              for w in (n, without_note(n)))]
            assert owners == [names[seat]], (label, names)
        elif label.endswith("…"):
            assert text_width(label, SIZE_SMALL, True) <= room
            stem = label[:-1]
            owners = [n for n in names if n.startswith(stem) or without_note(n).startswith(stem)]
            assert owners == [names[seat]], (label, names)
