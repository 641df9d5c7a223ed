"""Each control type has exactly one handler, registered by the handler class that answers it
(cogs.kit.hub), and every control the package defines is one the bot listens for: a new button
is its control and its handler, and one without a handler fails here, not on a member's click."""

from __future__ import annotations

import importlib
import pkgutil

import pytest
import simcord

import cogs.controls
from bot import create_bot
from cogs.commands.games import GamesCog
from cogs.controls.components import DYNAMIC_ITEMS
from cogs.controls.control import NOTHING, Control
from cogs.controls.match import HandButton, KeepPlayingButton
from cogs.kit.hub import Hub, hub_of
from tests.cogs.helpers import cog


def defined_controls() -> set[type[Control]]:
    """Every control class some module of cogs.controls defines (bases left out)."""
    found: set[type[Control]] = set()
    for info in pkgutil.iter_modules(cogs.controls.__path__, "cogs.controls."):
        module = importlib.import_module(info.name)
        found |= {value for value in vars(module).values()
                  if isinstance(value, type) and issubclass(value, Control)
                  and value.__module__ == module.__name__
                  and value.__discord_ui_compiled_template__.pattern != NOTHING}
    return found


def test_the_bot_listens_for_every_control_the_package_defines():
    assert len(DYNAMIC_ITEMS) == len(set(DYNAMIC_ITEMS))
    assert set(DYNAMIC_ITEMS) == defined_controls()


async def test_each_control_type_has_exactly_one_handler(settings):
    """The handlers' registrations, on the running bot's hub, cover every control (a second
    one for a type is refused by Hub.on, below), and nothing that is no control."""
    bot = create_bot(settings)
    async with simcord.run(bot):
        hub = hub_of(bot)
        assert hub is not None and hub is cog(bot, GamesCog).flow.hub
        missing = {c.__name__ for c in set(DYNAMIC_ITEMS) - hub.controls()}
        extra = {c.__name__ for c in hub.controls() - set(DYNAMIC_ITEMS)}
        assert (missing, extra) == (set(), set())
    if bot.db is not None:
        await bot.db.close()


async def test_a_press_runs_its_types_handler_and_a_second_handler_is_refused():
    ran: list[tuple[str, int]] = []

    async def show(interaction: object, button: HandButton) -> None:
        ran.append((type(button).__name__, button.mid))

    hub = Hub(outage=lambda: None)
    hub.on(HandButton, show)
    with pytest.raises(ValueError, match="HandButton"):
        hub.on(HandButton, show)
    await hub.run(None, HandButton(7))  # the handler reads no interaction
    assert ran == [("HandButton", 7)]
    with pytest.raises(LookupError, match="KeepPlayingButton"):
        await hub.run(None, KeepPlayingButton(7))
