"""What showing a stored step does, decided before any of it is done: the table (what its line
says, edited in place or posted anew, whether its mentions notify), the turn notice, which live
panel is already up to date, the thread's result line, whether showing it pays the step's debt
(cogs.output.owed), and who the table edit is for (cogs.kit.pacing). Each caller names what
happened with one constructor below; cogs.handlers.pipeline carries the plan out."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from i18n import DEFAULT
from play.step import Step
from present.table_text import Said

# Who a table edit is for: a member's change (shown at once, taking a slot of the channel's
# pace), a bot's (held back while the channel has no room), or a bot's held one shown now
# (its slot already taken; shown only while it is still its match's state).
Pacing = Literal["member", "bot", "held"]


@dataclass(frozen=True)
class Table:
    """The public table message of the step."""

    said: Said | None  # its line of what happened; None: every move since the turn began
    new: bool  # posted anew; else edited while it is still the channel's latest and recent
    ping: bool  # posted anew, its mentions notify the players (a repost notifies nobody)


@dataclass(frozen=True)
class Plan:
    step: Step
    table: Table
    notice: bool  # the seat to move gets a turn notice (the previous one replaced)
    pays: bool  # once shown, the step is no longer owed (a repost owes nothing: shown anyway)
    panel_done: int | None  # the seat whose panel its own click already turned (not edited)
    pacing: Pacing
    reader: str  # the language of why the table could not be shown: the actor's

    @property
    def result_line(self) -> bool:
        """The step ended a match played in a thread: the thread gets its result line."""
        return self.step.over and self.step.match.thread_id is not None

    @classmethod
    def told(cls, step: Step, said: Said | None = None, reader: str = DEFAULT) -> Plan:
        """A member's change (a move, a forfeit, a cancel): the table edited where it stands,
        its line `said` (None: the moves since the turn began), the next player notified."""
        return cls(step, Table(said, new=False, ping=True), notice=True, pays=True,
                   panel_done=None, pacing="member", reader=reader)

    @classmethod
    def move(cls, step: Step, reader: str, panel_done: int | None) -> Plan:
        """A member's move from their panel, which their own click already turned (or None)."""
        return replace(cls.told(step, None, reader), panel_done=panel_done)

    @classmethod
    def anew(cls, step: Step, said: Said, reader: str = DEFAULT) -> Plan:
        """A table posted as a new message, notifying: a match's first table, or an end the
        deadline sweep found (the channel has moved on since the last table)."""
        return replace(cls.told(step, said, reader), table=Table(said, new=True, ping=True))

    @classmethod
    def repost(cls, step: Step, reader: str = DEFAULT) -> Plan:
        """The table posted again (/table, the playground's results after a restart): it
        notifies nobody (the turn notice already did, and anyone may repost) and pays nothing."""
        return cls(step, Table(None, new=True, ping=False), notice=False, pays=False,
                   panel_done=None, pacing="member", reader=reader)

    @classmethod
    def bot(cls, step: Step) -> Plan:
        """A bot's move: its table may wait for room in the channel's pace."""
        return replace(cls.told(step), pacing="bot")

    @classmethod
    def held(cls, step: Step) -> Plan:
        """A bot's move the pacing held back, shown now that the channel has room."""
        return replace(cls.told(step), pacing="held")

    @classmethod
    def owed(cls, step: Step, opening: Said | None) -> Plan:
        """A step stored and not shown (a crash, an outage), read afresh: its table posted anew
        when it never had one, with the first table's `opening` line for a match's start."""
        plan = cls.told(step, opening)
        if step.match.table_message_id is None:
            plan = replace(plan, table=Table(opening, new=True, ping=True))
        return plan
