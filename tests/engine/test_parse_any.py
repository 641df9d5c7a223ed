"""Every game's action parser is total: any string, and any object at all, either reads as an
action that writes back to the very same code, or raises the engine's own `InvalidAction`
(never a TypeError, an IndexError or a bare ValueError). A forged custom_id reaches the parser
with whatever it carries, and the click must get the clear private refusal, not a traceback."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from engine import flowers, mandala
from engine.errors import InvalidAction
from engine.games import kind as game_kind
from tests.fixture_game import engine as tally_engine
from tests.fixture_game.descriptor import GAME as TALLY

GAMES = ("mandala", "flowers", "tally")
# codes near real ones: their letters and digits (ASCII and others), in any order
NEAR = st.text(alphabet=st.sampled_from("MFDPTVHnx0123456789rgybpo٣²١𝟙 "), max_size=8)
ANYTHING = st.one_of(st.none(), st.integers(), st.floats(), st.binary(), st.booleans(),
                     st.lists(st.text(max_size=3), max_size=3),
                     st.dictionaries(st.text(max_size=2), st.integers(), max_size=2))


@pytest.fixture(scope="module", autouse=True)
def tally():
    games.install(TALLY)
    yield
    games.uninstall(TALLY.name)


def read_back_or_invalid(kind: str, code: object) -> None:
    try:
        action = game_kind(kind).parse_action(code)  # type: ignore[arg-type]
    except InvalidAction:
        return
    assert str(action) == code, (kind, code, action)


@pytest.mark.parametrize("kind", GAMES)
@settings(max_examples=300, deadline=None)
@given(code=st.one_of(st.text(max_size=12), NEAR))
def test_any_string_reads_back_exactly_or_is_an_invalid_action(kind, code):
    read_back_or_invalid(kind, code)


@pytest.mark.parametrize("kind", GAMES)
@settings(max_examples=150, deadline=None)
@given(code=ANYTHING)
def test_any_object_is_an_invalid_action(kind, code):
    with pytest.raises(InvalidAction):
        game_kind(kind).parse_action(code)


@pytest.mark.parametrize("kind", GAMES)
@pytest.mark.parametrize("code", [0, 1234, "0000", "١", "F0r²", "P1r١", "V1x٣", "M0r\n"])
def test_the_forged_codes_seen_are_invalid_actions(kind, code):
    with pytest.raises(InvalidAction):
        game_kind(kind).parse_action(code)  # type: ignore[arg-type]


RAW = {"mandala": mandala.parse_action, "flowers": flowers.parse_action,
       "tally": tally_engine.parse_action}


@pytest.mark.parametrize("kind", GAMES)
@settings(max_examples=200, deadline=None)
@given(code=st.one_of(st.text(max_size=12), NEAR, ANYTHING))
def test_each_games_own_parser_raises_only_invalid_action(kind, code):
    """The games' own parsers too (the codecs and the pickers call them directly)."""
    try:
        action = RAW[kind](code)
    except InvalidAction:
        return
    assert action is not None
