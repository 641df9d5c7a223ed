"""Each seat's rating before and after a finished match, as the result shows it ("Alice 1500 →
1523, +23"): read from the match's results rows, which the end of the match wrote in the same
transaction as the new ratings (so it is the change this match made, not a later one)."""

from __future__ import annotations

from dataclasses import dataclass

from store import Store


@dataclass(frozen=True)
class RatingChange:
    seat: int
    user_id: int  # a bot seat's stand-in id
    before: int  # the shown ratings (store.ratings.shown_rating)
    after: int
    provisional_before: bool = False  # shown with a "?" (store.ratings.provisional)
    provisional_after: bool = False

    @property
    def delta(self) -> int:
        return self.after - self.before


async def rating_changes(store: Store, match_id: int) -> list[RatingChange]:
    """The rated seats' changes in seat order; empty for an unrated or cancelled match (or a
    level seated twice, rated once: its other seat is left out)."""
    return [RatingChange(r.seat, r.user_id, r.rating_before, r.rating_after,
                         r.provisional_before, r.provisional_after)
            for r in await store.results.of_match(match_id)
            if r.rating_before is not None and r.rating_after is not None]
