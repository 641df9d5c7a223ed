"""What a publication of a finished match leaves behind (cogs.owed): the last version shown
stays known, so an older live step arriving late is not shown over the end; and the match's
lock is not dropped while a publication holds it, or a second would run beside it."""

from __future__ import annotations

from types import SimpleNamespace

from cogs.owed import Owed


class Marks:
    """The store's side of `paid`: what was counted shown."""

    def __init__(self) -> None:
        self.marked: list[tuple[int, int]] = []

    async def mark_published(self, match_id: int, version: int) -> None:
        self.marked.append((match_id, version))


def owed() -> Owed:
    async def settle(match_id: int) -> bool:
        return True

    return Owed(SimpleNamespace(store=Marks()), settle)  # type: ignore[arg-type]


async def test_a_finished_match_keeps_its_last_version_shown() -> None:
    debts = owed()
    await debts.paid(1, 7, live=True)
    await debts.paid(1, 8, live=False)  # the final table
    assert debts.shown(1) == 8  # a live step 7 published late is seen as already shown
    assert debts.bot.store.marked == [(1, 7), (1, 8)]


async def test_the_lock_of_a_match_ended_meanwhile_stays_while_held() -> None:
    debts = owed()
    async with debts.lock(1):  # a publication under way, when its channel goes
        await debts.paid(1, 8, live=False)
        assert debts.lock(1).locked(), "a second publication would not wait for the first"
    await debts.paid(1, 8, live=False)
    assert not debts.lock(1).locked()


async def test_a_lock_nobody_holds_is_dropped_once_the_match_is_over() -> None:
    debts = owed()
    held = debts.lock(1)
    await debts.paid(1, 8, live=False)
    assert debts.lock(1) is not held
