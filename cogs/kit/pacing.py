"""The pace of table edits in one channel: Discord allows about five edits of a channel's
messages in five seconds, and bots that play at once (BOT_PAUSE_MS=0, or several bot seats in a
row) would go over it and have their edits queued behind a rate limit. So a bot's table edit
that would leave no room waits, and while it waits later steps of the same match replace it:
one edit then shows them all (the table lists every move since the turn of the seat to move).
A member's own move is shown at once; a bot leaves a slot free for it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Awaitable, Callable

from discord.ext import tasks

from play.step import Step
from present.step_plan import Plan

LIMIT = 5  # table edits in one channel per WINDOW seconds (Discord's pace for message edits)
WINDOW = 5.0
TICK = 0.5  # seconds between looks at the held steps
FOR_MEMBERS = 1  # slots a bot's edit leaves free, so a member's move need not wait


class Pacer:
    """`publish` shows a step's table (it never raises); `clock` is the wall clock in seconds.
    Held steps are looked at every TICK by a discord.py task loop, running only while some
    step is held (a client timer, which a simulated Discord's clock moves like the others)."""

    def __init__(self, publish: Callable[[Step], Awaitable[object]],
                 clock: Callable[[], float]) -> None:
        self.publish = publish
        self.clock = clock
        self._sent: dict[int, deque[float]] = {}  # place id -> when its recent edits were sent
        self._held: dict[int, Step] = {}  # match id -> its newest step not yet shown
        self._shown: dict[int, int] = {}  # match id -> the newest version shown (live matches)
        self.flusher = tasks.loop(seconds=TICK)(self._flush)

    def admit(self, plan: Plan) -> bool:
        """Whether the plan's table is shown now, by who the edit is for: a member's is, and
        takes a slot; a bot's takes one when there is room, else it is held (False) and shown
        later; a held one shown now took its slot when it was let go."""
        if plan.pacing == "bot":
            return not self.hold(plan.step)
        if plan.pacing == "member":
            self.note(plan.step)
        return True

    def note(self, step: Step) -> None:
        """A table of `step` is being shown now (by any caller): it takes a slot."""
        match = step.match
        self._sent.setdefault(match.place_id, deque()).append(self.clock())
        if match.is_live:
            self._shown[match.id] = max(self._shown.get(match.id, -1), match.version)
        else:  # its final table: a live step still held would show the match back in play
            self.forget(match.id)

    def forget(self, match_id: int) -> None:
        """The match is over: its held step, if any, is never to be shown."""
        self._held.pop(match_id, None)
        self._shown.pop(match_id, None)

    def room(self, place_id: int, free: int = 0) -> bool:
        """Whether one more edit in `place_id` now still leaves `free` slots of the window."""
        at = self.clock()
        sent = self._sent.get(place_id)
        while sent and sent[0] <= at - WINDOW:
            sent.popleft()
        if sent is not None and not sent:
            del self._sent[place_id]
        return len(sent or ()) < LIMIT - free

    def hold(self, step: Step) -> bool:
        """A bot's step: True when its table must wait (kept, and shown once there is room,
        unless a newer step of its match was shown meanwhile); False when it may be shown now,
        its slot taken."""
        match = step.match
        held = self._held.get(match.id)
        if held is None and self.room(match.place_id, FOR_MEMBERS):
            self.note(step)
            return False
        if held is None or held.match.version < match.version:
            self._held[match.id] = step
        if not self.flusher.is_running():
            self.flusher.start()
        return True

    async def _flush(self) -> None:
        """Show each held step whose channel has room; stop once none is held."""
        for match_id, step in list(self._held.items()):
            if not self.room(step.match.place_id, FOR_MEMBERS):
                continue
            del self._held[match_id]
            if self._shown.get(match_id, -1) >= step.match.version:
                continue  # a member's move showed a newer table meanwhile
            self.note(step)
            await self.publish(step)
        if not self._held:
            self.flusher.stop()

    def cancel(self) -> None:
        self.flusher.cancel()
