"""The last move in words, and which part of the table each move touched (for the marks).

Only `view.last_action` is told. The view does not say who made that move, so the caller passes
`seat` (the bot has it from the action log); without it the caption names no one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.api import Action
from engine.mandala.view import MandalaView
from engine.mandala.vocab import Discard, Pick, PlayField, PlayMountain
from engine.narration import cards as _cards
from i18n import DEFAULT, t, tn
from render.heading import said

# Targets: ("mountain", m), ("field", m, seat), ("fields", m), ("discard",), ("river", seat)
Target = tuple[str, *tuple[int, ...]]  # a kind, then its numbers


@dataclass(frozen=True)
class LastMove:
    text: str
    target: Target | None


def last_move(view: MandalaView, names: Sequence[str], seat: int | None,
              lang: str = DEFAULT) -> LastMove | None:
    """The caption and highlight of `view.last_action`, or None before the first move."""
    if view.last_action is None:
        return None
    action = view.last_action
    target = target_of(action, seat, view.completion[0] if view.completion else None)
    viewer = view.viewer
    if isinstance(action, PlayMountain):
        text = said(lang, "pic.m.lm.mountain", seat, names, viewer,
                    color=t(lang, f"color.{action.color.value}"), m=action.mandala + 1)
        return LastMove(text, target)
    if isinstance(action, PlayField):  # the longest caption: its words in short
        cards = tn(lang, "pic.m.lm.colored", action.count,
                   color=tn(lang, f"color.{action.color.value}.card", action.count))
        return LastMove(said(lang, "pic.m.lm.field", seat, names, viewer, action.count,
                             cards=cards, m=action.mandala + 1), target)
    if isinstance(action, Discard):
        cards = _cards(action.count, action.color.value, lang)
        return LastMove(said(lang, "pic.m.lm.discard", seat, names, viewer, action.count,
                             cards=cards), target)
    assert isinstance(action, Pick)
    at = t(lang, "pic.m.at", m=view.completion[0] + 1) if view.completion else ""
    text = said(lang, "pic.m.lm.pick", seat, names, viewer,
                color=t(lang, f"color.{action.color.value}"), at=at)
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
