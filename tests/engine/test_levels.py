"""The bot's level names are defined once (engine.levels); the AI, the store and the commands
read them from there, and the store's rating ids follow their order."""

from __future__ import annotations

from ai.levels import LEVELS
from engine.levels import CHOOSABLE, DEFAULT, LEVEL_NAMES
from store import BOT_LEVELS, level_id


def test_every_layer_reads_the_one_list():
    from cogs.commands import games

    assert BOT_LEVELS is LEVEL_NAMES and tuple(LEVELS) == LEVEL_NAMES
    assert games.LEVELS is CHOOSABLE and DEFAULT in CHOOSABLE
    assert set(CHOOSABLE) < set(LEVEL_NAMES)


def test_rating_ids_keep_their_stored_values():
    assert [level_id(n) for n in LEVEL_NAMES] == [-100, -101, -102, -103, -104]
