"""The words a finished match's table adds to its result: each seat's rating change and the
hints taken, read from the store (the results rows the end wrote, the hints counted)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from play.rating_change import rating_changes
from present.rating_text import result_lines
from store import Match, MatchOutcome

if TYPE_CHECKING:
    from bot import MandalaBot


async def result_words(bot: MandalaBot, match: Match, names: Sequence[str],
                       lang: str) -> list[str]:
    """Empty while the match is live or when it was cancelled (nothing was rated); a practice
    game (a bot seat) says it was not rated."""
    if match.is_live or bot.db is None:
        return []
    changes = await rating_changes(bot.store, match.id)
    practice = match.has_bot and match.outcome != MatchOutcome.CANCELLED
    return result_lines(changes, await bot.store.hints.used(match.id), names, lang,
                        practice=practice)
