"""The last move in words, and which part of the table each move touched (for the marks).

Only `view.last_action` is told. The view does not say who made that move, so the caller passes
`seat` (the bot has it from the action log); without it the caption names no one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine import narration
from engine.api import Action
from engine.mandala.view import MandalaView
from engine.mandala.vocab import Discard, Pick, PlayField, PlayMountain
from engine.narration import cards as _cards

# Targets: ("mountain", m), ("field", m, seat), ("fields", m), ("discard",), ("river", seat)
Target = tuple[str, *tuple[int, ...]]  # a kind, then its numbers


@dataclass(frozen=True)
class LastMove:
    text: str
    target: Target | None


def last_move(view: MandalaView, names: Sequence[str], seat: int | None) -> LastMove | None:
    """The caption and highlight of `view.last_action`, or None before the first move."""
    if view.last_action is None:
        return None
    action = view.last_action
    who = narration.who(seat, names, view.viewer) if seat is not None else None
    target = target_of(action, seat, view.completion[0] if view.completion else None)
    if isinstance(action, PlayMountain):
        where = f"the mountain of mandala {action.mandala + 1}"
        text = (f"{who} played {action.color.value} to {where}" if who
                else f"{action.color.value} played to {where}")
        return LastMove(text, target)
    if isinstance(action, PlayField):
        cards = _cards(action.count, action.color.value)
        m = action.mandala
        if who and seat is not None:
            whose = narration.whose(seat, view.viewer)
            return LastMove(f"{who} played {cards} to {whose} field of mandala {m + 1}", target)
        return LastMove(f"{cards} played to a field of mandala {m + 1}", target)
    if isinstance(action, Discard):
        cards = _cards(action.count, action.color.value)
        text = f"{who} discarded {cards}" if who else f"{cards} discarded"
        return LastMove(text, target)
    assert isinstance(action, Pick)
    at = f" at mandala {view.completion[0] + 1}" if view.completion else ""
    text = (f"{who} picked {action.color.value}{at}" if who
            else f"{action.color.value} was picked{at}")
    return LastMove(text, target)


def target_of(action: Action, seat: int | None, completing: int | None = None) -> Target | None:
    """Where a move landed (all of a Mandala move is public), for the marks: a field or a pick
    of an unknown seat is marked as nearly as known (`completing`: the mandala being picked)."""
    if isinstance(action, PlayMountain):
        return ("mountain", action.mandala)
    if isinstance(action, PlayField):
        return ("field", action.mandala, seat) if seat is not None else ("fields", action.mandala)
    if isinstance(action, Discard):
        return ("discard",)
    if isinstance(action, Pick):
        if seat is not None:
            return ("river", seat)
        return ("mountain", completing) if completing is not None else None
    raise AssertionError(action)  # a Mandala action is one of the four kinds
