"""What every control does, for every game, by concern: the after-move pipeline (which owns
the live state), challenges and lobbies, playing, replays. The controls (cogs.controls) reach
these through the bot's hub, a Protocol this class satisfies, so they import no handler."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.handlers.lessons import Lessons
from cogs.handlers.lobbies import Lobbies
from cogs.handlers.mine import Mine
from cogs.handlers.pipeline import Pipeline
from cogs.handlers.playing import Playing
from cogs.handlers.replay import Replays
from cogs.output.owed import Owed

if TYPE_CHECKING:
    from bot import MandalaBot


class Flow:
    """The handlers of one bot, built together: the lobbies and play show their steps through
    the one pipeline."""

    def __init__(self, bot: MandalaBot) -> None:
        self.pipeline = Pipeline(bot)
        self.lobbies = Lobbies(bot, self.pipeline)
        self.playing = Playing(bot, self.pipeline)
        self.replays = Replays(bot)
        self.lessons = Lessons(bot)
        self.mine = Mine(bot)

    @property
    def owed(self) -> Owed:
        """The publication debts (the pipeline's), which an error's answer may set retrying."""
        return self.pipeline.owed
