"""What a publication of a finished match leaves behind (cogs.output.owed): the last version shown
stays known, so an older live step arriving late is not shown over the end; and a match's lock
lasts while a publication holds it (a second waits) and goes once nobody does."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from cogs.output.owed import Owed
from engine.mandala import new_game
from store import Match, MatchStatus


class Marks:
    """The matches table's side of `paid`: what was counted shown."""

    def __init__(self) -> None:
        self.marked: list[tuple[int, int]] = []

    async def mark_published(self, match_id: int, version: int) -> None:
        self.marked.append((match_id, version))


def owed() -> Owed:
    async def settle(match_id: int) -> bool:
        return True

    return Owed(SimpleNamespace(store=SimpleNamespace(matches=Marks())), settle)  # type: ignore[arg-type]


async def test_a_finished_match_keeps_its_last_version_shown() -> None:
    debts = owed()
    await debts.paid(1, 7)
    await debts.paid(1, 8)  # the final table
    assert debts.shown(1) == 8  # a live step 7 published late is seen as already shown
    assert debts.bot.store.matches.marked == [(1, 7), (1, 8)]


async def test_the_lock_of_a_match_ended_meanwhile_stays_while_held() -> None:
    debts = owed()
    order: list[str] = []

    async def second() -> None:
        async with debts.lock(1):
            order.append("second")

    async with debts.lock(1):  # a publication under way, when its channel goes
        await debts.paid(1, 8)
        waiting = asyncio.ensure_future(second())
        await asyncio.sleep(0)
        assert order == [], "a second publication would not wait for the first"
        order.append("first")
    await waiting
    assert order == ["first", "second"]


async def test_a_lock_nobody_holds_is_dropped_once_the_match_is_over() -> None:
    debts = owed()
    async with debts.lock(1):
        await debts.paid(1, 8)
    assert len(debts._locks) == 0  # no lock kept per match it ever showed


class Away(Exception):
    """The database out of reach."""


class Counting(Marks):
    """Marks that fail as told: the database out of reach, or a bug."""

    def __init__(self, fails: Exception | None = None) -> None:
        super().__init__()
        self.fails = fails

    async def mark_published(self, match_id: int, version: int) -> None:
        if self.fails is not None:
            raise self.fails
        await super().mark_published(match_id, version)

    @staticmethod
    def unreachable(error: BaseException) -> bool:
        return isinstance(error, Away)


def counting(fails: Exception | None = None) -> Owed:
    async def settle(match_id: int) -> bool:
        return True

    counted = Counting(fails)  # the matches table, and the store's reading of an error
    store = SimpleNamespace(matches=counted, unreachable=counted.unreachable)
    return Owed(SimpleNamespace(store=store), settle)  # type: ignore[arg-type]


def a_match(version: int, published: int) -> Match:
    game = new_game(1)
    return Match(id=1, kind="mandala", guild_id=1, channel_id=2, status=MatchStatus.ACTIVE,
                 players=(11, 22), state=game.to_json(), version=version, created_at=0.0,
                 updated_at=0.0, turn_started_at=0.0, remind_at=None, forfeit_at=None,
                 reminded=False, table_message_id=None, table_posted_at=None, outcome=None,
                 rematch_of=None, published_version=published)


async def test_what_a_match_read_afresh_owes() -> None:
    debts = counting()
    assert debts.debt(None) == "nothing"  # gone
    assert debts.debt(a_match(4, 4)) == "nothing"
    assert debts.debt(a_match(4, 3)) == "its showing"
    debts._shown[1] = 4  # this process showed it; the count was not stored (a crash, away)
    assert debts.debt(a_match(4, 3)) == "the count"
    assert debts.debt(a_match(5, 3)) == "its showing"


async def test_a_showing_is_counted_paid_when_the_database_answers() -> None:
    debts = counting()
    assert await debts.count(1, 4, reached=True)
    assert debts.bot.store.matches.marked == [(1, 4)] and debts.shown(1) == 4
    assert not debts._retrying


async def test_a_showing_that_found_the_database_away_stays_owed_and_is_retried() -> None:
    for debts, reached in ((counting(), False), (counting(Away()), True)):
        assert not await debts.count(1, 4, reached=reached)
        assert debts.bot.store.matches.marked == [] and debts._retrying == {1}
        debts.cancel()


async def test_a_count_failing_for_another_reason_is_reported_and_not_retried(caplog) -> None:
    debts = counting(ValueError("a bug"))
    assert await debts.count(1, 4, reached=True)  # retrying would fail again: the start pays
    assert not debts._retrying
    assert "counting it shown" in caplog.text
