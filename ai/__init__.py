"""AI players: `choose(kind, view, level=..., seed=...)` for any registered game.

No Discord, storage or match service here: `ai` depends on `engine` only. Each game plugs in as
one adapter (`ai.adapter.Adapter`, in `ai/<game>/`), which the game's descriptor registers
(`games/<game>.py`); `ai.worker` runs moves in a small process pool.
"""

from ai.choose import adapter_for, choose, register, unregister
from ai.levels import KIND_LEVELS, LEVELS, Level, level_named

__all__ = ["KIND_LEVELS", "LEVELS", "Level", "adapter_for", "choose", "level_named", "register",
           "unregister"]
