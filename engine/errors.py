"""Errors the engine raises. Every message is fit to show a player."""

import re

RULE_ID = re.compile(r"^([A-Z]-[A-Z]+\d*):")


class InvalidAction(ValueError):
    """An action code that can't be read at all (a forged or garbled custom_id, a corrupt log
    entry): no game has such an action. Beside `IllegalAction`, a readable action the rules
    forbid now. Both are ValueErrors, so a caller catching ValueError still sees either."""


class IllegalAction(ValueError):
    """An action that the rules forbid now; the message names the rule id."""

    @property
    def rule(self) -> str | None:
        """The rule id the message starts with ("M-T2"), alone: the message itself may quote
        the mover's hand ("you hold only 2 red"), fit for them but not for a log."""
        found = RULE_ID.match(str(self))
        return found.group(1) if found else None
