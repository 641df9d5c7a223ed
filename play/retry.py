"""How soon to try again after the database was out of reach: a short backoff shared by the
bot's moves (play.botplay) and the publication debts (cogs.owed)."""

from __future__ import annotations

FIRST_RETRY = 0.5  # seconds before the first retry after the database was out of reach
LAST_RETRY = 4.0  # the longest wait between two retries: an outage's end is noticed within it


def backoff() -> list[float]:
    """The waits between tries, doubling from FIRST_RETRY up to LAST_RETRY (then staying)."""
    waits = [FIRST_RETRY]
    while waits[-1] < LAST_RETRY:
        waits.append(min(waits[-1] * 2, LAST_RETRY))
    return waits


def wait_before(attempt: int) -> float:
    """How long to wait before retry number `attempt` (0 for the first)."""
    waits = backoff()
    return waits[min(attempt, len(waits) - 1)]
