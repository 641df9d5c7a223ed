"""Playground settings for tests: a database in tmp_path and a port the system picks."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import Settings
from playground import PlaygroundSettings


@pytest.fixture
def play_settings(tmp_path: Path) -> PlaygroundSettings:
    return PlaygroundSettings(
        bot=Settings(token="", database_path=tmp_path / "playground.db", sweep_s=600), port=0,
        tick_s=None)  # the tests move the clock themselves (tests/playground/test_world.py)
