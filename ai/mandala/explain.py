"""Mandala's effect reader for the explainer (`ai.explain`): what one sampled move did, read
from the mover's views before and after it and from its events (see `engine.effects`)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.effects import (
    Completes,
    Draws,
    Effect,
    EndNearer,
    EndsGame,
    EntersRiver,
    LastRound,
    LeavesCompletion,
    ToCup,
)
from engine.mandala import COLORS, Action, Color, MandalaView
from engine.mandala.events import Completed, Drew, Event, GameEnded, Picked, Reshuffled
from engine.mandala.vocab import RIVER_SPACES


def read(before: MandalaView, action: Action, events: Sequence[Event], after: MandalaView,
         seat: int) -> list[Effect]:
    out: list[Effect] = []
    drawn = 0
    for e in events:
        if isinstance(e, Completed):
            out.append(Completes(e.mandala, e.first_picker))
        elif isinstance(e, Picked) and e.seat == seat:
            river = after.seats[seat].river
            if e.to_river:
                out.append(EntersRiver(seat, e.color.value, river.index(e.color) + 1))
            if e.to_cup:
                worth = river.index(e.color) + 1 if e.color in river else 0
                out.append(ToCup(seat, e.color.value, e.to_cup, worth))
        elif isinstance(e, Drew) and e.seat == seat:
            drawn += len(e.colors)
        elif isinstance(e, Reshuffled):
            out.append(LastRound())
    if drawn:
        out.append(Draws(drawn))
    have = len(after.seats[seat].river)
    if have > len(before.seats[seat].river) and have >= RIVER_SPACES - 1:
        out.append(EndNearer(seat, have, RIVER_SPACES))
    if any(isinstance(e, GameEnded) for e in events):
        out.append(EndsGame())
    out.extend(leaves(after, seat, before))
    return out


def leaves(view: MandalaView, seat: int, before: MandalaView) -> list[Effect]:
    """The completions the move leaves the opponent, to move next: a mandala lacking one colour
    only, which they may play there (M-R: a colour in no part of it is legal anywhere in it);
    one that lacked only that colour before the move is not the move's doing."""
    if view.phase != "play" or view.to_move is None or view.to_move == seat:
        return []
    opp = view.to_move
    out: list[Effect] = []
    for m in range(len(view.mountains)):
        missing = _missing(view, m)
        if len(missing) == 1 and _missing(before, m) != missing:
            fields = view.fields[m]
            mine, theirs = sum(fields[seat].values()), sum(fields[opp].values())
            # one card into their own field: more cards picks first, a tie the one who did
            # not complete, here the mover (M-X2)
            first = theirs + 1 > mine
            mountain = view.mountains[m]
            prize = max(COLORS, key=lambda c: mountain[c])  # the first of equals, in order
            out.append(LeavesCompletion(opp, m, missing[0].value, first,
                                        prize.value if first else None,
                                        mountain[prize] if first else 0))
    return out


def _missing(view: MandalaView, m: int) -> list[Color]:
    """The colours in no part of mandala `m` (M-X1)."""
    mountain, (f0, f1) = view.mountains[m], view.fields[m]
    return [c for c in COLORS if not (mountain[c] or f0[c] or f1[c])]
