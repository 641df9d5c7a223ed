"""Fixtures for every test directory."""

from __future__ import annotations

import logging

import pytest

import bot as botmod
import games

games.install_all()  # every layer's registry holds the games, as `create_bot` leaves them


@pytest.fixture
def debug_logging(caplog):
    """LOG_LEVEL=DEBUG as `run` sets it up, captured by caplog, and undone afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    quiet = {n: logging.getLogger(n).level for n in botmod.QUIET_LOGGERS}
    caplog.set_level(logging.DEBUG)
    botmod.setup_logging("DEBUG")
    yield caplog
    root.handlers[:] = handlers
    root.setLevel(level)
    for name, lvl in quiet.items():
        logging.getLogger(name).setLevel(lvl)
