"""Read by the type checker (`[tool.mypy] files` in pyproject.toml), never run: each game is an
`engine.api.Game` in its own action, event and view types, and each `Kind` builds its own game.
A change that breaks the contract for either game fails `make test` here."""

from __future__ import annotations

from engine import flowers, mandala
from engine.api import AnyGame, Game, Kind
from engine.flowers.events import Event as FlowersEvent
from engine.flowers.view import FlowersView
from engine.mandala.events import Event as MandalaEvent
from engine.mandala.view import MandalaView


def mandala_is_a_game(g: mandala.Game) -> Game[mandala.Action, MandalaEvent, MandalaView]:
    return g


def flowers_is_a_game(g: flowers.Game) -> Game[flowers.Action, FlowersEvent, FlowersView]:
    return g


MANDALA_KIND: Kind[mandala.Game] = mandala.KIND
FLOWERS_KIND: Kind[flowers.Game] = flowers.KIND
REGISTERED: tuple[Kind[AnyGame], ...] = (mandala.KIND, flowers.KIND)  # what engine.games holds
