"""What a publication of a finished match leaves behind (cogs.output.owed): the last version shown
stays known, so an older live step arriving late is not shown over the end; and a match's lock
lasts while a publication holds it (a second waits) and goes once nobody does."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from cogs.output.owed import Owed


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
