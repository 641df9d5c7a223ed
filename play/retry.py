"""How soon to try again after the database was out of reach, and how many times: a short
backoff shared by the bot's moves (play.botplay) and the publication debts (cogs.output.owed)."""

from __future__ import annotations

FIRST_RETRY = 0.5  # seconds before the first retry after the database was out of reach
LAST_RETRY = 4.0  # the longest wait between two retries: an outage's end is noticed within it
# tries before giving up: about 70 s of backoff (more with each try's own wait), past the
# deadline sweep's longest sleep (60 s by default), which gives a bot's move another go, and
# past the outages measured (20 s); a bug taken for an outage then costs a bounded number of
# tries, not a loop for the life of the process
TRIES = 20


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


def again(tries: int) -> bool:
    """Whether to try once more after `tries` tries found the database out of reach."""
    return tries < TRIES
