"""The bot's level names, defined once: the AI gives each a budget (`ai.levels`), the store
rates each under its own id (`store.models.level_id`, from this order, so it never changes:
new names go at the end), members choose from `CHOOSABLE` and a seat without one plays
`DEFAULT`."""

from __future__ import annotations

RANDOM, EASY, NORMAL, HARD, EXPERT = "random", "easy", "normal", "hard", "expert"
LEVEL_NAMES: tuple[str, ...] = (RANDOM, EASY, NORMAL, HARD, EXPERT)
CHOOSABLE: tuple[str, ...] = (EASY, NORMAL, HARD, EXPERT)  # random is for benchmarks and tests
DEFAULT = NORMAL
