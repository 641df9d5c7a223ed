"""What every control does, for every game, by concern: the after-move pipeline (which owns
the live state), challenges and lobbies, playing, replays, lessons, "My matches". Each
registers the controls it answers on the bot's hub (cogs.kit.hub), which the controls call, so
they import no handler."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.handlers.lessons import Lessons
from cogs.handlers.lobbies import Lobbies
from cogs.handlers.mine import Mine
from cogs.handlers.pipeline import Pipeline
from cogs.handlers.playing import Playing
from cogs.handlers.replay import Replays
from cogs.kit.hub import Hub
from cogs.kit.services import Services
from cogs.output.owed import Owed

if TYPE_CHECKING:
    from bot import MandalaBot


class Flow:
    """The handlers of one bot, built together: the lobbies and play show their steps through
    the one pipeline; `hub` holds each control's handler."""

    def __init__(self, bot: MandalaBot) -> None:
        services = Services.of(bot)  # what the handlers use of the bot, named
        self.pipeline = Pipeline(bot)
        self.lobbies = Lobbies(services, self.pipeline)
        self.playing = Playing(services, self.pipeline, self.lobbies.opening)
        self.replays = Replays(services)
        self.lessons = Lessons(services, self.lobbies.opening)
        self.mine = Mine(services)
        self.hub = Hub(outage=self.pipeline.owed.outage)
        for handlers in (self.lobbies, self.playing, self.replays, self.lessons, self.mine):
            handlers.register(self.hub)

    @property
    def owed(self) -> Owed:
        """The publication debts (the pipeline's), which an error's answer may set retrying."""
        return self.pipeline.owed
