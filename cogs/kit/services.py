"""What a handler uses of the bot, by name: a small typed value in place of the whole bot (which
would let a handler reach anything). Built once the bot's database is open (the cogs load in
its setup_hook); a handler that also talks to Discord is given the client for that alone."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ai.worker import Chooser
from cogs.kit.names import names_for
from play.analysis import Rater
from play.service import MatchService
from store import Database, Match, Store

if TYPE_CHECKING:
    from bot import MandalaBot, Settings


@dataclass(frozen=True)
class Services:
    settings: Settings
    store: Store
    db: Database
    service: MatchService
    choose_move: Chooser  # a bot seat's move, thought out off the loop
    rate_move: Rater  # a played move rated, for the analysis
    names: Callable[[Match, str], Awaitable[list[str]]]  # display names by seat, in a language

    @classmethod
    def of(cls, bot: MandalaBot) -> Services:
        assert bot.db is not None, "the bot's database opens in setup_hook, before the cogs load"

        async def names(match: Match, lang: str) -> list[str]:
            return await names_for(bot, match, lang)

        return cls(settings=bot.settings, store=bot.store, db=bot.db, service=bot.service,
                   choose_move=bot.choose_move, rate_move=bot.rate_move, names=names)
