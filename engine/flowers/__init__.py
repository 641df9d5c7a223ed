"""Flowers: A Mandala Game (2-4 players): the rules of `../shared/rules/flowers.md`, one id per
rule.

`game` holds the rules, `setup` the deal, `vocab` colours, tiles and actions, `events` what
happened, `scoring` F-E2, `tiles` the tile set (data), `state` the state as data (the slots, the
`Record` codec and view read, the read-only properties), `view` what a seat may see, `codec` the
JSON record, `text` the narration. The names below are the package's public API.
"""

from engine.api import Kind
from engine.errors import IllegalAction
from engine.flowers.game import Game
from engine.flowers.setup import new_game
from engine.flowers.state import MandalaState
from engine.flowers.view import FlowersView, MandalaView, SeatView
from engine.flowers.vocab import (
    COLORS,
    DRAW_RULES,
    Action,
    ChooseTile,
    Color,
    End,
    HiddenPlay,
    Play,
    Tile,
    parse_action,
    parse_tile,
)


def _create(seed: int, players: int, draw: str = "seed") -> Game:
    return new_game(seed, players=players, draw_rule=draw)


KIND = Kind(
    name="flowers",
    title="Flowers",
    min_players=2,
    max_players=4,
    create=_create,
    restore=Game.from_json,
    parse=parse_action,
    options={"draw": DRAW_RULES},
)

__all__ = [
    "COLORS", "DRAW_RULES", "KIND", "Action", "ChooseTile", "Color", "End", "FlowersView", "Game",
    "HiddenPlay", "IllegalAction", "MandalaState", "MandalaView", "Play", "SeatView", "Tile",
    "new_game", "parse_action", "parse_tile",
]
