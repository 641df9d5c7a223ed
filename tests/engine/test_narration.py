"""Narration fails closed: an event without words is told as a move, never printed."""

from typing import NamedTuple

import pytest

from engine.flowers import text as flowers_text
from engine.mandala import text as mandala_text


class Peeked(NamedTuple):
    """An event no game knows, carrying what printing it would reveal."""

    seat: int
    hand: str


@pytest.mark.parametrize("text", [mandala_text, flowers_text], ids=["mandala", "flowers"])
def test_an_unknown_event_is_a_generic_line_and_only_its_type_is_reported(text):
    heard: list[str] = []
    lines = text.narrate([Peeked(0, "red red black")], ["Ada", "Bo"], 0, heard.append)
    assert lines == ["a move was made"]
    assert heard == ["Peeked"]
    assert text.describe(Peeked(1, "red"), ["Ada", "Bo"]) == "a move was made"  # no reporter
