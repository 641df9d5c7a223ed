"""The result shows each rated seat's change ("Alice 1500 → 1523, +23") in both languages,
and embeds name members by display name, never a raw id."""

from __future__ import annotations

from play.rating_change import RatingChange, rating_changes
from present.rating_text import member_names, rating_lines, signed
from store import Store
from store.ratings import NEWCOMER, shown_rating
from tests.store.helpers import finish, start


async def test_a_finished_match_gives_each_seat_its_change(service) -> None:
    store: Store = service.store
    m = await start(store, (7, 8))
    await finish(store, m, (1, 2))
    changes = await rating_changes(store, m.id)
    base = shown_rating(NEWCOMER.rating)
    assert [(c.seat, c.user_id, c.before) for c in changes] == [(0, 7, base), (1, 8, base)]
    assert changes[0].delta > 0 > changes[1].delta
    again = await start(store, (7, 8), channel=501)
    await finish(store, again, (1, 2))
    second = await rating_changes(store, again.id)
    assert [c.before for c in second] == [c.after for c in changes]  # this match's own change
    void = await start(store, (7, 8), channel=502)
    await finish(store, void, (1, 2), rated=False)
    assert await rating_changes(store, void.id) == []


def test_the_change_is_said_with_its_sign_in_both_languages() -> None:
    changes = [RatingChange(0, 7, 1500, 1523), RatingChange(1, 8, 1500, 1493),
               RatingChange(2, 9, 1400, 1400)]
    names = ("Alice", "Βασιλική", "Bot 2")
    assert rating_lines(changes, names, "en") == [
        "Alice 1500 → 1523, +23", "Βασιλική 1500 → 1493, −7", "Bot 2 1400 → 1400, ±0"]
    assert rating_lines(changes, names, "el")[1] == "Βασιλική 1500 → 1493, −7"
    new = [RatingChange(0, 7, 1500, 1742, True, True), RatingChange(1, 8, 1610, 1590, True)]
    assert rating_lines(new, names, "en") == [  # lichess's "?" while provisional
        "Alice 1500? → 1742?, +242", "Βασιλική 1610? → 1590, −20"]
    assert signed(-7) == "\u22127"


def test_members_are_named_never_by_raw_id() -> None:
    names = member_names([1, 2, 3], loaded={1: "Alice"}, kept={1: "Old Alice", 2: "Bob"})
    assert names == ["Alice", "Bob", "a former member"]
    greek = member_names([3], {}, {}, "el")
    assert greek == ["πρώην μέλος"] and not any("<@" in n for n in names + greek)
