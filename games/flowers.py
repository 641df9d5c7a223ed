"""Flowers's descriptor: its rules, Discord UI, AI, colours and demo, wired into every layer's
registry (installed when imported; `games.install_all` imports it)."""

from __future__ import annotations

from ai.flowers import ADAPTER
from ai.flowers.levels import LEVELS
from engine.flowers import KIND
from engine.flowers.demo import play
from games import Descriptor, install
from present.flowers import UI
from present.flowers_picks import options
from render.flowers.colors import STYLES

GAME = install(Descriptor(kind=KIND, ui=UI, styles=STYLES, demo=play, adapter=ADAPTER,
                          levels=LEVELS, rank=1, module=__name__, picks=options))
