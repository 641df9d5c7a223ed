"""Tally's descriptor, as a third game would write it: the shared layers get its rules, UI,
colours, demo, AI, explainer, lesson (with its guide) and texts (in every language) from this
alone (tests install and uninstall it)."""

from __future__ import annotations

from games import Descriptor
from tests.fixture_game.ai import ADAPTER, explain
from tests.fixture_game.colors import STYLES
from tests.fixture_game.demo import play
from tests.fixture_game.engine import KIND
from tests.fixture_game.lesson import TALLY_LESSON
from tests.fixture_game.texts import COMMANDS, TEXTS
from tests.fixture_game.ui import UI

GAME = Descriptor(kind=KIND, ui=UI, styles=STYLES, demo=play, adapter=ADAPTER, rank=50,
                  module=__name__, explainer=explain, lesson=TALLY_LESSON, texts=TEXTS,
                  commands=COMMANDS)
