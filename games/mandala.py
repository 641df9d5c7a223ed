"""Mandala's descriptor: its rules, Discord UI, AI, colours and demo, wired into every layer's
registry (installed when imported; `games.install_all` imports it)."""

from __future__ import annotations

from ai.mandala import ADAPTER, LEVEL_ADAPTERS
from engine.mandala import KIND
from engine.mandala.demo import play
from games import Descriptor, install
from present.mandala import UI
from present.mandala_picks import options
from render.mandala.colors import STYLES

GAME = install(Descriptor(kind=KIND, ui=UI, styles=STYLES, demo=play, adapter=ADAPTER,
                          level_adapters=LEVEL_ADAPTERS, rank=0,
                          module=__name__, picks=options))
