"""Determinization: a full Mandala game consistent with what one seat's view shows.

The unseen cards are the 108-card multiset minus everything the view shows (own hand, every
known cup card, mountains, fields, rivers, discard pile). They are shuffled and dealt into the
opponent's hand (its public size), the opponent's secret cup cards (their public count) and the
deck (its public size). Nothing here reads a real game: the view is the only input, so a move
cannot depend on hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from engine.mandala import CARDS_PER_COLOR, COLORS, Color, Game, MandalaView, PlayField
from engine.mandala.fast import assemble
from engine.mandala.view import SeatView

_IDX = {c: i for i, c in enumerate(COLORS)}


def _six(mapping: Mapping[Color, int] | None) -> list[int]:
    if mapping is None:
        raise ValueError("a part the view hides")
    return [mapping[c] for c in COLORS]


def unseen(view: MandalaView) -> list[int]:
    """Counts per colour of the cards `view.viewer` cannot see (opponent hand, cup, deck)."""
    left = [CARDS_PER_COLOR] * 6
    parts = [view.discard, *view.mountains, *(f for fm in view.fields for f in fm)]
    parts += [s.cup_known for s in view.seats]
    if view.viewer is None:
        raise ValueError("unseen needs a seat's view")
    me = view.seats[view.viewer]
    if me.hand is None:
        raise ValueError("unseen needs a seat's view")
    parts.append(me.hand)
    for part in parts:
        for c, n in part.items():
            left[_IDX[c]] -= n
    for s in view.seats:
        for c in s.river:
            left[_IDX[c]] -= 1
    return left


def completer(view: MandalaView) -> int:
    """Who completed the mandala being resolved: the view does not say, so infer it.

    Exact when the completing card was a field play (only its player has that colour in a field
    of that mandala, M-R1); otherwise the best guess from M-X2 (a tie gives the first pick to the
    one who did not complete), which only decides who plays first after the picks.
    """
    # callers are in phase 'pick', so a completion is pending; the types don't tie the two
    m, picker = view.completion  # type: ignore[misc]
    last = view.last_action
    if type(last) is PlayField and last.mandala == m:
        for s in (0, 1):
            if view.fields[m][s][last.color]:
                return s
    n0, n1 = (sum(f.values()) for f in view.fields[m])
    if n0 == n1:
        return 1 - picker
    return 1 if n0 > n1 else 0


def determinize(view: MandalaView, rng: random.Random) -> Game:
    """One sample of the hidden state, as a game with `view.viewer` to move."""
    me = view.viewer
    if me is None or view.to_move != me:
        raise ValueError("determinize needs the view of the seat to move")
    opp = 1 - me
    pool = [c for c, n in enumerate(unseen(view)) for _ in range(n)]
    rng.shuffle(pool)
    o: SeatView = view.seats[opp]
    if len(pool) != o.hand_size + o.cup_unknown + view.deck_size:
        raise ValueError("the view's counts do not add up to 108 cards")
    hands = [[0] * 6, [0] * 6]
    hands[me] = _six(view.seats[me].hand)
    for c in pool[: o.hand_size]:
        hands[opp][c] += 1
    cup_secret = [[0] * 6, [0] * 6]
    for c in pool[o.hand_size : o.hand_size + o.cup_unknown]:
        cup_secret[opp][c] += 1
    deck = pool[o.hand_size + o.cup_unknown :]
    cup_public = [_six(s.cup_known) for s in view.seats]
    comp = None
    current = me
    if view.phase == "pick":
        # phase 'pick' means a completion is pending
        comp = (view.completion[0], completer(view))  # type: ignore[index]
        current = comp[1]
    return assemble(
        deck=deck,
        discard=_six(view.discard),
        hands=hands,
        cup_secret=cup_secret,
        cup_public=cup_public,
        mountains=[_six(m) for m in view.mountains],
        fields=[[_six(f) for f in fm] for fm in view.fields],
        rivers=[[_IDX[c] for c in s.river] for s in view.seats],
        phase=view.phase,
        current=current,
        picker=me,
        completion=comp,
        end_triggered=view.end_triggered,
        turn=view.turn,
        last=view.last_action,
        rng_state=rng.getrandbits(64),
    )
