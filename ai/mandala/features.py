"""What a Mandala position holds for each seat, as numbers a learned evaluation weighs.

Each seat gets the same list (`NAMES`); the evaluation weighs the difference between the two
seats' lists, so it is symmetric by construction. The numbers are the scoring rule's own
(cup cards times river spaces, M-P1) and the picks each mandala would give if it completed now:
the two seats pick in turn, each the colour worth most to it (M-X2..M-X5), first the one with
more field cards. How much a mandala's picks count, given how many colours it still misses and
whether the game is ending, is what training learns (`ai/mandala/train.py`).
"""

from __future__ import annotations

from engine.mandala.fast import Raw

_POP = [bin(x).count("1") for x in range(64)]
_BITS = [tuple(c for c in range(6) if mask >> c & 1) for mask in range(64)]

NAMES = (
    "score",  # points in the cup now (M-P1)
    "score_late",  # the same, when the end is triggered or a river holds five colours
    "loose",  # cup cards of colours not in the river: they score the next free space
    "loose_next",  # the same, times that space's number
    "river",  # colours in the river: spaces used
    "hand",  # cards in hand
    "field",  # cards in the seat's fields
    "picks_now",  # points the completion being resolved brings (pick phase)
    "picks_1",  # points the picks bring, as fields stand, of a mandala missing 1 colour
    "picks_2",  # ... missing 2 colours
    "picks_3",  # ... missing 3 or more
    "picks_late",  # every mandala's picks, when the next completion is the last
    "first_1",  # points the picks bring if this seat picks first, missing 1 colour
    "first_2",  # ... missing 2 or more
    "lead",  # mandalas where this seat has more field cards
    "score_progress",  # points, times the share of both rivers filled (the game's clock)
    "loose_progress",  # loose cup points, the same way
)
SIZE = len(NAMES)
LATE = 5  # river colours at which the next new colour ends the game (M-E2)


def _value(river: list[int], cup: list[int], c: int, n: int) -> int:
    """Points `n` cards of colour c picked by a seat add at once (M-X4, M-P1)."""
    if c in river:
        return n * (river.index(c) + 1)
    return (n - 1 + cup[c]) * (len(river) + 1) if len(river) < 6 else 0


def picks(r: Raw, m: int, first: int) -> tuple[float, float]:
    """Points each seat gains from the picks of mandala m's mountain, `first` picking first,
    each pick the colour worth most to the picker (a seat without field cards there keeps
    nothing, M-X5, and takes the colour worth most to the other)."""
    mt = r.mountains[m]
    left = [c for c in range(6) if mt[c]]
    if not left:
        return 0.0, 0.0
    keeps = (any(r.fields[m][0]), any(r.fields[m][1]))
    rivers = [r.rivers[0][:], r.rivers[1][:]]
    cups = r.cups
    gain = [0.0, 0.0]
    seat = first
    while left:
        judge = seat if keeps[seat] else 1 - seat
        best, bv = left[0], -1
        for c in left:
            v = _value(rivers[judge], cups[judge], c, mt[c])
            if v > bv:
                best, bv = c, v
        left.remove(best)
        if keeps[seat]:
            gain[seat] += bv if judge == seat else _value(rivers[seat], cups[seat], best, mt[best])
            if best not in rivers[seat] and len(rivers[seat]) < 6:
                rivers[seat].append(best)
        seat = 1 - seat
    return gain[0], gain[1]


def features(r: Raw, picker: int) -> tuple[list[float], list[float]]:
    """Both seats' numbers (`NAMES`); `picker`: who picks next while a completion is being
    resolved."""
    # the next completion is the last one: a reshuffle happened, or a river holds five colours
    late = r.end_triggered or len(r.rivers[0]) >= LATE or len(r.rivers[1]) >= LATE
    out = ([0.0] * SIZE, [0.0] * SIZE)
    progress = (len(r.rivers[0]) + len(r.rivers[1])) / 12
    for s in (0, 1):
        f = out[s]
        river, cup = r.rivers[s], r.cups[s]
        score = 0
        loose = sum(cup)
        for i, c in enumerate(river):
            score += cup[c] * (i + 1)
            loose -= cup[c]
        f[0] = score
        f[1] = score if late else 0.0
        f[2] = loose
        f[3] = loose * (len(river) + 1) if len(river) < 6 else 0.0
        f[4] = len(river)
        f[5] = sum(r.hands[s])
        f[6] = sum(sum(r.fields[m][s]) for m in (0, 1))
        f[15] = score * progress
        f[16] = f[3] * progress
    for m in (0, 1):
        fm = r.fields[m]
        n0, n1 = sum(fm[0]), sum(fm[1])
        if r.completion is not None and r.completion[0] == m:
            continue  # counted below, with the real picker
        missing = 6 - _POP[_mask(r, m)]
        g0 = picks(r, m, 0)
        g1 = picks(r, m, 1)
        if n0 > n1:
            now = g0
        elif n1 > n0:
            now = g1
        else:
            now = (0.5 * (g0[0] + g1[0]), 0.5 * (g0[1] + g1[1]))
        slot = 8 if missing <= 1 else 9 if missing == 2 else 10
        for s, firsts in ((0, g0), (1, g1)):
            out[s][slot] += now[s]
            if late:
                out[s][11] += now[s]
            out[s][12 if missing <= 1 else 13] += firsts[s]
        if n0 != n1:
            out[0 if n0 > n1 else 1][14] += 1
    if r.completion is not None:
        now = picks(r, r.completion[0], picker)
        out[0][7], out[1][7] = now
    return out


def _mask(r: Raw, m: int) -> int:
    mask = 0
    for part in (r.mountains[m], r.fields[m][0], r.fields[m][1]):
        for c in range(6):
            if part[c]:
                mask |= 1 << c
    return mask
