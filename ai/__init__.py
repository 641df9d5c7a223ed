"""AI players: `choose(kind, view, level=..., seed=...)` for any registered game.

No Discord, storage or match service here: `ai` depends on `engine` only. Each game plugs in as
one adapter (`ai.adapter.Adapter`); `ai.worker` runs moves in a small process pool.
"""

from ai import flowers, mandala
from ai.choose import adapter_for, choose, register
from ai.levels import KIND_LEVELS, LEVELS, Level, level_named

register(mandala.ADAPTER)
register(flowers.ADAPTER)

__all__ = ["KIND_LEVELS", "LEVELS", "Level", "adapter_for", "choose", "level_named", "register"]
