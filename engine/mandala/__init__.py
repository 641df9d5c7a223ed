"""Mandala (2 players): the rules of `../shared/rules/mandala.md`, one id per rule.

`game` holds the rules, `setup` the deal, `state` the state as data (the slots,
the `Record` codec and view read, the read-only properties), `vocab` the
colours and actions, `events` what happened, `view` what a seat may see,
`codec` the JSON record, `text` the narration. The names below are the package's public API.
"""

from engine.api import Kind
from engine.errors import IllegalAction
from engine.mandala.events import (
    Event,
)
from engine.mandala.game import Game
from engine.mandala.setup import new_game
from engine.mandala.view import MandalaView, SeatView
from engine.mandala.vocab import (
    BY_LETTER,
    CARDS_PER_COLOR,
    COLORS,
    HAND_LIMIT,
    OVER,
    PICK,
    PLAY,
    Action,
    Color,
    Discard,
    End,
    Pick,
    PlayField,
    PlayMountain,
    parse_action,
)


def _create(seed: int, players: int) -> Game:
    return new_game(seed)


KIND = Kind(
    name="mandala",
    title="Mandala",
    min_players=2,
    max_players=2,
    create=_create,
    restore=Game.from_json,
    parse=parse_action,
)

__all__ = [
    "BY_LETTER", "CARDS_PER_COLOR", "COLORS", "HAND_LIMIT", "KIND", "OVER", "PICK", "PLAY",
    "Action", "Color", "Discard", "End", "Event", "Game", "IllegalAction", "MandalaView", "Pick",
    "PlayField", "PlayMountain", "SeatView", "new_game", "parse_action",
]
