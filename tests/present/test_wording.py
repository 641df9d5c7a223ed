"""Names stay as written and each seat is spoken to as "you", in every text of a match's first
thirty moves (what tests/cogs/test_turn_loop.py::
test_wording_keeps_names_as_written_and_speaks_to_you read from thirty moves through simcord)."""

from __future__ import annotations

from tests.present.test_greek_match import service as service  # noqa: F401 (the fixture)
from tests.present.test_greek_match import whole_match


async def test_wording_keeps_names_as_written_and_speaks_to_you(service):  # noqa: F811
    seen, step = await whole_match(service, "mandala", ("alice", "bob"), 5, lang="en",
                                   moves=30)
    assert step.match.version >= 30 or not step.match.is_live
    text = " ".join(seen)
    assert "alice" in text and "bob" in text
    assert "Alice" not in text and "Bob" not in text  # the names are lowercase
    assert "bob's field" not in text and "alice's field" not in text
    assert "You picks" not in text and "you picks" not in text
    assert "You played" in text and "you drew" in text  # each seat is told its own move
