"""The pacing of table edits on its own clock: a slot kept for members, a held bot step replaced
by its match's newer one, dropped when a member's move showed a newer table, one channel's
pace not holding another's. The loop's ticks are run by hand (no waiting)."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

from cogs.kit.pacing import FOR_MEMBERS, LIMIT, WINDOW, Pacer


@dataclass
class Seen:
    id: int
    version: int
    place_id: int = 10
    is_live: bool = True


@dataclass
class Said:
    match: Seen


def step(version: int, match: int = 1, place: int = 10) -> Said:
    return Said(Seen(match, version, place))


class Clock:
    def __init__(self) -> None:
        self.at = 1000.0

    def __call__(self) -> float:
        return self.at


async def made() -> tuple[Pacer, Clock, list[tuple[int, int]]]:
    shown: list[tuple[int, int]] = []
    clock = Clock()

    async def publish(s) -> None:
        shown.append((s.match.id, s.match.version))

    return Pacer(publish, clock), clock, shown


async def test_bots_leave_a_slot_and_the_newest_held_step_is_shown_once_there_is_room():
    pacer, clock, shown = await made()
    pacer.note(step(0))  # a member's move
    for v in range(1, LIMIT - FOR_MEMBERS):
        assert not pacer.hold(step(v))  # shown at once
    assert pacer.hold(step(10)) and pacer.hold(step(11))  # held, the newer replacing it
    assert pacer.room(10) and not pacer.room(10, FOR_MEMBERS)  # a member may still edit now
    assert not pacer.hold(step(1, match=2, place=20))  # another channel has its own pace
    await pacer._flush()
    assert shown == []  # no room yet
    clock.at += WINDOW
    await pacer._flush()
    assert shown == [(1, 11)]
    pacer.cancel()


async def test_a_held_step_older_than_a_members_table_is_dropped():
    pacer, clock, shown = await made()
    for v in range(LIMIT - FOR_MEMBERS):
        pacer.note(step(v))
    assert pacer.hold(step(7))
    pacer.note(step(8))  # the member moved after the bots: their table is newer
    clock.at += WINDOW
    await pacer._flush()
    assert shown == []
    pacer.cancel()


async def test_a_held_step_older_than_the_final_table_is_dropped():
    """The match ended (a member's winning move, a forfeit) while a bots' step was held: the
    held live table must not be shown over the finished one."""
    pacer, clock, shown = await made()
    for v in range(LIMIT - FOR_MEMBERS):
        pacer.note(step(v))
    assert pacer.hold(step(7))  # the bots' step, held: the member is to move
    pacer.note(Said(Seen(1, 8, is_live=False)))  # the member's winning move (or a forfeit)
    clock.at += WINDOW
    await pacer._flush()
    assert shown == []
    pacer.cancel()


async def test_a_match_forgotten_drops_its_held_step():
    """A match ended without a table shown (its channel deleted or archived): `forget` drops
    its held step, which has nowhere to go; another match's stays held."""
    pacer, clock, shown = await made()
    for v in range(LIMIT - FOR_MEMBERS):
        pacer.note(step(v))
    assert pacer.hold(step(7)) and pacer.hold(step(3, match=2))
    pacer.forget(1)
    clock.at += WINDOW
    await pacer._flush()
    assert shown == [(2, 3)]
    pacer.cancel()


async def test_a_plan_is_admitted_by_who_its_table_edit_is_for():
    """A member's table is shown at once even with no room left (the slot kept for them), and
    counts; a bot's waits once only the members' slot is left; a held one shown now took its
    slot when it was let go, so it is shown and counts nothing more."""
    pacer, clock, shown = await made()

    def plan(pacing: str, version: int) -> SimpleNamespace:
        return SimpleNamespace(pacing=pacing, step=step(version))

    for v in range(LIMIT - FOR_MEMBERS):
        assert pacer.admit(plan("bot", v))  # room: shown now, each taking a slot
    assert not pacer.admit(plan("bot", 9))  # held: only the members' slot is left
    assert pacer.admit(plan("member", 10))  # the member's move takes it
    assert not pacer.room(10)
    assert pacer.admit(plan("held", 11)) and pacer.admit(plan("held", 12))
    assert not pacer.room(10) and len(pacer._sent[10]) == LIMIT  # the held took no slot
    clock.at += WINDOW
    await pacer._flush()
    assert shown == []  # the bots' held step 9 is older than the member's table 10
    pacer.cancel()
