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


def measure(view: MandalaView, seat: int) -> dict[tuple[str, int], tuple[int, ...]]:
    """What the mover can know of where they stand (for `ai.explain.contrast`): their score
    (M-P1) and the opponent's as far as seen, their hand, the fields of each mandala (theirs,
    the opponent's: who would pick first, M-X2), the colours it lacks (M-X1) and the cards on
    its mountain, and while a completion is picked, what the opponent's best next pick is
    worth to them (value, colour index, cards; from their river and known cup, M-I1/M-I2)."""
    opp = 1 - seat
    me = view.seats[seat]
    out: dict[tuple[str, int], tuple[int, ...]] = {
        ("score", -1): (me.score,),
        ("hand", -1): (me.hand_size,),
        # the opponent's points as the cards anyone has seen score them (M-I2: a floor)
        ("rival_seen", -1): (view.seats[opp].score,),
    }
    if view.phase == "play":
        for m, fields in enumerate(view.fields):
            mine, theirs = sum(fields[seat].values()), sum(fields[opp].values())
            out[("lead", m)] = (mine, theirs)
            # how near completion it is, for whoever would pick first there (M-X1, M-X2)
            side = (mine > theirs) - (mine < theirs)
            out[("race", m)] = (len(_missing(view, m)), side, mine, theirs)
            # what its mountain holds for whoever would pick first there (M-X2, M-X3)
            out[("prize", m)] = (sum(view.mountains[m].values()), side, mine, theirs)
    if view.phase == "pick" and view.completion is not None:
        m, picker = view.completion
        worth = (0, -1, 0)
        if picker == opp and any(view.fields[m][opp].values()):
            worth = max((pick_worth(view, opp, c, n), i, n)
                        for i, (c, n) in enumerate(view.mountains[m].items()) if n)
        out[("next_pick", -1)] = worth
    return out


def pick_worth(view: MandalaView, seat: int, color: Color, n: int) -> int:
    """Points `n` cards of `color` picked by `seat` add at once, as anyone can count them: a
    colour in the river scores its place for each card; a new one takes the next place and
    the rest (and the known cup cards of it) score that place (M-X4, M-P1)."""
    s = view.seats[seat]
    if color in s.river:
        return n * (s.river.index(color) + 1)
    if len(s.river) >= RIVER_SPACES:
        return 0
    return (n - 1 + s.cup_known.get(color, 0)) * (len(s.river) + 1)


def favours(what: str, played: tuple[int, ...], better: tuple[int, ...]) -> bool:
    """Whether the better move's value of measure `what` is better for the mover."""
    if what == "lead":  # who would pick first (ahead, level or behind), then by how much
        def side(v: tuple[int, ...]) -> tuple[int, int]:
            return (v[0] > v[1]) - (v[0] < v[1]), v[0] - v[1]
        return side(better) > side(played)
    if what == "race":  # nearer completion where the mover leads, further where they trail
        lead = better[1]
        return lead == played[1] != 0 and lead * (played[0] - better[0]) > 0
    if what == "prize":  # more on the mountain where the mover leads, less where they trail
        lead = better[1]
        return lead == played[1] != 0 and lead * (better[0] - played[0]) > 0
    if what in ("next_pick", "rival_seen"):
        return better[0] < played[0]
    return better[0] > played[0]


ORDER = ("score", "next_pick", "rival_seen", "lead", "race", "prize", "hand")


def label(what: str, value: tuple[int, ...]) -> str:
    """The colour a "next_pick" value points at (its index in COLORS), for its words."""
    return COLORS[value[1]].value if what == "next_pick" and value[1] >= 0 else ""
