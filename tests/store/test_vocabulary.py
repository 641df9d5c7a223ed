"""The typed vocabulary keeps the stored words: statuses and outcomes are StrEnums equal to the
text the schema's CHECKs allow, and the log's reserved codes parse into typed entries."""

from __future__ import annotations

import re

import pytest

from store import (
    Cancelled,
    ChallengeStatus,
    Forfeit,
    LogCode,
    LoggedAction,
    MatchOutcome,
    MatchStatus,
    Played,
    Timeout,
)
from store.log import parse_entry
from store.migrations import MIGRATIONS


def _checked(column: str) -> set[str]:
    schema = " ".join(str(m) for m in MIGRATIONS)
    found = re.search(rf"{column}\s+TEXT[^,]*CHECK \({column} IN \(([^)]*)\)\)", schema)
    assert found, column
    return {w.strip(" '") for w in found.group(1).split(",")}


def test_statuses_and_outcomes_are_the_stored_words():
    assert {str(s) for s in MatchStatus} == _checked("status")
    assert {str(o) for o in MatchOutcome} == _checked("outcome")
    assert ChallengeStatus.OPEN == "open" and f"{ChallengeStatus.WITHDRAWN}" == "withdrawn"


@pytest.mark.parametrize(("code", "seat", "entry"), [
    ("forfeit", 1, Forfeit(1)),
    ("timeout", 0, Timeout(0)),
    ("cancel", None, Cancelled()),
    ("abandon", None, Cancelled(abandoned=True)),
    ("p3", 0, Played("p3")),
])
def test_reserved_codes_parse_into_typed_entries(code: str, seat: int | None, entry: object):
    assert parse_entry(code, seat) == entry
    assert LoggedAction(match_id=1, seq=1, seat=seat, action=code, at=0.0).entry == entry


def test_a_leaving_without_its_seat_is_refused():
    with pytest.raises(ValueError, match="no seat"):
        parse_entry(LogCode.FORFEIT, None)
