"""Every test here runs with Tally (tests/fixture_game), a third game, installed the documented
way (`games.install` of its descriptor) in the bot they drive, and taken out after."""

from __future__ import annotations

import pytest

import games
from bot import create_bot
from tests.cogs.conftest import in_process_chooser, in_process_rater
from tests.fixture_game.descriptor import GAME


@pytest.fixture
def tally():
    games.install(GAME)
    yield GAME
    games.uninstall(GAME.name)


@pytest.fixture
def simcord_bot(settings, seeds, tally):
    return create_bot(settings, seeds=seeds, chooser=in_process_chooser, rater=in_process_rater)
