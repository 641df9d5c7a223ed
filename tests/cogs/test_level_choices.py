"""Where a level is chosen, each level shows its approximate strength on the members' scale
("easy ≈ 1150", play.level_strength); a forged level is refused before anything is stored."""

from __future__ import annotations

import pytest

from cogs.commands.signatures import chosen_level, level_choices
from play import level_strength
from play.errors import PlayError


def test_each_level_choice_names_its_strength(monkeypatch):
    monkeypatch.setitem(level_strength.STRENGTH, "mandala", {"easy": 1150, "normal": 1500})
    choices = {c.value: c.name for c in level_choices("mandala")}
    assert choices == {"easy": "easy ≈ 1150", "normal": "normal ≈ 1500", "hard": "hard",
                       "expert": "expert"}  # a level not measured: its name alone


def test_a_forged_level_is_refused():
    with pytest.raises(PlayError) as refused:
        chosen_level("godlike")
    assert refused.value.key == "err.bad_level"
    assert chosen_level(None) is None and chosen_level("hard") == "hard"
